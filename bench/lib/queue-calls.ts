/**
 * Queue calls as teams feel them: a field's schedule of four-team matches, every team with its
 * own live event stream; the organiser marks one match after another as on the field, and each
 * call is timed from the start of the mark's PUT to the 'Queue now' alert arriving on each called
 * team's stream (the target: within 1 s).
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { expectStatus, json, request } from './http.ts';
import { openStream, type Arrival } from './fan-out.ts';
import { formatMs, percentile } from './stats.ts';

export const QUEUE_CALL_BUDGET_P99_MS = 1000;

export interface QueueCallResult {
  teams: number;
  marks: number;
  expected: number;
  delivered: number;
  p50: number;
  p99: number;
  max: number;
  markP50: number;
  markP99: number;
}

const FIELD = 'Bench Queue Field';
const TEAMS_PER_MATCH = 4;

export async function measureQueueCalls(options: {
  appUrl: string;
  adminCookie: string;
  teams: { id: number; cookie: string }[];
  marks: number;
  log: (line: string) => void;
}): Promise<QueueCallResult> {
  const { appUrl, adminCookie, teams } = options;
  const listed = json<{ id: number; name: string }[]>(
    expectStatus(await request(appUrl, 'GET', '/api/teams', { cookie: adminCookie }), 200, 'teams'),
  );
  const nameOf = new Map(listed.map((team) => [team.id, team.name]));
  const matchCount = Math.floor(teams.length / TEAMS_PER_MATCH);
  const teamsOf = (match: number) =>
    teams.slice(match * TEAMS_PER_MATCH, (match + 1) * TEAMS_PER_MATCH);
  const start = Date.now() + 24 * 3_600_000;
  const rows = Array.from({ length: matchCount }, (_, match) =>
    [
      `BQ${match + 1}`,
      new Date(start + match * 8 * 60_000).toISOString(),
      FIELD,
      ...teamsOf(match).map((team) => JSON.stringify(nameOf.get(team.id))),
    ].join(','),
  );
  const csv = ['match,start,field,red1,red2,blue1,blue2', ...rows].join('\n');
  const imported = await request(appUrl, 'POST', '/api/matches/import', {
    cookie: adminCookie,
    raw: { contentType: 'text/csv', data: csv },
  });
  expectStatus(imported, 200, 'importing the queue schedule');

  const arrivals = new Map<number, number>();
  const onEvent: Arrival = (teamId, event, at) => {
    const alert = event.alert as { type?: string } | undefined;
    if (event.type === 'alert' && alert?.type === 'queue.call' && !arrivals.has(teamId))
      arrivals.set(teamId, at);
  };
  const streams = await Promise.all(
    teams.map((team) => openStream(appUrl, team.id, team.cookie, onEvent)),
  );

  const latencies: number[] = [];
  const markMs: number[] = [];
  let expected = 0;
  const marks = Math.min(options.marks, matchCount - 2);
  for (let mark = 0; mark < marks; mark++) {
    // The teams this mark calls: the next two matches' on the first mark, the newly due one after.
    const called = (mark === 0 ? [1, 2] : [mark + 2]).flatMap((match) => teamsOf(match));
    for (const team of called) arrivals.delete(team.id);
    expected += called.length;
    const at = performance.now();
    const answer = await request(
      appUrl,
      'PUT',
      `/api/fields/${encodeURIComponent(FIELD)}/current`,
      {
        cookie: adminCookie,
        body: { match: `BQ${mark + 1}` },
      },
    );
    markMs.push(performance.now() - at);
    expectStatus(answer, 200, `marking BQ${mark + 1}`);
    const deadline = performance.now() + 5000;
    while (called.some((team) => !arrivals.has(team.id)) && performance.now() < deadline)
      await sleep(5);
    for (const team of called) {
      const arrived = arrivals.get(team.id);
      if (arrived !== undefined) latencies.push(arrived - at);
    }
    // People mark matches minutes apart; a pause keeps one mark's pushes out of the next one's time.
    await sleep(200);
  }
  for (const stream of streams) stream.request.destroy();
  const result: QueueCallResult = {
    teams: teams.length,
    marks,
    expected,
    delivered: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.length ? Math.max(...latencies) : Number.NaN,
    markP50: percentile(markMs, 50),
    markP99: percentile(markMs, 99),
  };
  options.log(
    `  ${result.delivered}/${result.expected} calls arrived, mark to arrival p50 ${formatMs(result.p50)} ms, p99 ${formatMs(result.p99)} ms, max ${formatMs(result.max)} ms (PUT p99 ${formatMs(result.markP99)} ms)`,
  );
  return result;
}

export const queueCallsMet = (result: QueueCallResult) =>
  result.p99 < QUEUE_CALL_BUDGET_P99_MS && result.delivered === result.expected;

export function renderQueueCalls(result: QueueCallResult): string {
  return [
    `**Queue calls**: ${result.teams} teams each with its own \`GET /api/events\` stream, in four-team matches on one field; the organiser marks ${result.marks} matches in turn (\`PUT /api/fields/{field}/current\`), each call timed from the start of the mark to the 'Queue now' alert on each called team's stream (budget: p99 under ${QUEUE_CALL_BUDGET_P99_MS} ms):`,
    '',
    '| calls arrived | mark to arrival p50 / p99 / max ms | PUT p50 / p99 ms | budget |',
    '| --- | --- | --- | --- |',
    `| ${result.delivered}/${result.expected} | ${formatMs(result.p50)} / ${formatMs(result.p99)} / ${formatMs(result.max)} | ${formatMs(result.markP50)} / ${formatMs(result.markP99)} | ${queueCallsMet(result) ? 'met' : '**missed**'} |`,
    '',
  ].join('\n');
}
