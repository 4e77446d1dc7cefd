/**
 * Client weight (DESIGN section 10, issue 15): a cold load of a first page fetches at most 120 KB
 * of gzipped JavaScript, the entry chunk and the page's route chunk with everything they import
 * statically (what the browser loads before the page runs), and the map, the drawing boards and
 * the admin screens are lazy chunks of their own. Builds the client into a temporary directory,
 * or reads CLIENT_BUILD_DIR when it is given. Figures and how they were cut: docs/benchmarks.md.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_SCRIPT } from '../src/shared/first-paint-script.ts';
import { PAGE_MODULES } from '../src/shared/page-modules.ts';
import {
  buildClient,
  ENTRY_KEY,
  firstPageWeight,
  pageWeight,
  readManifest,
  staticClosure,
  type Manifest,
} from './lib/client-weight.ts';

const KB = 1024;
const FIRST_PAGE_BUDGET_BYTES = 120 * KB;

/**
 * The first pages a phone opens cold, each within the budget: the entry and the page's chunks
 * as the browser loads them. React's API is drawn by Preact (decision 198), which is what brought
 * them under it (react-dom alone was about 58 KB); lower these, never raise them.
 */
const FIRST_PAGES: Record<string, { route: string; budget: number }> = {
  '/home': { route: 'routes/home.tsx', budget: FIRST_PAGE_BUDGET_BYTES },
  '/ and /register': { route: 'routes/register.tsx', budget: FIRST_PAGE_BUDGET_BYTES },
  '/consent': { route: 'routes/consent.tsx', budget: FIRST_PAGE_BUDGET_BYTES },
  '/admin-login': { route: 'routes/admin-login.tsx', budget: FIRST_PAGE_BUDGET_BYTES },
};

/** What the entry may weigh: every page loads it, and a page's own chunks come on top. */
const ENTRY_BUDGET_BYTES = 80 * KB;

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
  it('keeps the entry (every page loads it) well under the budget', () => {
    const weight = firstPageWeight(manifest, outDir);
    expect(weight.chunks.length).toBeGreaterThan(0);
    expect(weight.total, JSON.stringify(weight.chunks)).toBeLessThanOrEqual(ENTRY_BUDGET_BYTES);
  });

  it.each(Object.entries(FIRST_PAGES))('loads %s within its gzipped JavaScript budget', (_page, { route, budget }) => {
    const weight = pageWeight(manifest, outDir, route);
    expect(weight.total, JSON.stringify(weight.chunks)).toBeLessThanOrEqual(budget);
  });

  it("leaves /home's schedule, a visitor's code sign-in and the toasts out of the first load of /home", () => {
    expect(manifest['features/scheduling/components/home-schedule.tsx']?.isDynamicEntry).toBe(true);
    expect(manifest['components/ui/toast-list.tsx']?.isDynamicEntry).toBe(true);
    const home = [...staticClosure(manifest, 'routes/home.tsx'), ...staticClosure(manifest, ENTRY_KEY)];
    expect(home.filter((key) => /home-schedule|team-code-sign-in|toast-list/.test(key))).toEqual([]);
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
    expect(head.match(/<link(?![^>]*\bdisabled\b)[^>]*rel="stylesheet"[^>]*>|<script(?![^>]*type="module")[^>]*\bsrc=[^>]*>/g) ?? []).toEqual([]);
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
    expect(template![1]!.replace(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g, '')).toBe('');
    expect(html.replace(template![0], '')).not.toMatch(/<script type="module"|rel="modulepreload"/);
  });

  it('knows the route module of every page the server names chunks for (decision 211)', () => {
    const missing = Object.entries(PAGE_MODULES).filter(([, module]) => !manifest[module]?.isDynamicEntry);
    expect(missing).toEqual([]);
  });
});
