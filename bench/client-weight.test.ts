/**
 * Client weight (DESIGN section 10, issue 15): a cold load of a first page fetches at most 120 KB
 * of gzipped JavaScript, the entry chunk and the page's route chunk with everything they import
 * statically (what the browser loads before the page runs), and the map, the drawing boards and
 * the admin screens are lazy chunks of their own. Builds the client into a temporary directory,
 * or reads CLIENT_BUILD_DIR when it is given. Figures and how they were cut: docs/benchmarks.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
 * The first pages and what each may weigh. `/home` (a team's first screen) meets the budget.
 * The registration form (`/`, `/register`, `/consent`) does not yet: React, TanStack Query,
 * tailwind-merge and react-hook-form alone come to about 118 KB, so it is held where it is
 * (decision 145) until that changes; lower these ceilings, never raise them. (Raised once, by
 * 2 KB for / and /register, when the QR-link reader of issue 19 and the live alert toasts of
 * issue 18 landed together; issue 15 still asks for 120 KB.) Raised again by 21 KB each, with the
 * entry, for issue 20's languages: i18next and react-i18next draw every page's text, English
 * included, so they load with the first page (decision 190 measures it and says what would bring
 * the figures back). /home once more by 1 KB when the venue's clock (decision 154) came to its
 * next-interview card: times in the venue's zone, labelled with it on a phone elsewhere.
 */
/** What i18next and react-i18next add to every first page (decision 190). */
const I18N_LIBRARY = 21 * KB;
/** The venue's clock on /home's next-interview card (decision 154). */
const VENUE_CLOCK = 1 * KB;
/**
 * The English texts of the booking, dashboard and registration screens, bundled with the entry
 * like every English namespace (decision 190), measured at 3.0 to 3.4 KB on each first page. The
 * next cut: each route's chunk brings its own namespaces' English, and only common and home stay
 * in the entry.
 */
const ENGLISH_TEXTS = 3.5 * KB;
/**
 * The entry's loader map lists every other language's namespace file (i18n.ts, decision 190): the
 * organisers' admin, alerts, matches and timeslots namespaces (decision 192) added nine entries,
 * measured at 0.16 KB on /home. Their texts themselves load with the organiser screens.
 */
const LOCALE_FILE_MAP = 0.25 * KB;
const FIRST_PAGES: Record<string, { route: string; budget: number }> = {
  '/home': { route: 'routes/home.tsx', budget: FIRST_PAGE_BUDGET_BYTES + I18N_LIBRARY + VENUE_CLOCK + ENGLISH_TEXTS + LOCALE_FILE_MAP },
  '/ and /register': { route: 'routes/register.tsx', budget: 132 * KB + I18N_LIBRARY + ENGLISH_TEXTS + LOCALE_FILE_MAP },
  '/consent': { route: 'routes/consent.tsx', budget: 130 * KB + I18N_LIBRARY + ENGLISH_TEXTS + LOCALE_FILE_MAP },
};

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
    expect(weight.total, JSON.stringify(weight.chunks)).toBeLessThanOrEqual(106 * KB + I18N_LIBRARY + ENGLISH_TEXTS + LOCALE_FILE_MAP);
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
});
