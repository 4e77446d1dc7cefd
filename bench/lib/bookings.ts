/** Booking throughput (distinct slots) and the single-slot race (DESIGN section 10). */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { json, mapConcurrent, request, type HttpResponse } from './http.ts';
import { percentile } from './stats.ts';
import { cpuMs, machineCpuMs, namedProcessesCpuMs } from './cpu.ts';

export interface ThroughputResult {
  attempts: number;
  created: number;
  statuses: Record<string, number>;
  seconds: number;
  bookingsPerSecond: number;
  p50: number;
  p99: number;
  concurrency: number;
  /** Whether each booking carried an Idempotency-Key, as the app's phones send it. */
  idempotencyKeys?: boolean;
  /**
   * CPU time per booking: the app instance's own, and PostgreSQL's (its server processes, on the
   * PostgreSQL engine; PGlite's work is inside the app's). On a busy machine these tell what the
   * bookings cost where the rate tells how long they waited for a core.
   */
  cpuMsEach: {
    app: number | null;
    database: number | null;
    loadGenerator?: number | null;
    machine?: number | null;
  };
  /** Share of the machine's CPU time (all cores) that was idle during the run; null without /proc. */
  machineIdle?: number | null;
}

export interface RaceResult {
  slotId: number;
  attempts: number;
  instances: number;
  statuses: Record<string, number>;
  winners: number;
  /** Active interviews for the slot afterwards, as the administrator's list shows them. */
  storedBookings: number;
  ms: number;
}

function tally(responses: readonly HttpResponse[]): Record<string, number> {
  const statuses: Record<string, number> = {};
  for (const r of responses) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  return statuses;
}

function idleShare(
  from: { busy: number; idle: number },
  to: { busy: number; idle: number },
): number {
  const idle = to.idle - from.idle;
  const all = idle + to.busy - from.busy;
  return all > 0 ? idle / all : 0;
}

/** Each attempt books a different slot for a different team (round robin over the teams). */
export async function bookingThroughput(
  appUrl: string,
  teamCookies: readonly string[],
  slotIds: readonly number[],
  concurrency: number,
  cpu: { appPid: number | undefined; database: boolean },
  { idempotencyKeys = false }: { idempotencyKeys?: boolean } = {},
): Promise<ThroughputResult> {
  const databaseCpu = () => (cpu.database ? namedProcessesCpuMs('postgres') : null);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const attempts = slotIds.map((slotId, index) => ({
    slotId,
    cookie: teamCookies[index % teamCookies.length]!,
  }));
  // Unmeasured: open the run's connections and have every team's session read once, as a phone
  // has done long before it books; the run then measures bookings, not a cold start.
  await mapConcurrent(teamCookies, concurrency, (cookie) =>
    request(appUrl, 'GET', '/api/auth/me', { agent, cookie }),
  );
  const before = {
    app: cpuMs(cpu.appPid),
    database: databaseCpu(),
    loadGenerator: cpuMs(process.pid),
    machine: machineCpuMs(),
  };
  const started = performance.now();
  const run = `${process.pid}-${Date.now()}`;
  const responses = await mapConcurrent(attempts, concurrency, (attempt, index) =>
    request(appUrl, 'POST', '/api/interviews', {
      agent,
      cookie: attempt.cookie,
      body: { timeslotId: attempt.slotId, title: 'Judging Interview' },
      // As the app's phones send every booking (its offline queue, decision 122).
      headers: idempotencyKeys ? { 'idempotency-key': `bench-${run}-${index}` } : undefined,
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const after = {
    app: cpuMs(cpu.appPid),
    database: databaseCpu(),
    loadGenerator: cpuMs(process.pid),
    machine: machineCpuMs(),
  };
  agent.destroy();
  const created = responses.filter((r) => r.status === 201).length;
  const each = (from: number | null, to: number | null) =>
    from === null || to === null || created === 0 ? null : (to - from) / created;
  const latencies = responses.map((r) => r.ms);
  return {
    attempts: attempts.length,
    created,
    statuses: tally(responses),
    seconds,
    bookingsPerSecond: created / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    concurrency,
    idempotencyKeys,
    cpuMsEach: {
      app: each(before.app, after.app),
      database: each(before.database, after.database),
      loadGenerator: each(before.loadGenerator, after.loadGenerator),
      machine:
        before.machine && after.machine ? each(before.machine.busy, after.machine.busy) : null,
    },
    machineIdle: before.machine && after.machine ? idleShare(before.machine, after.machine) : null,
  };
}

/** All attempts at once, spread over the instances; exactly one may win. */
export async function singleSlotRace(
  instanceUrls: readonly string[],
  teamCookies: readonly string[],
  slotId: number,
  slotDate: string,
  adminCookie: string,
): Promise<RaceResult> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const started = performance.now();
  const responses = await Promise.all(
    teamCookies.map((cookie, index) =>
      request(instanceUrls[index % instanceUrls.length]!, 'POST', '/api/interviews', {
        agent,
        cookie,
        body: { timeslotId: slotId, title: 'Judging Interview' },
      }),
    ),
  );
  const ms = performance.now() - started;
  const listed = await request(
    instanceUrls[0]!,
    'GET',
    `/api/interviews?date=${slotDate}&tzOffset=0`,
    { cookie: adminCookie },
  );
  const interviews =
    listed.status === 200 ? json<{ timeslotId: number; status: string }[]>(listed) : [];
  const statuses = tally(responses);
  return {
    slotId,
    attempts: teamCookies.length,
    instances: instanceUrls.length,
    statuses,
    winners: statuses['201'] ?? 0,
    storedBookings: interviews.filter((i) => i.timeslotId === slotId && i.status !== 'canceled')
      .length,
    ms,
  };
}

/** Warms the booking path (the first transaction compiles queries) without counting it. */
export async function warmBookings(appUrl: string, cookie: string, slotIds: readonly number[]) {
  await mapConcurrent(slotIds, 1, (slotId) =>
    request(appUrl, 'POST', '/api/interviews', {
      cookie,
      body: { timeslotId: slotId, title: 'Warm-up' },
    }),
  );
}
