import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';

/** A process started for a test: its output so far and how it ended. */
export interface Launched {
  child: ChildProcess;
  output(): string;
  /** Stderr alone (one-line start-up errors are checked there). */
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** The server entry and tsx's loader by absolute path, so the server can start in any directory. */
export const serverEntry = `${repoRoot}src/server/main.ts`;
export const tsxLoader = `${repoRoot}node_modules/tsx/dist/loader.mjs`;

const launched = new Set<ChildProcess>();

export function launch(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Launched {
  // Its own process group, so cleaning up reaches grandchildren (npm start runs two levels down).
  const child = spawn(command, args, {
    ...options,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  launched.add(child);
  let output = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stderr += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      launched.delete(child);
      resolve({ code, signal });
    }),
  );
  return { child, output: () => output, stderr: () => stderr, exited };
}

/** Waits until GET /api/health answers 200; fails with the process's output if it exits first. */
export async function waitUntilHealthy(
  server: Launched,
  baseUrl: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`exited before it was ready:\n${server.output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(250);
  }
  throw new Error(`not ready within ${timeoutMs} ms:\n${server.output()}`);
}

/** Kills the process groups these helpers started that still run (for afterAll). */
export async function killLaunched(): Promise<void> {
  await Promise.all(
    [...launched].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          try {
            process.kill(-child.pid!, 'SIGKILL');
          } catch {
            resolve();
          }
        }),
    ),
  );
}
