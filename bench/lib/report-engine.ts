/** One engine's sections of the bench report. */
import { renderQueueCalls } from './queue-calls.ts';
import { renderAttacks } from './attack-report.ts';
import { renderBoardSync } from './board-sync.ts';
import { formatBytes, formatMs, formatPercent, formatRate } from './stats.ts';

import {
  BUDGETS,
  ENGINE_NAMES,
  yes,
  table,
  hotReadsMet,
  raceMet,
  fanOutMet,
  stalledGrowth,
  stalledMet,
  listCallMet,
  statusList,
  bookingCpu,
} from './report-checks.ts';
import type { EngineReport } from './report.ts';

export function engineSections(engine: EngineReport): string {
  const name = ENGINE_NAMES[engine.engine];
  const parts: string[] = [`### ${name}`, '', engine.description, ''];

  if (engine.hotReads) {
    const { connections, durationSeconds, results } = engine.hotReads;
    parts.push(
      `**Hot reads** (${connections} connections; after a warm-up of each, the app and the bare server in turns of 1 s, ${durationSeconds} turns each, so that whatever else the machine does weighs on both alike; the bare server is a separate Fastify process answering the same path with the recorded bytes and headers; ratio = app req/s ÷ bare req/s. The CPU columns are each server process's own CPU time per request, from /proc: on a busy machine the CPU ratio shows what the request rates would on a quiet one):`,
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
