import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { request } from './http.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const BENCH_ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };

export interface ChildServer {
  readonly name: string;
  readonly url: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/** A free loopback port (the OS picks one, then lets it go). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-25).join('\n');
  } catch {
    return '';
  }
}

async function spawnServer(name: string, args: string[], env: NodeJS.ProcessEnv, port: number, logFile: string, readyPath: string): Promise<ChildServer> {
  const log = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  // 'close' comes after the child's output has been read to the end.
  child.once('close', () => log.end());
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (!running) throw new Error(`${name} exited before it was ready:\n${tail(logFile)}`);
    try {
      const response = await request(url, 'GET', readyPath);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} was not ready within 180 s:\n${tail(logFile)}`);
    }
    await sleep(200);
  }

  return {
    name,
    url,
    child,
    async stop() {
      if (!running) return;
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), sleep(20_000).then(() => false)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

export interface AppServerOptions {
  name: string;
  port: number;
  logFile: string;
  dataDir: string;
  databaseUrl?: string;
  /** A built client to serve (none by default: the benchmarks only call the API). */
  clientDir?: string;
  /** Fill the empty database with the demo event (off by default). */
  demoData?: boolean;
  /** Extra Node options for the server, e.g. ['--cpu-prof'] to profile it. */
  nodeArgs?: string[];
  /** More settings for the server (TRUST_PROXY, PUBLIC_URL behind a proxy). */
  env?: NodeJS.ProcessEnv;
}

/** The real app (`src/server/main.ts`), as `npm start` runs it, without demo data. */
export function startApp(options: AppServerOptions): Promise<ChildServer> {
  const env: NodeJS.ProcessEnv = {
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DEMO_DATA: options.demoData ? 'true' : 'false',
    CLIENT_DIR: options.clientDir ?? '',
    ADMIN_USERNAME: BENCH_ADMIN.username,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    NODE_ENV: 'production',
    // Per-request logging would measure the logger; warnings and errors are still written.
    LOG_LEVEL: 'warn',
    // The seeded tournament day is a UTC calendar day.
    TZ: 'UTC',
    OPENAI_API_KEY: '',
    PERPLEXITY_API_KEY: '',
    // Unset (skipped by spawn) for PGlite, so an inherited DATABASE_URL cannot leak in.
    DATABASE_URL: options.databaseUrl,
    ...options.env,
  };
  return spawnServer(
    options.name,
    [...(options.nodeArgs ?? []), '--import', 'tsx', 'src/server/main.ts'],
    env,
    options.port,
    options.logFile,
    '/api/health',
  );
}

/** The bare Fastify server that answers each fixture path with recorded bytes and headers. */
export function startBareServer(options: { port: number; fixturesFile: string; logFile: string; readyPath: string }): Promise<ChildServer> {
  return spawnServer(
    'bare fastify',
    ['--import', 'tsx', 'bench/bare-server.ts'],
    { BARE_PORT: String(options.port), BARE_FIXTURES: options.fixturesFile },
    options.port,
    options.logFile,
    options.readyPath,
  );
}
