/**
 * Stalled event streams beside live ones (decision 244): half the streams stop reading
 * as soon as they are open (a phone asleep with its socket up), half keep reading, while the
 * organiser posts announcements, which every stream hears (an `alert` frame carrying the text).
 * Measured: the server's resident memory as it grows, when each announcement reaches each live
 * reader, and how many stalled streams the server cut. Budget: less than 300 MB of growth, live
 * readers p99 under 1 s.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { cpuMs } from './cpu.ts';
import { mapConcurrent, request } from './http.ts';
import { percentile } from './stats.ts';
import { openStream, rssMb } from './stream-client.ts';

export interface StalledStreamsResult {
  live: number;
  stalled: number;
  announcements: number;
  announcementsPerSecond: number;
  /** Bytes of event stream each reader was sent, about (what a live reader received). */
  bytesPerLiveReader: number;
  postFailures: number;
  /** Server resident memory: before any stream opened, with every stream open, the most seen while announcing, and 2 s after the last. */
  rssMb: { before: number; open: number; peak: number; after: number };
  expectedDeliveries: number;
  deliveries: number;
  p50: number;
  p99: number;
  max: number;
  /** Stalled streams the server had ended by the time they read again. */
  stalledDropped: number;
  /** CPU seconds from the first announcement to the last arrival: the server's, and this benchmark's (the readers). */
  cpuSeconds: { server: number | null; readers: number };
  wallSeconds: number;
}

export async function measureStalledStreams(options: {
  appUrl: string;
  serverPid: number;
  adminCookie: string;
  /** Team sessions to open streams with, each holding at most `streamsPerSession`. */
  sessions: ReadonlyArray<ReadonlyMap<number, string>>;
  streamsPerSession: number;
  live: number;
  stalled: number;
  announcements: number;
  announcementsPerSecond: number;
}): Promise<StalledStreamsResult> {
  const cookies: string[] = [];
  for (let use = 0; use < options.streamsPerSession; use++)
    for (const session of options.sessions) cookies.push(...session.values());
  const total = options.live + options.stalled;
  if (cookies.length < total)
    throw new Error(`${total} streams need ${total} session slots; ${cookies.length} given`);

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let liveBytes = 0;
  const onAlert = (title: string, at: number) => {
    const sent = sentAt.get(title);
    if (sent !== undefined) latencies.push(at - sent);
  };

  const before = rssMb(options.serverPid);
  // Every other stream stalls, so both kinds are spread over the teams and their sessions.
  const kinds: Array<{ cookie: string; live: boolean }> = [];
  for (let live = 0, stalled = 0; kinds.length < total;) {
    const next = stalled >= options.stalled || (live < options.live && live <= stalled);
    kinds.push({ cookie: cookies[kinds.length]!, live: next });
    if (next) live++;
    else stalled++;
  }
  const streams = await mapConcurrent(kinds, 50, async (kind) => ({
    live: kind.live,
    ...(await openStream(options.appUrl, kind.cookie, kind.live, onAlert, (n) => (liveBytes += n))),
  }));
  await sleep(1000);
  const open = rssMb(options.serverPid);
  let peak = open;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(options.serverPid))), 250);

  const liveCount = streams.filter((s) => s.live).length;
  const body =
    'The pit area closes for a safety walk in ten minutes. Robots stay on their carts, batteries out, and every team keeps one person at its table. '
      .repeat(4)
      .slice(0, 500);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  let postFailures = 0;
  const posts: Promise<void>[] = [];
  const interval = 1000 / options.announcementsPerSecond;
  const bytesBefore = liveBytes;
  const serverCpuBefore = cpuMs(options.serverPid);
  const readersCpuBefore = process.cpuUsage();
  const start = performance.now();
  for (let k = 0; k < options.announcements; k++) {
    const wait = start + k * interval - performance.now();
    if (wait > 0) await sleep(wait);
    const title = `Safety walk ${k + 1}`;
    sentAt.set(title, performance.now());
    posts.push(
      request(options.appUrl, 'POST', '/api/announcements', {
        agent,
        cookie: options.adminCookie,
        body: { title, body },
      }).then(
        (response) => {
          if (response.status !== 201) postFailures++;
        },
        () => {
          postFailures++;
        },
      ),
    );
  }
  await Promise.all(posts);
  const expectedDeliveries = (options.announcements - postFailures) * liveCount;
  const deadline = performance.now() + 5000;
  while (latencies.length < expectedDeliveries && performance.now() < deadline) await sleep(50);
  const serverCpuAfter = cpuMs(options.serverPid);
  const readersCpu = process.cpuUsage(readersCpuBefore);
  const wallSeconds = (performance.now() - start) / 1000;
  await sleep(2000);
  clearInterval(sampler);
  const after = rssMb(options.serverPid);
  agent.destroy();

  // A stalled stream the server cut ends once it reads what the kernel still held for it.
  let stalledDropped = 0;
  await Promise.all(
    streams
      .filter((s) => !s.live)
      .map(
        (s) =>
          new Promise<void>((resolve) => {
            let counted = false;
            const timer = setTimeout(resolve, 5000);
            const ended = () => {
              if (counted) return;
              counted = true;
              clearTimeout(timer);
              stalledDropped++;
              resolve();
            };
            s.response.once('end', ended);
            s.response.once('close', ended);
            s.response.resume();
          }),
      ),
  );
  for (const s of streams) s.request.destroy();

  return {
    live: liveCount,
    stalled: streams.length - liveCount,
    announcements: options.announcements,
    announcementsPerSecond: options.announcementsPerSecond,
    bytesPerLiveReader: Math.round((liveBytes - bytesBefore) / Math.max(1, liveCount)),
    postFailures,
    rssMb: { before, open, peak, after },
    expectedDeliveries,
    deliveries: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.reduce((most, ms) => Math.max(most, ms), 0),
    stalledDropped,
    cpuSeconds: {
      server:
        serverCpuBefore !== null && serverCpuAfter !== null
          ? (serverCpuAfter - serverCpuBefore) / 1000
          : null,
      readers: (readersCpu.user + readersCpu.system) / 1e6,
    },
    wallSeconds,
  };
}
