import { measureBoardSync } from '../lib/board-sync.ts';
import { measureHotReads, type HotRead } from '../lib/hot-reads.ts';
import { measureQueueCalls } from '../lib/queue-calls.ts';
import { seedEvent } from '../lib/seed.ts';
import { signInAdmin, signInTeams } from '../lib/sessions.ts';
import { createStorage } from '../lib/storage.ts';
import { measureBookings } from './bookings.ts';
import { withServers, type EnginePart, type EventContext } from './context.ts';
import type { Section } from './options.ts';
import { measureFanOutToStreams, measureStalledBesideLive } from './streams.ts';

async function measureHot({ run, engine, report, app, seed, cookies }: EventContext) {
  const { settings } = run.options;
  run.log(`[${engine}] hot reads`);
  const [a, b] = seed.conversation;
  const cookieA = cookies.get(a)!;
  const reads: HotRead[] = [
    { name: 'teams', url: '/api/teams', cookie: cookieA },
    {
      name: 'tournament-day timeslots',
      url: '/api/timeslots?tournamentDayOnly=true',
      cookie: cookieA,
    },
    { name: 'robots', url: '/api/robots', cookie: cookieA },
    {
      name: 'conversation',
      url: `/api/messages?senderTeamId=${a}&receiverTeamId=${b}`,
      cookie: cookieA,
    },
    { name: 'me', url: '/api/auth/me', cookie: cookieA },
  ];
  report.hotReads = {
    connections: settings.connections,
    durationSeconds: settings.durationSeconds,
    results: await measureHotReads(app.url, app.pid, reads, settings, run.workDir, run.log),
  };
}

async function measureBoards({ run, engine, report, servers, seed, cookies }: EventContext) {
  const { settings } = run.options;
  run.log(`[${engine}] board co-editing: ${settings.boardEditors.join(', ')} editors`);
  report.boardSync = await measureBoardSync({
    appUrls: servers.map((s) => s.url),
    pids: servers.map((s) => s.pid),
    teams: seed.teams.map((t) => ({ id: t.id, cookie: cookies.get(t.id)! })),
    editorCounts: settings.boardEditors,
    seconds: settings.boardSeconds,
    updatesPerEditorPerSecond: settings.boardUpdatesPerSecond,
    log: run.log,
  });
}

async function measureQueue({
  run,
  engine,
  report,
  app,
  adminCookie,
  seed,
  cookies,
}: EventContext) {
  run.log(`[${engine}] queue calls`);
  report.queueCalls = await measureQueueCalls({
    appUrl: app.url,
    adminCookie,
    teams: seed.teams.map((t) => ({ id: t.id, cookie: cookies.get(t.id)! })),
    marks: 20,
    log: run.log,
  });
}

/** The sections measured on the event dataset, in the order they run. */
const EVENT_SECTIONS: Array<[Section, (event: EventContext) => Promise<void>]> = [
  ['hot', measureHot],
  ['bookings', measureBookings],
  ['fanout', measureFanOutToStreams],
  ['stalled', measureStalledBesideLive],
  ['boards', measureBoards],
  // Last: it replaces the seeded schedule with a field of its own.
  ['queue', measureQueue],
];

/** Whether the run asks for any section of the event dataset. */
export const measuresEvent = (sections: Set<Section>) =>
  EVENT_SECTIONS.some(([section]) => sections.has(section));

/** Seeds the event dataset, signs every team in, and measures the sections asked for. */
export async function runEventSections(part: EnginePart) {
  const { run, engine } = part;
  const { sections, eventSize, serverUrl } = run.options;
  const storage = await createStorage(engine, 'event', serverUrl);
  try {
    part.report.description = await storage.describe();
    run.log(
      `[${engine}] seeding the event: ${eventSize.teams} teams, ${eventSize.rooms * eventSize.slotsPerRoom} tournament-day slots, ${eventSize.robots} robots`,
    );
    const database = await storage.open();
    const seed = await seedEvent(database, eventSize).finally(() => database.close());

    // Two instances on PostgreSQL for the race and the board's editors; PGlite is one process by
    // design (DESIGN section 9).
    const instances =
      engine === 'postgres' && (sections.has('bookings') || sections.has('boards')) ? 2 : 1;
    await withServers(part, 'event', storage, instances, async (servers) => {
      const app = servers[0]!;
      run.log(
        `[${engine}] signing in ${seed.teams.length} teams through POST /api/auth/team-login`,
      );
      const cookies = await signInTeams(app.url, seed.teams);
      const adminCookie = await signInAdmin(app.url);
      const event: EventContext = { ...part, seed, servers, app, cookies, adminCookie };
      for (const [section, measure] of EVENT_SECTIONS) {
        if (sections.has(section)) await measure(event);
      }
    });
  } finally {
    await storage.destroy();
  }
}
