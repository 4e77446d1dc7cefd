// npm run build (after the client) and npm start (when stale): the server compiled to plain
// JavaScript, one ES module with its source map in dist/server (decision 241). Packages stay
// imports of node_modules; the files the server reads beside its modules are copied next to it.
// `node scripts/build/build-server.mjs [outDir]` builds elsewhere (the e2e server builds its own).
import { cpSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const root = new URL('../..', import.meta.url).pathname;
const outDir = resolve(root, process.argv[2] ?? 'dist/server');

/** Read at run time through `new URL('./<name>', import.meta.url)`, so beside the bundle. */
const ASSETS = [
  ['src/server/db/migrations', 'migrations'],
  ['src/server/features/manual/sample-manual.md', 'sample-manual.md'],
  ['src/server/features/manual/pdf-read.worker.mjs', 'pdf-read.worker.mjs'],
  ['src/server/features/manual/pdf-text-process.mjs', 'pdf-text-process.mjs'],
];

/**
 * zod's jitless flag must be set before any module makes a schema (decision 119). A bundle
 * evaluates every package it imports before its own first line, so the flag is a module of its
 * own that main.js imports first: ES modules are evaluated in the order they are imported.
 */
const jitlessFirst = {
  name: 'zod-jitless-first',
  setup(esbuild) {
    esbuild.onResolve({ filter: /zod-jitless\.ts$/ }, () => ({
      path: './zod-jitless.js',
      external: true,
    }));
  },
};

const common = {
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  logLevel: 'warning',
};

// Built beside the old one and swapped in, so a server starting meanwhile (several instances
// started at once, each through npm start) never reads a half-written tree.
const building = `${outDir}.building-${process.pid}`;
const replaced = `${outDir}.old-${process.pid}`;
rmSync(building, { recursive: true, force: true });
mkdirSync(building, { recursive: true });
await build({
  ...common,
  entryPoints: [join(root, 'src/shared/zod-jitless.ts')],
  outfile: join(building, 'zod-jitless.js'),
});
await build({
  ...common,
  entryPoints: [join(root, 'src/server/main.ts')],
  outfile: join(building, 'main.js'),
  plugins: [jitlessFirst],
});
for (const [from, to] of ASSETS) cpSync(join(root, from), join(building, to), { recursive: true });
try {
  renameSync(outDir, replaced);
} catch {
  // No earlier build.
}
try {
  renameSync(building, outDir);
} catch (error) {
  // Another build of the same sources landed first: keep it.
  if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
}
rmSync(building, { recursive: true, force: true });
rmSync(replaced, { recursive: true, force: true });
