/**
 * The client's weight from Vite's build manifest (`.vite/manifest.json`, `build.manifest`):
 * which JavaScript a page loads before it can run, gzipped, and which screens stay lazy.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MANIFEST_FILE, staticClosure, type Manifest } from '../../src/shared/build-manifest.ts';
import { ROOT } from './processes.ts';

export { staticClosure, type Manifest } from '../../src/shared/build-manifest.ts';

export const ENTRY_KEY = 'index.html';

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, MANIFEST_FILE), 'utf8')) as Manifest;
}

/** Gzipped size (zlib's default level, as a server would send it) of a built file. */
function gzippedBytes(outDir: string, file: string): number {
  return gzipSync(readFileSync(join(outDir, file))).length;
}

export interface Weight {
  chunks: { file: string; gzip: number }[];
  /** Gzipped JavaScript in bytes. */
  total: number;
}

function weightOf(manifest: Manifest, outDir: string, keys: Iterable<string>): Weight {
  const chunks = [...keys]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzippedBytes(outDir, file) }));
  return { chunks, total: chunks.reduce((sum, c) => sum + c.gzip, 0) };
}

/** The first page: index.html's entry chunk and its static imports, without any lazy chunk. */
export function firstPageWeight(manifest: Manifest, outDir: string): Weight {
  return weightOf(manifest, outDir, staticClosure(manifest, ENTRY_KEY));
}

/** The first page plus one lazy route (e.g. `routes/home.tsx`) and its static imports. */
export function pageWeight(manifest: Manifest, outDir: string, routeKey: string): Weight {
  const keys = staticClosure(manifest, ENTRY_KEY);
  staticClosure(manifest, routeKey, keys);
  return weightOf(manifest, outDir, keys);
}

/** Builds the client into `outDir` (vite.config.ts honours CLIENT_OUT_DIR). */
export function buildClient(outDir: string): void {
  const result = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production', CLIENT_OUT_DIR: outDir },
      encoding: 'utf8',
      timeout: 600_000,
    },
  );
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stderr || result.stdout}`);
}
