import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
import { ApiClient, freePort, serverEnvironment, TEST_SERVER_ADMIN } from './server-process.ts';

/**
 * The server as operators run it (DESIGN section 3): settings from .env and the
 * environment, one-line refusals, and `npm start` stopped with SIGTERM then started again at
 * once on the same embedded database. PGlite only: nothing here depends on the engine.
 */

const workDirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  workDirs.push(dir);
  return dir;
};
/** Each test starts real processes: generous on 2 shared cores running the whole suite. */
const PROCESS_TEST_MS = 240_000;

afterAll(async () => {
  await killLaunched();
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
});

/** The real entry in `cwd`, with these settings over a clean environment. */
function startEntry(cwd: string, settings: Record<string, string>) {
  const env: NodeJS.ProcessEnv = { ...serverEnvironment(), LOG_LEVEL: 'error', ...settings };
  if (!('PORT' in settings)) delete env.PORT;
  return launch(process.execPath, ['--import', tsxLoader, serverEntry], { cwd, env });
}

async function serverSettings(dataDir: string) {
  const port = await freePort();
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    settings: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      ADMIN_USERNAME: TEST_SERVER_ADMIN.username,
      ADMIN_PASSWORD: TEST_SERVER_ADMIN.password,
    },
  };
}

describe.runIf(process.env.TEST_ENGINE !== 'postgres')(
  'starting and stopping the real server',
  () => {
    it(
      'refuses an invalid setting with one line on stderr and exit code 1, before touching the database',
      async () => {
        const cwd = tempDir('pitcrew-invalid-');
        const server = startEntry(cwd, { PORT: 'eighty', DATA_DIR: join(cwd, 'data') });
        expect(await server.exited).toEqual({ code: 1, signal: null });
        expect(server.stderr()).toBe(
          'Invalid PORT: got "eighty"; want a whole number from 0 to 65535.\n',
        );
        expect(existsSync(join(cwd, 'data'))).toBe(false);
      },
      PROCESS_TEST_MS,
    );

    it(
      'reads .env in its working directory, under the real environment',
      async () => {
        const cwd = tempDir('pitcrew-dotenv-');
        writeFileSync(join(cwd, '.env'), '# settings\nPORT=from-file\nNODE_ENV=staging\n');
        const refusal = async (settings: Record<string, string>) => {
          const server = startEntry(cwd, settings);
          expect(await server.exited).toEqual({ code: 1, signal: null });
          return server.stderr();
        };

        // Each start stops at the first invalid setting, so the line shows which value was read.
        expect(await refusal({ NODE_ENV: 'test' })).toBe(
          'Invalid PORT: got "from-file"; want a whole number from 0 to 65535.\n',
        );
        expect(await refusal({ PORT: 'from-env', NODE_ENV: 'test' })).toBe(
          'Invalid PORT: got "from-env"; want a whole number from 0 to 65535.\n',
        );
        // Present but empty in the environment: unset, and the file does not fill it in.
        expect(await refusal({ PORT: '0', NODE_ENV: '', LOG_LEVEL: 'chatty' })).toBe(
          'Invalid LOG_LEVEL: got "chatty"; want one of fatal, error, warn, info, debug, trace, silent.\n',
        );
      },
      PROCESS_TEST_MS,
    );

    it(
      'shows the generated administrator on stderr even with LOG_LEVEL=silent, and that sign-in works',
      async () => {
        const dataDir = tempDir('pitcrew-first-run-');
        const { baseUrl, settings } = await serverSettings(dataDir);
        const server = startEntry(repoRoot, {
          ...settings,
          ADMIN_USERNAME: '',
          ADMIN_PASSWORD: '',
          LOG_LEVEL: 'silent',
        });
        await waitUntilHealthy(server, baseUrl, 120_000);
        const password = /Password {4}(\S+)/.exec(server.stderr())?.[1];
        expect(server.stderr()).toContain(`Sign in at  ${baseUrl}/admin-login`);
        expect(server.stderr()).toContain('Username    admin');
        expect(password).toBeTruthy();
        const signIn = await new ApiClient({ baseUrl }).request('POST', '/api/auth/login', {
          username: 'admin',
          password,
        });
        expect(signIn.status).toBe(200);
        server.child.kill('SIGTERM');
        expect(await server.exited).toEqual({ code: 0, signal: null });
      },
      PROCESS_TEST_MS,
    );

    it(
      'ends event streams with a retry hint, then closes the database and releases its lock',
      async () => {
        const dataDir = tempDir('pitcrew-sse-');
        const { baseUrl, settings } = await serverSettings(dataDir);
        const server = startEntry(repoRoot, settings);
        await waitUntilHealthy(server, baseUrl, 120_000);
        const admin = new ApiClient({ baseUrl });
        expect((await admin.request('POST', '/api/auth/login', TEST_SERVER_ADMIN)).status).toBe(
          200,
        );

        const stream = await fetch(`${baseUrl}/api/events`, { headers: { cookie: admin.cookie } });
        const reader = stream.body!.getReader();
        const decoder = new TextDecoder();
        let received = decoder.decode((await reader.read()).value);
        expect(received).toContain(': connected');

        server.child.kill('SIGTERM');
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
          received += decoder.decode(chunk.value);
        expect(received.endsWith('retry: 5000\n\n')).toBe(true);
        expect(await server.exited).toEqual({ code: 0, signal: null });
        expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
      },
      PROCESS_TEST_MS,
    );

    it(
      'stops `npm start` on SIGTERM with exit code 0, and starts again at once on the same data',
      async () => {
        const dataDir = tempDir('pitcrew-npm-start-');
        const { baseUrl, settings } = await serverSettings(dataDir);
        const npmStart = () =>
          launch('npm', ['start'], {
            cwd: repoRoot,
            env: { ...serverEnvironment(), LOG_LEVEL: 'error', ...settings },
          });

        // The first start may build the client (npm start does when dist/client is missing or stale).
        const first = npmStart();
        await waitUntilHealthy(first, baseUrl, 300_000);
        const admin = new ApiClient({ baseUrl });
        expect((await admin.request('POST', '/api/auth/login', TEST_SERVER_ADMIN)).status).toBe(
          200,
        );
        const team = await admin.request<{ id: number }>('POST', '/api/teams', {
          name: 'Restart Robotics',
        });
        expect(team.status).toBe(201);

        first.child.kill('SIGTERM');
        expect(await first.exited).toEqual({ code: 0, signal: null });
        expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

        const second = npmStart();
        await waitUntilHealthy(second, baseUrl, 120_000);
        const again = await admin.request<{ name: string }>('GET', `/api/teams/${team.json.id}`);
        expect(again.json.name).toBe('Restart Robotics');
        second.child.kill('SIGTERM');
        expect(await second.exited).toEqual({ code: 0, signal: null });
      },
      2 * PROCESS_TEST_MS,
    );
  },
);
