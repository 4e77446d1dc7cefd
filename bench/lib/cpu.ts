import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ). */
const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/**
 * CPU time (user + system, ms) a process has used so far, from /proc/<pid>/stat; null where
 * /proc is missing. Per request it tells the app's own cost even on a busy machine, where wall
 * times mostly measure the wait for a core.
 */
export function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return null;
  }
}

/** CPU ms a process spends on `fn`, divided by `count` (per request); null without /proc. */
export async function cpuPer<T>(
  pid: number | undefined,
  fn: () => Promise<T>,
  count: (result: T) => number,
): Promise<{ result: T; cpuMsEach: number | null }> {
  const before = cpuMs(pid);
  const result = await fn();
  const after = cpuMs(pid);
  const n = count(result);
  return {
    result,
    cpuMsEach: before === null || after === null || n === 0 ? null : (after - before) / n,
  };
}

/**
 * CPU time (ms) used so far by every process named `name` (PostgreSQL's server and backends are
 * all `postgres`), from /proc; null where /proc is missing. A process that ends between two
 * readings takes its time with it, so this suits pooled connections that stay open.
 */
export function namedProcessesCpuMs(name: string): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  let total = 0;
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== name) continue;
    } catch {
      continue;
    }
    total += cpuMs(Number(pid)) ?? 0;
  }
  return total;
}

/**
 * The machine's CPU time so far (ms, summed over cores): busy and idle (idle includes waiting for
 * I/O), from /proc/stat; null without /proc. Over a run it tells whether the cores were the limit.
 */
export function machineCpuMs(): { busy: number; idle: number } | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const [, ...ticks] = line.trim().split(/\s+/).map(Number);
    const idle = ticks[3]! + ticks[4]!;
    const all = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: ((all - idle) * 1000) / TICKS, idle: (idle * 1000) / TICKS };
  } catch {
    return null;
  }
}
