import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

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
export async function cpuPer<T>(pid: number | undefined, fn: () => Promise<T>, count: (result: T) => number): Promise<{ result: T; cpuMsEach: number | null }> {
  const before = cpuMs(pid);
  const result = await fn();
  const after = cpuMs(pid);
  const n = count(result);
  return { result, cpuMsEach: before === null || after === null || n === 0 ? null : (after - before) / n };
}
