import { MAX_STREAMS_PER_SESSION } from '../../src/server/plugins/stream-limits.ts';
import { measureFanOut } from '../lib/fan-out.ts';
import { signInTeams } from '../lib/sessions.ts';
import { measureStalledStreams } from '../lib/stalled-streams.ts';
import type { EventContext } from './context.ts';

/** Messages fanned out to thousands of open event streams on one instance. */
export async function measureFanOutToStreams({
  run,
  engine,
  report,
  app,
  seed,
  cookies,
}: EventContext) {
  const { settings } = run.options;
  run.log(`[${engine}] fan-out: ${settings.streams} streams, ${settings.fanOutMessages} messages`);
  // A session may hold MAX_STREAMS_PER_SESSION streams: each team signs in as often as needed.
  const rounds = Math.ceil(settings.streams / seed.teams.length / MAX_STREAMS_PER_SESSION) - 1;
  const moreSessions = [];
  for (let round = 0; round < rounds; round++)
    moreSessions.push(await signInTeams(app.url, seed.teams));
  report.fanOut = await measureFanOut({
    appUrl: app.url,
    serverPid: app.pid,
    teamCookies: cookies,
    moreSessions,
    streamsPerSession: MAX_STREAMS_PER_SESSION,
    streams: settings.streams,
    messages: settings.fanOutMessages,
    messagesPerSecond: settings.fanOutRate,
  });
  run.log(
    `  ${report.fanOut.deliveries}/${report.fanOut.expectedDeliveries} delivered, p50 ${report.fanOut.p50.toFixed(1)} ms, p99 ${report.fanOut.p99.toFixed(1)} ms`,
  );
}

/** Announcements to live readers while as many streams never read: memory and delivery. */
export async function measureStalledBesideLive(event: EventContext) {
  const { run, engine, report, app, seed, adminCookie } = event;
  const { settings } = run.options;
  const total = settings.liveStreams + settings.stalledStreams;
  run.log(
    `[${engine}] stalled streams: ${settings.stalledStreams} stalled and ${settings.liveStreams} live, ${settings.stalledAnnouncements} announcements at ${settings.stalledAnnouncementRate}/s`,
  );
  const rounds = Math.ceil(total / seed.teams.length / MAX_STREAMS_PER_SESSION);
  const sessions = [];
  for (let round = 0; round < rounds; round++)
    sessions.push(await signInTeams(app.url, seed.teams));
  const stalled = await measureStalledStreams({
    appUrl: app.url,
    serverPid: app.pid,
    adminCookie,
    sessions,
    streamsPerSession: MAX_STREAMS_PER_SESSION,
    live: settings.liveStreams,
    stalled: settings.stalledStreams,
    announcements: settings.stalledAnnouncements,
    announcementsPerSecond: settings.stalledAnnouncementRate,
  });
  report.stalledStreams = stalled;
  run.log(
    `  RSS ${JSON.stringify(stalled.rssMb)} MB; ${stalled.deliveries}/${stalled.expectedDeliveries} delivered to live readers, p99 ${stalled.p99.toFixed(1)} ms; ${stalled.stalledDropped} stalled dropped; CPU s ${JSON.stringify(stalled.cpuSeconds)} in ${stalled.wallSeconds.toFixed(1)} s`,
  );
}
