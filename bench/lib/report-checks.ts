/** The bench report's budgets, the checks against them and the table helpers its sections share. */
import type { RaceResult, ThroughputResult } from './bookings.ts';
import type { FanOutResult } from './fan-out.ts';
import type { HotReadResult } from './hot-reads.ts';
import type { StalledStreamsResult } from './stalled-streams.ts';
import type { ListCallResult } from './scale.ts';
import { formatMs } from './stats.ts';
import type { Engine } from './storage.ts';

import type { MachineFacts } from './report.ts';

export const BUDGETS = {
  hotReadRatio: 0.5,
  hotReadP99Ms: 10,
  fanOutP99Ms: 1000,
  /** Ten thousand streams on one instance, under 1 GB resident. */
  fanOutStreams: 10_000,
  fanOutRssMb: 1024,
  /** 1,000 stalled streams beside 1,000 live ones. */
  stalledGrowthMb: 300,
  listCallMs: 20,
} as const;

export const ENGINE_NAMES: Record<Engine, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };
export const yes = (ok: boolean) => (ok ? 'met' : '**missed**');

/** Other work was running: before the run, or during it beyond the bench's own two processes. */
export function underLoad(machine: MachineFacts): boolean {
  return (machine.loadBefore[0] ?? 0) > 2 || machine.loadMax > 4;
}

export function table(header: string[], rows: (string | number)[][]): string {
  const lines = [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`];
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
  return lines.join('\n');
}

export function hotReadsMet(r: HotReadResult): boolean {
  return (
    r.ratio >= BUDGETS.hotReadRatio && r.app.p99 < BUDGETS.hotReadP99Ms && r.app.failures === 0
  );
}

export function raceMet(r: RaceResult): boolean {
  return r.winners === 1 && r.storedBookings === 1 && (r.statuses['409'] ?? 0) === r.attempts - 1;
}

export function fanOutMet(f: FanOutResult): boolean {
  return (
    f.streams >= BUDGETS.fanOutStreams &&
    f.p99 < BUDGETS.fanOutP99Ms &&
    f.deliveries === f.expectedDeliveries &&
    f.sendFailures === 0 &&
    f.serverRssMb !== null &&
    f.serverRssMb < BUDGETS.fanOutRssMb
  );
}

/** Growth from before any stream opened to the most seen while announcing. */
export const stalledGrowth = (s: StalledStreamsResult) => s.rssMb.peak - s.rssMb.before;

export function stalledMet(s: StalledStreamsResult): boolean {
  return (
    stalledGrowth(s) < BUDGETS.stalledGrowthMb &&
    s.p99 < BUDGETS.fanOutP99Ms &&
    s.deliveries === s.expectedDeliveries &&
    s.postFailures === 0
  );
}

export function listCallMet(r: ListCallResult): boolean {
  return r.status === 200 && r.p99 < BUDGETS.listCallMs;
}

export function statusList(statuses: Record<string, number>): string {
  return Object.entries(statuses)
    .map(([status, n]) => `${n}× ${status}`)
    .join(', ');
}

/**
 * ' CPU per booking: app 1.2 ms, PostgreSQL 0.8 ms, the load generator 0.3 ms, the whole machine 2.5 ms.
 * The cores were idle 4% of the run.' (what the bookings cost, whatever the load).
 */
export function bookingCpu(t: ThroughputResult): string {
  const parts = [
    t.cpuMsEach.app === null ? undefined : `app ${formatMs(t.cpuMsEach.app)} ms`,
    t.cpuMsEach.database === null ? undefined : `PostgreSQL ${formatMs(t.cpuMsEach.database)} ms`,
    t.cpuMsEach.loadGenerator == null
      ? undefined
      : `the load generator ${formatMs(t.cpuMsEach.loadGenerator)} ms`,
    t.cpuMsEach.machine == null
      ? undefined
      : `the whole machine ${formatMs(t.cpuMsEach.machine)} ms`,
  ].filter(Boolean);
  const idle =
    t.machineIdle == null
      ? ''
      : ` The cores were idle ${Math.round(t.machineIdle * 100)}% of the run.`;
  return parts.length ? ` CPU per booking: ${parts.join(', ')}.${idle}` : '';
}
