/** The Markdown report of one `npm run bench` run, and its place in docs/benchmarks.md. */
import {
  QUEUE_CALL_BUDGET_P99_MS,
  queueCallsMet,
  renderQueueCalls,
  type QueueCallResult,
} from './queue-calls.ts';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { AttackScenario } from './attack.ts';
import { renderAttacks } from './attack-report.ts';
import type { RaceResult, ThroughputResult } from './bookings.ts';
import type { FanOutResult } from './fan-out.ts';
import {
  BOARD_SYNC_BUDGET_P99_MS,
  boardSyncMet,
  renderBoardSync,
  type BoardSyncResult,
} from './board-sync.ts';
import type { HotReadResult } from './hot-reads.ts';
import type { MemoryAtRest } from './memory.ts';
import type { StalledStreamsResult } from './stalled-streams.ts';
import type { ListCallResult } from './scale.ts';
import { formatBytes, formatMs, formatPercent, formatRate } from './stats.ts';
import type { Engine } from './storage.ts';

const BUDGETS = {
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

interface MachineFacts {
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

const ENGINE_NAMES: Record<Engine, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };
const yes = (ok: boolean) => (ok ? 'met' : '**missed**');

/** Other work was running: before the run, or during it beyond the bench's own two processes. */
function underLoad(machine: MachineFacts): boolean {
  return (machine.loadBefore[0] ?? 0) > 2 || machine.loadMax > 4;
}

function table(header: string[], rows: (string | number)[][]): string {
  const lines = [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`];
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
  return lines.join('\n');
}

function hotReadsMet(r: HotReadResult): boolean {
  return (
    r.ratio >= BUDGETS.hotReadRatio && r.app.p99 < BUDGETS.hotReadP99Ms && r.app.failures === 0
  );
}

function raceMet(r: RaceResult): boolean {
  return r.winners === 1 && r.storedBookings === 1 && (r.statuses['409'] ?? 0) === r.attempts - 1;
}

function fanOutMet(f: FanOutResult): boolean {
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
const stalledGrowth = (s: StalledStreamsResult) => s.rssMb.peak - s.rssMb.before;

function stalledMet(s: StalledStreamsResult): boolean {
  return (
    stalledGrowth(s) < BUDGETS.stalledGrowthMb &&
    s.p99 < BUDGETS.fanOutP99Ms &&
    s.deliveries === s.expectedDeliveries &&
    s.postFailures === 0
  );
}

function listCallMet(r: ListCallResult): boolean {
  return r.status === 200 && r.p99 < BUDGETS.listCallMs;
}

function statusList(statuses: Record<string, number>): string {
  return Object.entries(statuses)
    .map(([status, n]) => `${n}× ${status}`)
    .join(', ');
}

/**
 * ' CPU per booking: app 1.2 ms, PostgreSQL 0.8 ms, the load generator 0.3 ms, the whole machine 2.5 ms.
 * The cores were idle 4% of the run.' (what the bookings cost, whatever the load).
 */
function bookingCpu(t: ThroughputResult): string {
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

function engineSections(engine: EngineReport): string {
  const name = ENGINE_NAMES[engine.engine];
  const parts: string[] = [`### ${name}`, '', engine.description, ''];

  if (engine.hotReads) {
    const { connections, durationSeconds, results } = engine.hotReads;
    parts.push(
      `**Hot reads** (${connections} connections, ${durationSeconds} s each after a warm-up; the bare server is a separate Fastify process answering the same path with the recorded bytes and headers; ratio = app req/s ÷ bare req/s. The CPU columns are each server process's own CPU time per request, from /proc: on a busy machine the CPU ratio shows what the request rates would on a quiet one):`,
      '',
      table(
        [
          'read',
          'body',
          'app req/s',
          'app p99 ms',
          'bare req/s',
          'bare p99 ms',
          'ratio',
          'CPU µs/request app / bare',
          'CPU ratio',
          'budget',
        ],
        results.map((r) => [
          `\`GET ${r.url}\``,
          formatBytes(r.bytes),
          formatRate(r.app.requestsPerSecond),
          formatMs(r.app.p99),
          formatRate(r.bare.requestsPerSecond),
          formatMs(r.bare.p99),
          formatPercent(r.ratio),
          r.app.cpuMsPerRequest !== null && r.bare.cpuMsPerRequest !== null
            ? `${Math.round(r.app.cpuMsPerRequest * 1000)} / ${Math.round(r.bare.cpuMsPerRequest * 1000)}`
            : 'n/a',
          r.cpuRatio !== null ? formatPercent(r.cpuRatio) : 'n/a',
          yes(hotReadsMet(r)) + (r.app.failures ? ` (${r.app.failures} failed)` : ''),
        ]),
      ),
      '',
    );
  }

  for (const t of [engine.throughput, engine.keyedThroughput]) {
    if (!t) continue;
    const title = t.idempotencyKeys
      ? 'Booking throughput with an Idempotency-Key on each booking, as the phones send it'
      : 'Booking throughput';
    parts.push(
      `**${title}** (${t.attempts} bookings of distinct open slots by ${t.concurrency} concurrent clients, teams taking turns, after each team's session was read once over the same connections): ` +
        `${formatRate(t.bookingsPerSecond)} bookings/s, latency p50 ${formatMs(t.p50)} ms, p99 ${formatMs(t.p99)} ms (${statusList(t.statuses)}).` +
        bookingCpu(t),
      '',
    );
  }

  if (engine.races) {
    parts.push(
      '**Single-slot race** (every attempt by a different team, all sent at once):',
      '',
      table(
        [
          'slot',
          'instances',
          'attempts',
          'answers',
          'stored bookings',
          'wall time',
          'exactly one winner',
        ],
        engine.races.map((r) => [
          r.slotId,
          r.instances,
          r.attempts,
          statusList(r.statuses),
          r.storedBookings,
          `${formatMs(r.ms)} ms`,
          yes(raceMet(r)),
        ]),
      ),
      '',
    );
  }

  if (engine.fanOut) {
    const f = engine.fanOut;
    parts.push(
      `**Event-stream fan-out**: ${f.streams} open \`GET /api/events\` streams of ${f.teamsWithStreams} teams on one instance (opened in ${f.openSeconds.toFixed(1)} s` +
        (f.serverRssMb ? `; server RSS ${f.serverRssMb} MB with them open` : '') +
        `), ${f.messages} messages each sent by another team (${f.sendFailures} refused): ` +
        `${f.deliveries}/${f.expectedDeliveries} deliveries to the receivers' streams, latency from send to arrival ` +
        `p50 ${formatMs(f.p50)} ms, p99 ${formatMs(f.p99)} ms, max ${formatMs(f.max)} ms: ${yes(fanOutMet(f))}.`,
      '',
    );
  }

  if (engine.stalledStreams) {
    const s = engine.stalledStreams;
    parts.push(
      `**Stalled streams** (decision 244): ${s.live} live and ${s.stalled} stalled \`GET /api/events\` streams on one instance (a stalled one stops reading once open); ` +
        `${s.announcements} announcements of 500 characters at ${s.announcementsPerSecond}/s (${s.postFailures} refused), every stream hearing each (about ${formatBytes(s.bytesPerLiveReader)} to each reader). ` +
        `Server resident memory: ${s.rssMb.before} MB before the streams opened, ${s.rssMb.open} MB with them open, at most ${s.rssMb.peak} MB while announcing, ${s.rssMb.after} MB 2 s after: **+${stalledGrowth(s)} MB**. ` +
        `Live readers: ${s.deliveries}/${s.expectedDeliveries} announcements arrived, from the POST to arrival p50 ${formatMs(s.p50)} ms, p99 ${formatMs(s.p99)} ms, max ${formatMs(s.max)} ms. ` +
        `Stalled streams the server had cut when they read again: ${s.stalledDropped} of ${s.stalled}. ` +
        `CPU from the first announcement to the last arrival (${s.wallSeconds.toFixed(1)} s): the server ${s.cpuSeconds.server?.toFixed(1) ?? '?'} s, the readers (this benchmark) ${s.cpuSeconds.readers.toFixed(1)} s. Budget (+${BUDGETS.stalledGrowthMb} MB, p99 < 1 s): ${yes(stalledMet(s))}.`,
      '',
    );
  }

  if (engine.boardSync) parts.push(renderBoardSync(engine.boardSync));
  if (engine.queueCalls) parts.push(renderQueueCalls(engine.queueCalls));
  if (engine.scale) {
    const s = engine.scale;
    parts.push(
      `**Data scale**: ${Object.entries(s.counts)
        .map(([table, n]) => `${n.toLocaleString('en-US')} ${table}`)
        .join(
          ', ',
        )} (seeded by SQL in ${s.seedSeconds.toFixed(0)} s). Each call ${s.samples} times in a row after one cold call (read models load on the cold one), sent as Chromium sends it (\`accept-encoding: gzip, deflate, br, zstd\`), timed to the last byte received; the body column gives the JSON's size and, when the server compressed it, what crossed the wire:`,
      '',
      table(
        [
          'list call',
          'as',
          'rows',
          'body',
          'cold ms',
          'p50 ms',
          'p99 ms',
          'server CPU ms per call',
          `budget < ${BUDGETS.listCallMs} ms`,
        ],
        s.results.map((r) => [
          `\`GET ${r.url}\``,
          r.who,
          r.rows ?? '-',
          formatBytes(r.bytes) +
            (r.encoding ? ` (${formatBytes(r.wireBytes ?? r.bytes)} ${r.encoding})` : ''),
          formatMs(r.coldMs),
          formatMs(r.p50),
          formatMs(r.p99),
          r.cpuMsEach === null ? 'n/a' : formatMs(r.cpuMsEach),
          r.status === 200 ? yes(listCallMet(r)) : `**status ${r.status}**`,
        ]),
      ),
      '',
    );
  }
  if (engine.attack) parts.push(renderAttacks(engine.attack.scenarios, engine.attack.seconds));
  if (engine.memory) {
    const m = engine.memory;
    parts.push(
      `**Memory at rest**: started with \`npm start\` on an empty database (${m.demoData ? 'filled with the demo event, the default' : 'no demo data, the default'}), idle ${m.idleSeconds} s after it was ready: ${m.restMb} MB resident (peak ${m.peakMb} MB since start).`,
      '',
    );
  }
  return parts.join('\n');
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
