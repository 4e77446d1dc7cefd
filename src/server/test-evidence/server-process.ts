import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import { SERVER_SETTINGS } from '../config.ts';

/** The real server (`node --import tsx src/server/main.ts`) as a child process, for tests. */
export interface ServerProcess {
  readonly baseUrl: string;
  readonly pid: number;
  /** What the server printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** Sends the signal and waits until the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export const TEST_SERVER_ADMIN = { username: 'evidence-admin', password: 'evidence-password-1' };

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const running = new Set<ChildProcess>();

/**
 * The test process's environment for a server child: the test runner's own variables removed,
 * and every server setting set empty (unset, yet present, so neither the test runner's
 * environment nor a developer's .env can fill it in); callers add what they need.
 */
export function serverEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['TEST_DATABASE_URL', 'TEST_ENGINE', 'VITEST']) delete env[name];
  for (const name of SERVER_SETTINGS) env[name] = '';
  return env;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts a server on a free port with PGlite in `dataDir`, or on PostgreSQL at `databaseUrl`,
 * and waits until GET /api/health answers. Fails with the server's output if it does not.
 */
export async function startServer(options: {
  dataDir?: string;
  databaseUrl?: string;
  timeoutMs?: number;
  /** More environment for the server (CLIENT_DIR, TRUST_PROXY...). */
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const port = await freePort();
  const env = serverEnvironment();
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DEMO_DATA: 'false',
    ADMIN_USERNAME: TEST_SERVER_ADMIN.username,
    ADMIN_PASSWORD: TEST_SERVER_ADMIN.password,
    ...(options.databaseUrl
      ? { DATABASE_URL: options.databaseUrl }
      : { DATA_DIR: options.dataDir }),
    ...options.env,
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    baseUrl,
    pid: child.pid!,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited(child);
    },
  };

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await delay(200);
  }
  await server.stop('SIGKILL');
  throw new Error(`the server was not ready within the time limit:\n${output}`);
}

/** Kills every server these helpers started that still runs (for afterAll). */
export async function stopAllServers(): Promise<void> {
  await Promise.all(
    [...running].map(async (child) => {
      child.kill('SIGKILL');
      await exited(child);
    }),
  );
}

/** A tiny cookie-keeping client for one caller of a server. */
export class ApiClient {
  cookie = '';

  constructor(private readonly server: { baseUrl: string }) {}

  /** Sends JSON; answers with the status and the parsed body, typed as the caller expects it. */
  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; json: T; headers: Headers }> {
    const response = await fetch(`${this.server.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const set = response.headers.getSetCookie();
    if (set.length) {
      const jar = new Map(
        this.cookie
          .split('; ')
          .filter(Boolean)
          .map((pair) => pair.split('=') as [string, string]),
      );
      for (const line of set) {
        const [pair] = line.split(';');
        const [name, value] = pair!.split('=') as [string, string];
        if (value) jar.set(name, value);
        else jar.delete(name);
      }
      this.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const text = await response.text();
    let json: unknown = text;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (an .ics file, say).
    }
    return { status: response.status, json: json as T, headers: response.headers };
  }

  /** Points the same cookies at another server (another instance, or the restarted one). */
  on(server: { baseUrl: string }): ApiClient {
    const client = new ApiClient(server);
    client.cookie = this.cookie;
    return client;
  }
}
