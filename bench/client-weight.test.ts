/**
 * Client weight (DESIGN section 10): the first page loads at most 150 KB of gzipped JavaScript,
 * and the map, the drawing boards and the admin screens are lazy chunks of their own.
 * Builds the client into a temporary directory, or reads CLIENT_BUILD_DIR when it is given.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildClient,
  ENTRY_KEY,
  firstPageWeight,
  readManifest,
  staticClosure,
  type Manifest,
} from './lib/client-weight.ts';

const FIRST_PAGE_BUDGET_BYTES = 150 * 1024;

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
  it('loads at most 150 KB of gzipped JavaScript on the first page', () => {
    const weight = firstPageWeight(manifest, outDir);
    expect(weight.chunks.length).toBeGreaterThan(0);
    expect(weight.total, JSON.stringify(weight.chunks)).toBeLessThanOrEqual(FIRST_PAGE_BUDGET_BYTES);
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
