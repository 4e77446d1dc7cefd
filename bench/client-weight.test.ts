/**
 * Client weight (DESIGN section 10): a cold load of any page, signed in and out, fetches
 * at most 200 KB of gzipped JavaScript until the network is idle, React included: every script the
 * browser asks for, measured in Debian's Chromium against the app as it ships (`npm start`, the
 * demo event). The map, the drawing boards and the admin screens are lazy chunks of their own.
 * Builds the client into a temporary directory, or reads CLIENT_BUILD_DIR when it is given.
 * Figures: docs/benchmarks.md.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_SCRIPT } from '../src/shared/first-paint-script.ts';
import { PAGE_MODULES } from '../src/shared/page-modules.ts';
import {
  buildClient,
  ENTRY_KEY,
  readManifest,
  staticClosure,
  type Manifest,
} from './lib/client-weight.ts';
import { coldLoad, openBrowser } from './lib/cold-load.ts';
import { freePort, startApp, type ChildServer } from './lib/processes.ts';
import { teamSession } from './lib/team-session.ts';

const KB = 1024;
const COLD_LOAD_BUDGET_BYTES = 200 * KB;

/** The pages measured: every page `npm run lighthouse` measures, and the other first pages. */
const VISITOR_PAGES = ['/', '/home', '/register', '/consent', '/admin-login'];
const TEAM_PAGES = ['/home', '/dashboard', '/messages', '/game-manual', '/draw', '/track-bots'];

/** Screens that must never weigh on the first page. */
const LAZY_SCREENS = {
  'the venue map (Track Bots)': 'routes/track-bots.tsx',
  'the drawing boards': 'routes/drawing-board.tsx',
  'the admin screens': 'routes/admin.tsx',
  'the admin sign-in': 'routes/admin-login.tsx',
} as const;

let outDir: string;
let ownBuild = false;
let manifest: Manifest;

beforeAll(() => {
  if (process.env.CLIENT_BUILD_DIR) {
    outDir = process.env.CLIENT_BUILD_DIR;
  } else {
    outDir = mkdtempSync(join(tmpdir(), 'tc-client-weight-'));
    ownBuild = true;
    buildClient(outDir);
  }
  manifest = readManifest(outDir);
}, 600_000);

afterAll(() => {
  if (ownBuild) rmSync(outDir, { recursive: true, force: true });
});

describe('client weight', () => {
  it("leaves /home's schedule, a visitor's code sign-in and the toasts out of the first load of /home", () => {
    expect(manifest['features/scheduling/components/home-schedule.tsx']?.isDynamicEntry).toBe(true);
    expect(manifest['components/ui/toast-list.tsx']?.isDynamicEntry).toBe(true);
    const home = [
      ...staticClosure(manifest, 'routes/home.tsx'),
      ...staticClosure(manifest, ENTRY_KEY),
    ];
    expect(home.filter((key) => /home-schedule|team-code-sign-in|toast-list/.test(key))).toEqual(
      [],
    );
  });

  it.each(Object.entries(LAZY_SCREENS))('loads %s lazily, in a chunk of its own', (_name, key) => {
    const chunk = manifest[key];
    expect(chunk, `${key} in the manifest`).toBeDefined();
    expect(chunk!.isDynamicEntry).toBe(true);
    expect(manifest[ENTRY_KEY]!.dynamicImports ?? []).toContain(key);
    const firstPageFiles = [...staticClosure(manifest, ENTRY_KEY)].map((k) => manifest[k]!.file);
    expect(firstPageFiles).not.toContain(chunk!.file);
  });

  it('paints index.html with no request first: the stylesheet and the first-paint script are inside it', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    // Nothing in <head> that the first paint would wait for (decision 210); a module script waits
    // for the page, not the page for it, and a disabled stylesheet is not fetched.
    expect(
      head.match(
        /<link(?![^>]*\bdisabled\b)[^>]*rel="stylesheet"[^>]*>|<script(?![^>]*type="module")[^>]*\bsrc=[^>]*>/g,
      ) ?? [],
    ).toEqual([]);
    expect(head).toMatch(/<style[^>]*>[\s\S]*\.min-h-dvh[\s\S]*<\/style>/);
    // The script exactly as the server's CSP hashes it: one changed byte and browsers refuse it.
    const inline = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toEqual([FIRST_PAINT_SCRIPT]);
  });

  it("keeps the app's scripts in a template until the first paint: nothing for the browser to fetch while it reads the page (decision 219)", () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const template = /<template id="app-scripts">([\s\S]*?)<\/template>/.exec(head);
    const entry = manifest[ENTRY_KEY]!.file;
    expect(template?.[1]).toContain(`<script type="module" crossorigin src="/${entry}"></script>`);
    expect(
      template![1]!.replace(
        /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g,
        '',
      ),
    ).toBe('');
    expect(html.replace(template![0], '')).not.toMatch(/<script type="module"|rel="modulepreload"/);
  });

  it('knows the route module of every page the server names chunks for (decision 211)', () => {
    const missing = Object.entries(PAGE_MODULES).filter(
      ([, module]) => !manifest[module]?.isDynamicEntry,
    );
    expect(missing).toEqual([]);
  });
});

describe('what a cold load fetches until the network is idle', () => {
  let server: ChildServer;
  let browser: Browser;
  let cookie: string;
  let workDir: string;

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'tc-cold-load-'));
    server = await startApp({
      name: 'app',
      port: await freePort(),
      logFile: join(workDir, 'server.log'),
      dataDir: join(workDir, 'data'),
      clientDir: outDir,
      demoData: true,
    });
    browser = await openBrowser();
    ({ cookie } = await teamSession(server.url));
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it.each(VISITOR_PAGES)('%s as a visitor: at most 200 KB of gzipped JavaScript', async (path) => {
    const load = await coldLoad(browser, server.url + path);
    expect(load.scripts.length).toBeGreaterThan(0);
    console.log(
      `cold load ${path} (visitor): ${(load.total / KB).toFixed(1)} KB gzipped in ${load.scripts.length} scripts`,
    );
    expect(load.total, JSON.stringify(load.scripts)).toBeLessThanOrEqual(COLD_LOAD_BUDGET_BYTES);
  });

  it.each(TEAM_PAGES)(
    '%s as a signed-in team: at most 200 KB of gzipped JavaScript',
    async (path) => {
      const load = await coldLoad(browser, server.url + path, cookie);
      expect(load.scripts.length).toBeGreaterThan(0);
      console.log(
        `cold load ${path} (team): ${(load.total / KB).toFixed(1)} KB gzipped in ${load.scripts.length} scripts`,
      );
      expect(load.total, JSON.stringify(load.scripts)).toBeLessThanOrEqual(COLD_LOAD_BUDGET_BYTES);
    },
  );
});
