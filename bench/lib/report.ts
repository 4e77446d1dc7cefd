/** The Markdown report of one `npm run bench` run, and its place in docs/benchmarks.md. */
import { QUEUE_CALL_BUDGET_P99_MS, queueCallsMet, type QueueCallResult } from './queue-calls.ts';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { AttackScenario } from './attack.ts';
import type { RaceResult, ThroughputResult } from './bookings.ts';
import type { FanOutResult } from './fan-out.ts';
import { BOARD_SYNC_BUDGET_P99_MS, boardSyncMet, type BoardSyncResult } from './board-sync.ts';
import type { HotReadResult } from './hot-reads.ts';
import type { MemoryAtRest } from './memory.ts';
import type { StalledStreamsResult } from './stalled-streams.ts';
import type { ListCallResult } from './scale.ts';
import { formatMs, formatPercent } from './stats.ts';
import type { Engine } from './storage.ts';
import {
  BUDGETS,
  ENGINE_NAMES,
  yes,
  underLoad,
  table,
  hotReadsMet,
  raceMet,
  fanOutMet,
  stalledGrowth,
  stalledMet,
  listCallMet,
} from './report-checks.ts';
import { engineSections } from './report-engine.ts';

export interface EngineReport {
  engine: Engine;
  description: string;
  hotReads?: { connections: number; durationSeconds: number; results: HotReadResult[] };
  throughput?: ThroughputResult;
  /** The same bookings, each with an Idempotency-Key as the app's phones send it. */
  keyedThroughput?: ThroughputResult;
  races?: RaceResult[];
  fanOut?: FanOutResult;
  stalledStreams?: StalledStreamsResult;
  boardSync?: BoardSyncResult;
  queueCalls?: QueueCallResult;
  scale?: {
    counts: Record<string, number>;
    seedSeconds: number;
    samples: number;
    results: ListCallResult[];
  };
  attack?: { seconds: number; scenarios: AttackScenario[] };
  memory?: MemoryAtRest;
}

export interface MachineFacts {
  nproc: number;
  cpu: string;
  memoryGiB: number;
  node: string;
  os: string;
  loadBefore: number[];
  loadMax: number;
}

export interface RunReport {
  command: string;
  quick: boolean;
  startedAt: Date;
  seconds: number;
  machine: MachineFacts;
  engines: EngineReport[];
  errors: string[];
}

function budgetSummary(report: RunReport): string {
  const rows: string[][] = [];
  const cell = (engine: EngineReport, pick: (e: EngineReport) => string | undefined) =>
    pick(engine) ?? 'not run';
  const push = (name: string, pick: (e: EngineReport) => string | undefined) =>
    rows.push([name, ...report.engines.map((e) => cell(e, pick))]);
  push(
    `Hot reads: ≥ ${BUDGETS.hotReadRatio * 100}% of bare Fastify, p99 < ${BUDGETS.hotReadP99Ms} ms at 50 connections`,
    (e) => {
      if (!e.hotReads) return undefined;
      const missed = e.hotReads.results
        .filter((r) => !hotReadsMet(r))
        .map((r) => {
          const why = [];
          if (r.ratio < BUDGETS.hotReadRatio) why.push(formatPercent(r.ratio));
          if (r.app.p99 >= BUDGETS.hotReadP99Ms) why.push(`p99 ${formatMs(r.app.p99)} ms`);
          if (r.app.failures) why.push(`${r.app.failures} failed`);
          return `${r.name}: ${why.join(', ')}`;
        });
      return missed.length ? `**missed** (${missed.join('; ')})` : 'met';
    },
  );
  push('Bookings: one winner of 200 concurrent attempts on one slot', (e) => {
    if (!e.races) return undefined;
    const instances = e.races[0]?.instances ?? 1;
    return `${yes(e.races.every(raceMet))} (${e.races.length} race${e.races.length === 1 ? '' : 's'}, ${instances} instance${instances === 1 ? '' : 's'})`;
  });
  push(
    `Realtime: ${BUDGETS.fanOutStreams} streams on one instance under ${BUDGETS.fanOutRssMb / 1024} GB resident, p99 delivery < 1 s`,
    (e) =>
      e.fanOut
        ? `${yes(fanOutMet(e.fanOut))} (${e.fanOut.streams} streams, ${e.fanOut.serverRssMb ?? '?'} MB, p99 ${formatMs(e.fanOut.p99)} ms)`
        : undefined,
  );
  push(
    `Stalled streams: ${BUDGETS.stalledGrowthMb} MB growth at most with 1000 stalled beside 1000 live, live p99 < 1 s`,
    (e) =>
      e.stalledStreams
        ? `${yes(stalledMet(e.stalledStreams))} (+${stalledGrowth(e.stalledStreams)} MB, p99 ${formatMs(e.stalledStreams.p99)} ms, ${e.stalledStreams.stalledDropped} stalled dropped)`
        : undefined,
  );
  push(
    `Board co-editing: an update on every other open copy, p99 < ${BOARD_SYNC_BUDGET_P99_MS} ms`,
    (e) =>
      e.boardSync
        ? `${yes(e.boardSync.runs.every(boardSyncMet))} (${e.boardSync.runs.map((r) => `${r.editors} editors p99 ${formatMs(r.p99)} ms`).join(', ')})`
        : undefined,
  );
  push(
    `Queue calls: 'Queue now' on each called team's stream, p99 < ${QUEUE_CALL_BUDGET_P99_MS} ms`,
    (e) =>
      e.queueCalls
        ? `${yes(queueCallsMet(e.queueCalls))} (${e.queueCalls.delivered}/${e.queueCalls.expected}, p99 ${formatMs(e.queueCalls.p99)} ms)`
        : undefined,
  );
  push(`Data scale: every list call p99 < ${BUDGETS.listCallMs} ms`, (e) => {
    if (!e.scale) return undefined;
    const missed = e.scale.results
      .filter((r) => !listCallMet(r))
      .map((r) =>
        r.status === 200
          ? `${r.name} (${r.who}): p99 ${formatMs(r.p99)} ms`
          : `${r.name}: status ${r.status}`,
      );
    return missed.length ? `**missed** (${missed.join('; ')})` : 'met';
  });
  return table(
    ['budget (DESIGN section 10)', ...report.engines.map((e) => ENGINE_NAMES[e.engine])],
    rows,
  );
}

export function renderReport(report: RunReport): string {
  const m = report.machine;
  const lines: string[] = [
    `Generated by \`${report.command}\` on ${report.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC in ${Math.round(report.seconds)} s${report.quick ? ' (**`--quick` smoke run: shorter runs and a tenth of the data-scale data; not a budget check**)' : ''}.`,
    '',
    table(
      ['machine', ''],
      [
        ['nproc', m.nproc],
        ['CPU', m.cpu],
        ['memory', `${m.memoryGiB} GiB`],
        ['Node', m.node],
        ['OS', m.os],
        [
          'load average before the run (1, 5, 15 min)',
          m.loadBefore.map((n) => n.toFixed(2)).join(', '),
        ],
        [
          'highest 1-min load average during the run (the bench itself adds about 2)',
          m.loadMax.toFixed(2),
        ],
      ],
    ),
    '',
  ];
  if (underLoad(m)) {
    lines.push(
      `> **Taken under load.** The machine's 1-minute load average was ${m.loadBefore[0]!.toFixed(1)} before the run and up to ${m.loadMax.toFixed(1)} during it, on ${m.nproc} cores (other work was running), so these rates and latencies measure the contention as much as the app. The CPU-per-request columns are the steadier figures. Rerun \`npm run bench\` on a quiet machine before judging a budget.`,
      '',
    );
  }
  if (report.errors.length) {
    lines.push(
      '**Errors during the run:**',
      '',
      ...report.errors.map((e) => `- ${e.split('\n')[0]}`),
      '',
    );
  }
  lines.push(budgetSummary(report), '');
  for (const engine of report.engines) lines.push(engineSections(engine));
  return lines.join('\n');
}

/** Replaces the text between `<!-- name:start -->` and `<!-- name:end -->` in a Markdown file. */
export function replaceSection(file: string, name: string, content: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : `# Benchmarks\n\n${start}\n${end}\n`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const block = `${start}\n${content.trim()}\n${end}`;
  const updated =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, updated);
}
