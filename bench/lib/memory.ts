import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export interface MemoryAtRest {
  /** Seconds the server sat idle after it was ready, before the reading. */
  idleSeconds: number;
  /** Resident memory then (VmRSS), MB. */
  restMb: number;
  /** The most it was resident since it started (VmHWM), MB. */
  peakMb: number;
  /** Whether the empty database was filled with the demo event (the default on PGlite). */
  demoData: boolean;
}

/** A process's resident memory now (VmRSS) or at its most (VmHWM), MB, from /proc. */
export function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(
    readFileSync(`/proc/${pid}/status`, 'utf8'),
  );
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Math.round(Number(match[1]) / 1024);
}

/** A server's resident memory once it has been idle for `idleSeconds` after start-up. */
export async function memoryAtRest(
  pid: number,
  idleSeconds: number,
  demoData: boolean,
): Promise<MemoryAtRest> {
  await sleep(idleSeconds * 1000);
  return { idleSeconds, restMb: statusMb(pid, 'VmRSS'), peakMb: statusMb(pid, 'VmHWM'), demoData };
}
