import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { writeProbeClient } from '../lib/attack.ts';
import { freePort, startApp, type ChildServer } from '../lib/processes.ts';
import type { EngineReport } from '../lib/report.ts';
import type { EventSeed } from '../lib/seed.ts';
import type { Engine } from '../lib/storage.ts';
import type { RunOptions } from './options.ts';

/** What every part of a run shares: its options, a working directory for logs, the log. */
export interface RunContext {
  options: RunOptions;
  /** Server logs and clients; kept when a part fails, removed otherwise. */
  workDir: string;
  /** A placeholder client for the servers to serve (the API is measured, not a build). */
  placeholderClient: string;
  log: (line: string) => void;
}

/** One engine's part of a run: it fills in its sections of the engine's report. */
export interface EnginePart {
  run: RunContext;
  engine: Engine;
  report: EngineReport;
}

export function createRunContext(options: RunOptions): RunContext {
  const workDir = mkdtempSync(join(os.tmpdir(), 'tc-bench-run-'));
  return {
    options,
    workDir,
    placeholderClient: writeProbeClient(join(workDir, 'client')),
    log: (line: string) => console.log(line),
  };
}

/** Samples the load average every two seconds; the returned function gives the highest seen. */
export function sampleLoadMax(): () => number {
  let loadMax = os.loadavg()[0]!;
  const loadSampler = setInterval(() => (loadMax = Math.max(loadMax, os.loadavg()[0]!)), 2000);
  loadSampler.unref();
  return () => loadMax;
}

/** Starts `instances` app servers on the storage, runs `fn` with them, and stops them. */
export async function withServers<T>(
  { run, engine }: EnginePart,
  label: string,
  storage: { dataDir: string; databaseUrl?: string },
  instances: number,
  fn: (servers: ChildServer[]) => Promise<T>,
): Promise<T> {
  const servers: ChildServer[] = [];
  try {
    for (let i = 0; i < instances; i++) {
      servers.push(
        await startApp({
          name: `${engine} ${label} instance ${i + 1}`,
          port: await freePort(),
          logFile: join(run.workDir, `${engine}-${label}-${i + 1}.log`),
          // With PostgreSQL the directory holds nothing shared; each instance gets its own.
          dataDir: i === 0 ? storage.dataDir : join(storage.dataDir, `instance-${i + 1}`),
          databaseUrl: storage.databaseUrl,
          clientDir: run.placeholderClient,
          nodeArgs: profilerArgs(run.options.profile),
        }),
      );
    }
    return await fn(servers);
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}

/** Node options writing an app instance's CPU profile into `directory`, when one is asked for. */
export const profilerArgs = (directory: string | undefined) =>
  directory ? ['--cpu-prof', `--cpu-prof-dir=${directory}`] : [];

/** The event dataset's servers and sessions, which the event's sections share. */
export interface EventContext extends EnginePart {
  seed: EventSeed;
  /** Two on PostgreSQL when the races or the boards run, one otherwise. */
  servers: ChildServer[];
  /** The first instance: the sections that need only one talk to it. */
  app: ChildServer;
  /** Every seeded team's session cookie, by team id. */
  cookies: Map<number, string>;
  adminCookie: string;
}
