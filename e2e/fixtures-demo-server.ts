import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_ADMIN } from './fixtures.ts';

const root = new URL('..', import.meta.url).pathname;

/** A server of its own, holding the demo event, for the journeys that start from it. */
export interface DemoServer {
  readonly baseURL: string;
  stop(): Promise<void>;
}

/**
 * Starts the server scripts/test/e2e-server.mjs built (same client, same compiled server) a second
 * time, on its own port and data directory, with the demo event (DEMO_DATA=true): the journeys'
 * own server starts empty, as a real event does. Its port is E2E_DEMO_PORT, or the journeys'
 * port plus one.
 */
export async function startDemoServer(): Promise<DemoServer> {
  const mainPort = process.env.E2E_PORT ?? '4173';
  const port = process.env.E2E_DEMO_PORT ?? String(Number(mainPort) + 1);
  const built = join(root, '.e2e', mainPort);
  const main = join(built, 'server', 'main.js');
  if (!existsSync(main))
    throw new Error(`no server build at ${main}: run the journeys through playwright test`);
  const dataDir = join(built, 'demo-data');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const server = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      ...Object.fromEntries(
        [
          'DATABASE_URL',
          'OPENAI_API_KEY',
          'OPENAI_BASE_URL',
          'PERPLEXITY_API_KEY',
          'PERPLEXITY_BASE_URL',
          'TRUST_PROXY',
          'NODE_ENV',
          'PUBLIC_URL',
        ].map((name) => [name, '']),
      ),
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: join(built, 'client'),
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the demo server exited with ${server.exitCode}`);
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error('the demo server did not become healthy within 90 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseURL,
    async stop() {
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
