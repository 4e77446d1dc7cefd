import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  killLaunched,
  launch,
  repoRoot,
  serverEntry,
  tsxLoader,
  waitUntilHealthy,
} from './launch.ts';
import { freePort, serverEnvironment } from './server-process.ts';

/**
 * zod without code generation (docs/decisions/119): the real server entry, with a preload that
 * reports every `new Function` coming from zod, builds its schemas and validates requests without
 * one, run through tsx as in development and compiled as `npm start` runs it (decision 241: a
 * bundle evaluates the packages it imports before its own code). The same preload around plain
 * zod shows that the trap does catch zod's probe.
 */

const MARK = 'ZOD-NEW-FUNCTION';
const workDir = mkdtempSync(join(tmpdir(), 'pitcrew-jitless-'));
const trap = join(workDir, 'trap-new-function.mjs');
writeFileSync(
  trap,
  `const Original = globalThis.Function;
const report = () => { if (/[\\\\/]zod[\\\\/]/.test(new Error().stack ?? '')) process.stderr.write('${MARK}\\n'); };
globalThis.Function = new Proxy(Original, {
  construct(target, args, newTarget) { report(); return Reflect.construct(target, args, newTarget); },
  apply(target, self, args) { report(); return Reflect.apply(target, self, args); },
});
`,
);

/** Each test starts real processes: generous on 2 shared cores running the whole suite. */
const PROCESS_TEST_MS = 240_000;

const builtDirs: string[] = [];

afterAll(async () => {
  await killLaunched();
  for (const dir of [workDir, ...builtDirs]) rmSync(dir, { recursive: true, force: true });
});

describe.runIf(process.env.TEST_ENGINE !== 'postgres')('zod without code generation', () => {
  it(
    'the trap catches zod compiling a parser when jitless is not set',
    async () => {
      const script = `import { z } from 'zod'; z.object({ a: z.string() }).parse({ a: 'x' });`;
      const plain = launch(
        process.execPath,
        ['--import', trap, '--input-type=module', '-e', script],
        {
          cwd: repoRoot,
          env: serverEnvironment(),
        },
      );
      expect(await plain.exited).toEqual({ code: 0, signal: null });
      expect(plain.stderr()).toContain(MARK);
    },
    PROCESS_TEST_MS,
  );

  const compiledEntry = () => {
    // Inside the repository, so the bundle finds its packages in node_modules.
    const outDir = join(repoRoot, 'node_modules/.cache/pitcrew', `server-jitless-${process.pid}`);
    builtDirs.push(outDir);
    const build = spawnSync(
      process.execPath,
      [join(repoRoot, 'scripts/build/build-server.mjs'), outDir],
      { encoding: 'utf8' },
    );
    if (build.status !== 0) throw new Error(`the server build failed: ${build.stderr}`);
    return [join(outDir, 'main.js')];
  };

  it.each([
    ['through tsx', () => ['--import', tsxLoader, serverEntry]],
    ['compiled', compiledEntry],
  ])(
    'the server entry (%s) sets jitless before any schema exists, so requests validate without new Function',
    async (how, entry) => {
      const dataDir = join(workDir, `data-${how.replaceAll(' ', '-')}`);
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const server = launch(process.execPath, ['--import', trap, ...entry()], {
        cwd: repoRoot,
        env: {
          ...serverEnvironment(),
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DEMO_DATA: 'false',
          LOG_LEVEL: 'error',
        },
      });
      await waitUntilHealthy(server, baseUrl, 120_000);
      // A body and a query through zod: one refused, one accepted.
      const login = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'nobody', password: '' }),
      });
      expect(login.status).toBe(400);
      expect((await fetch(`${baseUrl}/api/teams?registeredOnly=true`)).status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toEqual({ code: 0, signal: null });
      expect(server.stderr()).not.toContain(MARK);
    },
    PROCESS_TEST_MS,
  );
});
