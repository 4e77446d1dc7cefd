import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { e2eServerEnv, e2eWorkDir } from '../scripts/test/e2e-server-env.mjs';

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
  const { port: mainPort, workDir: built } = e2eWorkDir();
  const port = process.env.E2E_DEMO_PORT ?? String(Number(mainPort) + 1);
  const main = join(built, 'server', 'main.js');
  if (!existsSync(main))
    throw new Error(`no server build at ${main}: run the journeys through playwright test`);
  const dataDir = join(built, 'demo-data');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const server = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: root,
    stdio: 'ignore',
    env: e2eServerEnv({
      port,
      dataDir,
      clientDir: join(built, 'client'),
      demoData: true,
      extra: { LOG_LEVEL: 'warn' },
    }),
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
