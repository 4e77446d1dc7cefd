/**
 * `npm run bench`: the budgets of DESIGN section 10, measured against the real server started
 * here as child processes, on PGlite and (with DATABASE_URL) on PostgreSQL, in a temporary
 * database each. Prints a Markdown report and writes it into docs/benchmarks.md.
 *
 *   npm run bench                       PGlite, plus PostgreSQL when DATABASE_URL is set
 *   npm run bench -- --quick            a short smoke run (a tenth of the data-scale data)
 *   npm run bench -- --engine=postgres  one engine only
 *   npm run bench -- --only=hot,bookings,fanout,stalled,boards,queue,scale,attack,memory
 *   npm run bench -- --no-write         print only, leave docs/benchmarks.md alone
 *   npm run bench -- --json r.json      also save the raw results; --render r.json writes them again
 *   npm run bench -- --profile DIR      CPU profiles of the app instances (.cpuprofile) into DIR
 *
 * Every server is started as the README starts it (`npm start`, which runs the compiled server)
 * with the default log level and NODE_ENV=production; the client it serves is a placeholder
 * (the API is measured, and a client build is not part of the run).
 *
 * Only loopback addresses are used. DATABASE_URL's own database is never touched: a new
 * database is created on that server for the run and dropped afterwards.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  bookingThroughput,
  singleSlotRace,
  warmBookings,
  type ThroughputResult,
} from './lib/bookings.ts';
import { measureAttacks, writeProbeClient } from './lib/attack.ts';
import { measureBoardSync } from './lib/board-sync.ts';
import { measureQueueCalls } from './lib/queue-calls.ts';
import { measureFanOut } from './lib/fan-out.ts';
import { measureStalledStreams } from './lib/stalled-streams.ts';
import { MAX_STREAMS_PER_SESSION } from '../src/server/plugins/stream-limits.ts';
import { measureHotReads, type HotRead } from './lib/hot-reads.ts';
import { memoryAtRest } from './lib/memory.ts';
import { freePort, ROOT, startApp, type ChildServer } from './lib/processes.ts';
import { renderReport, replaceSection, type EngineReport, type RunReport } from './lib/report.ts';
import { measureListCalls, type ListCall } from './lib/scale.ts';
import { seedEvent, seedScale, utcDate, type EventSize, type ScaleSize } from './lib/seed.ts';
import { signInAdmin, signInTeams } from './lib/sessions.ts';
import { createStorage, type Engine } from './lib/storage.ts';

const SECTIONS = [
  'hot',
  'bookings',
  'fanout',
  'stalled',
  'boards',
  'queue',
  'scale',
  'attack',
  'memory',
] as const;
type Section = (typeof SECTIONS)[number];

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    engine: { type: 'string' },
    only: { type: 'string' },
    'no-write': { type: 'boolean', default: false },
    /** Also save the raw results as JSON (to render again with --render). */
    json: { type: 'string' },
    /** Render docs/benchmarks.md from a saved JSON file instead of measuring. */
    render: { type: 'string' },
    out: { type: 'string', default: join(ROOT, 'docs/benchmarks.md') },
    /** Write each app instance's CPU profile into this directory (node --cpu-prof). */
    profile: { type: 'string' },
  },
});

const quick = args.quick;
const settings = {
  connections: 50,
  durationSeconds: quick ? 2 : 5,
  warmupSeconds: 1,
  bookings: quick ? 200 : 1000,
  bookingConcurrency: 50,
  raceAttempts: 200,
  races: quick ? 1 : 3,
  /** Ten thousand on one instance (a tenth with --quick). */
  streams: quick ? 1000 : 10_000,
  fanOutMessages: quick ? 40 : 150,
  fanOutRate: 15,
  /** A thousand stalled streams beside a thousand live ones, announcements to all. */
  stalledStreams: 1000,
  liveStreams: 1000,
  stalledAnnouncements: quick ? 100 : 600,
  stalledAnnouncementRate: 5,
  scaleSamples: quick ? 20 : 100,
  attackSeconds: quick ? 4 : 10,
  restSeconds: quick ? 5 : 15,
  /** Editors on one board, a run each; every editor adds a stroke this often. */
  boardEditors: [2, 10, 20],
  boardSeconds: quick ? 4 : 15,
  boardUpdatesPerSecond: 2,
};

const eventSize: EventSize = {
  teams: 300,
  rooms: 8,
  slotsPerRoom: 12,
  bookedOnTournamentDay: 40,
  bookingSlots: settings.bookings * 2 + 10,
  raceSlots: settings.races,
  robots: 60,
  conversationMessages: 60,
  backgroundMessages: 2000,
};

const scaleSize: ScaleSize = quick
  ? {
      teams: 500,
      timeslots: 2000,
      interviews: 500,
      robots: 50,
      messages: 100_000,
      conversationMessages: 1000,
    }
  : {
      teams: 5000,
      timeslots: 20_000,
      interviews: 5000,
      robots: 500,
      messages: 1_000_000,
      conversationMessages: 10_000,
    };

const sections = new Set<Section>(
  args.only
    ? (args.only.split(',').map((s) => s.trim()) as Section[]).filter((s) => SECTIONS.includes(s))
    : SECTIONS,
);
const serverUrl = process.env.DATABASE_URL;
const engines: Engine[] = args.engine
  ? [args.engine as Engine]
  : serverUrl
    ? ['pglite', 'postgres']
    : ['pglite'];
if (engines.some((e) => e !== 'pglite' && e !== 'postgres'))
  throw new Error('--engine is pglite or postgres');
if (engines.includes('postgres') && !serverUrl)
  throw new Error('--engine=postgres needs DATABASE_URL');
if (serverUrl && !['127.0.0.1', 'localhost', '[::1]'].includes(new URL(serverUrl).hostname)) {
  throw new Error(
    'The benchmark only talks to loopback addresses: DATABASE_URL must point at 127.0.0.1',
  );
}

const log = (line: string) => console.log(line);
const workDir = mkdtempSync(join(os.tmpdir(), 'tc-bench-run-'));
const placeholderClient = writeProbeClient(join(workDir, 'client'));
let loadMax = os.loadavg()[0]!;
const loadSampler = setInterval(() => (loadMax = Math.max(loadMax, os.loadavg()[0]!)), 2000);
loadSampler.unref();

async function withServers<T>(
  engine: Engine,
  label: string,
  storage: { dataDir: string; databaseUrl?: string },
  instances: number,
  fn: (servers: ChildServer[]) => Promise<T>,
): Promise<T> {
  const servers: ChildServer[] = [];
  try {
    for (let i = 0; i < instances; i++) {
      servers.push(
        await startApp({
          name: `${engine} ${label} instance ${i + 1}`,
          port: await freePort(),
          logFile: join(workDir, `${engine}-${label}-${i + 1}.log`),
          // With PostgreSQL the directory holds nothing shared; each instance gets its own.
          dataDir: i === 0 ? storage.dataDir : join(storage.dataDir, `instance-${i + 1}`),
          databaseUrl: storage.databaseUrl,
          clientDir: placeholderClient,
          nodeArgs: args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : [],
        }),
      );
    }
    return await fn(servers);
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}

async function runEventSections(engine: Engine, report: EngineReport) {
  const storage = await createStorage(engine, 'event', serverUrl);
  try {
    report.description = await storage.describe();
    log(
      `[${engine}] seeding the event: ${eventSize.teams} teams, ${eventSize.rooms * eventSize.slotsPerRoom} tournament-day slots, ${eventSize.robots} robots`,
    );
    const database = await storage.open();
    const seed = await seedEvent(database, eventSize).finally(() => database.close());

    // Two instances on PostgreSQL for the race and the board's editors; PGlite is one process by
    // design (DESIGN section 9).
    const instances =
      engine === 'postgres' && (sections.has('bookings') || sections.has('boards')) ? 2 : 1;
    await withServers(engine, 'event', storage, instances, async (servers) => {
      const app = servers[0]!;
      log(`[${engine}] signing in ${seed.teams.length} teams through POST /api/auth/team-login`);
      const cookies = await signInTeams(app.url, seed.teams);
      const adminCookie = await signInAdmin(app.url);
      const [a, b] = seed.conversation;
      const cookieA = cookies.get(a)!;

      if (sections.has('hot')) {
        log(`[${engine}] hot reads`);
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
          results: await measureHotReads(app.url, app.pid, reads, settings, workDir, log),
        };
      }

      if (sections.has('bookings')) {
        log(
          `[${engine}] bookings: ${settings.bookings} distinct slots, then ${settings.races} race(s) of ${settings.raceAttempts} on ${servers.length} instance(s)`,
        );
        const teamCookies = seed.teams.map((t) => cookies.get(t.id)!);
        const warmSlots = seed.bookingSlotIds.slice(settings.bookings * 2);
        await warmBookings(app.url, teamCookies[teamCookies.length - 1]!, warmSlots.slice(0, 3));
        const cpu = { appPid: app.pid, database: engine === 'postgres' };
        const logRun = (label: string, t: ThroughputResult) => {
          const { app: appCpu, database: dbCpu, loadGenerator, machine } = t.cpuMsEach;
          log(
            `  ${label}: ${Math.round(t.bookingsPerSecond)} bookings/s, p99 ${t.p99.toFixed(1)} ms, CPU ms per booking: app ${appCpu?.toFixed(2)}, database ${dbCpu?.toFixed(2)}, load generator ${loadGenerator?.toFixed(2)}, machine ${machine?.toFixed(2)} (idle ${Math.round((t.machineIdle ?? 0) * 100)}%)`,
          );
        };
        report.throughput = await bookingThroughput(
          app.url,
          teamCookies,
          seed.bookingSlotIds.slice(0, settings.bookings),
          settings.bookingConcurrency,
          cpu,
        );
        logRun('bookings', report.throughput);
        report.keyedThroughput = await bookingThroughput(
          app.url,
          teamCookies,
          seed.bookingSlotIds.slice(settings.bookings, settings.bookings * 2),
          settings.bookingConcurrency,
          cpu,
          { idempotencyKeys: true },
        );
        logRun('bookings with an Idempotency-Key', report.keyedThroughput);
        report.races = [];
        for (const slotId of seed.raceSlotIds) {
          const race = await singleSlotRace(
            servers.map((s) => s.url),
            teamCookies.slice(0, settings.raceAttempts),
            slotId,
            seed.raceDate,
            adminCookie,
          );
          log(
            `  race for slot ${slotId}: ${JSON.stringify(race.statuses)}, ${race.storedBookings} stored`,
          );
          report.races.push(race);
        }
      }

      if (sections.has('fanout')) {
        log(
          `[${engine}] fan-out: ${settings.streams} streams, ${settings.fanOutMessages} messages`,
        );
        // A session may hold MAX_STREAMS_PER_SESSION streams: each team signs in as often as needed.
        const rounds =
          Math.ceil(settings.streams / seed.teams.length / MAX_STREAMS_PER_SESSION) - 1;
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
        log(
          `  ${report.fanOut.deliveries}/${report.fanOut.expectedDeliveries} delivered, p50 ${report.fanOut.p50.toFixed(1)} ms, p99 ${report.fanOut.p99.toFixed(1)} ms`,
        );
      }

      if (sections.has('stalled')) {
        const total = settings.liveStreams + settings.stalledStreams;
        log(
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
        log(
          `  RSS ${JSON.stringify(stalled.rssMb)} MB; ${stalled.deliveries}/${stalled.expectedDeliveries} delivered to live readers, p99 ${stalled.p99.toFixed(1)} ms; ${stalled.stalledDropped} stalled dropped; CPU s ${JSON.stringify(stalled.cpuSeconds)} in ${stalled.wallSeconds.toFixed(1)} s`,
        );
      }

      if (sections.has('boards')) {
        log(`[${engine}] board co-editing: ${settings.boardEditors.join(', ')} editors`);
        report.boardSync = await measureBoardSync({
          appUrls: servers.map((s) => s.url),
          pids: servers.map((s) => s.pid),
          teams: seed.teams.map((t) => ({ id: t.id, cookie: cookies.get(t.id)! })),
          editorCounts: settings.boardEditors,
          seconds: settings.boardSeconds,
          updatesPerEditorPerSecond: settings.boardUpdatesPerSecond,
          log,
        });
      }

      // Last: it replaces the seeded schedule with a field of its own.
      if (sections.has('queue')) {
        log(`[${engine}] queue calls`);
        report.queueCalls = await measureQueueCalls({
          appUrl: app.url,
          adminCookie,
          teams: seed.teams.map((t) => ({ id: t.id, cookie: cookies.get(t.id)! })),
          marks: 20,
          log,
        });
      }
    });
  } finally {
    await storage.destroy();
  }
}

async function runScale(engine: Engine, report: EngineReport) {
  const storage = await createStorage(engine, 'scale', serverUrl);
  try {
    report.description ||= await storage.describe();
    log(
      `[${engine}] seeding the data-scale event (${scaleSize.teams} teams, ${scaleSize.timeslots} slots, ${scaleSize.messages} messages)`,
    );
    const started = Date.now();
    const database = await storage.open();
    const seed = await seedScale(database, scaleSize, log).finally(() => database.close());
    const seedSeconds = (Date.now() - started) / 1000;

    await withServers(engine, 'scale', storage, 1, async ([app]) => {
      const [a, b] = seed.conversation;
      const team = (await signInTeams(app!.url, [seed.teams[0]!])).get(a)!;
      const admin = await signInAdmin(app!.url);
      const calls: ListCall[] = [
        { name: 'teams', url: '/api/teams', who: 'visitor' },
        {
          name: 'registered teams',
          url: '/api/teams?registeredOnly=true',
          cookie: team,
          who: 'team',
        },
        { name: 'teams with codes', url: '/api/teams', cookie: admin, who: 'admin' },
        {
          name: 'tournament-day slots',
          url: '/api/timeslots?tournamentDayOnly=true',
          cookie: team,
          who: 'team',
        },
        {
          name: 'a day of slots',
          url: `/api/timeslots?date=${utcDate(8)}&tzOffset=0`,
          cookie: team,
          who: 'team',
        },
        {
          name: 'first page of all slots',
          url: '/api/timeslots?limit=10&offset=0',
          cookie: admin,
          who: 'admin (the Timeslots tab)',
        },
        {
          name: 'last page of all slots',
          url: `/api/timeslots?limit=10&offset=${scaleSize.timeslots - 10}`,
          cookie: admin,
          who: 'admin (the Timeslots tab, paged to the end)',
        },
        { name: 'own interviews', url: '/api/interviews', cookie: team, who: 'team' },
        { name: 'all interviews', url: '/api/interviews', cookie: admin, who: 'admin' },
        { name: 'robots', url: '/api/robots', cookie: team, who: 'team' },
        {
          name: 'conversation',
          url: `/api/messages?senderTeamId=${a}&receiverTeamId=${b}`,
          cookie: team,
          who: 'team',
        },
        { name: 'unread counts', url: '/api/messages/unread', cookie: team, who: 'team' },
        { name: 'safeguarding log', url: '/api/messages/log', cookie: admin, who: 'admin' },
        { name: 'blocks', url: '/api/blocks', cookie: team, who: 'team' },
        { name: 'streams', url: '/api/streams', cookie: team, who: 'team' },
        { name: 'drawings', url: '/api/drawings', cookie: team, who: 'team' },
        { name: 'canned messages', url: '/api/canned-messages', cookie: team, who: 'team' },
        { name: 'manual documents', url: '/api/manual/documents', cookie: admin, who: 'admin' },
      ];
      log(`[${engine}] list calls at data scale`);
      report.scale = {
        counts: seed.counts,
        seedSeconds,
        samples: settings.scaleSamples,
        results: await measureListCalls(app!.url, app!.pid, calls, settings.scaleSamples, log),
      };
    });
  } finally {
    await storage.destroy();
  }
}

/** Health and a static file while the server is attacked. */
async function runAttack(engine: Engine, report: EngineReport) {
  const storage = await createStorage(engine, 'attack', serverUrl);
  try {
    report.description ||= await storage.describe();
    const clientDir = writeProbeClient(join(workDir, `${engine}-attack-client`));
    const port = await freePort();
    const app = await startApp({
      name: `${engine} attack`,
      port,
      logFile: join(workDir, `${engine}-attack.log`),
      dataDir: storage.dataDir,
      databaseUrl: storage.databaseUrl,
      clientDir,
    });
    try {
      log(`[${engine}] attack: ${settings.attackSeconds} s per scenario`);
      const adminCookie = await signInAdmin(app.url);
      const scenarios = await measureAttacks(
        app.url,
        { seconds: settings.attackSeconds, adminCookie, teamId: 1 },
        log,
      );
      report.attack = { seconds: settings.attackSeconds, scenarios };
    } finally {
      await app.stop();
    }
  } finally {
    await storage.destroy();
  }
}

/** Resident memory of a fresh start, as a newcomer's: the default demo data, then idle. */
async function runMemory(engine: Engine, report: EngineReport) {
  const storage = await createStorage(engine, 'memory', serverUrl);
  try {
    report.description ||= await storage.describe();
    // DEMO_DATA's default: an empty embedded database gets the demo event, PostgreSQL never.
    const demoData = engine === 'pglite';
    const app = await startApp({
      name: `${engine} at rest`,
      port: await freePort(),
      logFile: join(workDir, `${engine}-memory.log`),
      dataDir: storage.dataDir,
      databaseUrl: storage.databaseUrl,
      clientDir: placeholderClient,
      demoData,
    });
    try {
      log(`[${engine}] memory at rest: ${settings.restSeconds} s idle after start-up`);
      report.memory = await memoryAtRest(app.pid, settings.restSeconds, demoData);
      log(`  resident ${report.memory.restMb} MB at rest, peak ${report.memory.peakMb} MB`);
    } finally {
      await app.stop();
    }
  } finally {
    await storage.destroy();
  }
}

async function main() {
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  const report: RunReport = {
    // The PostgreSQL server is part of how to reproduce the run (a password would not be).
    command: `${process.env.DATABASE_URL ? `DATABASE_URL=${process.env.DATABASE_URL.replace(/\/\/[^@/]*:[^@/]*@/, '//***@')} ` : ''}npm run bench${
      process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''
    }`,
    quick,
    startedAt,
    seconds: 0,
    machine: {
      nproc: os.availableParallelism(),
      cpu: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      os: `${os.type()} ${os.release()}`,
      loadBefore,
      loadMax: 0,
    },
    engines: [],
    errors: [],
  };
  log(
    `Benchmarks on ${report.machine.nproc} cores, Node ${process.version}, load average ${loadBefore.map((n) => n.toFixed(2)).join(' ')}; logs in ${workDir}`,
  );

  for (const engine of engines) {
    const engineReport: EngineReport = { engine, description: '' };
    report.engines.push(engineReport);
    for (const [part, run] of [
      ['event', () => runEventSections(engine, engineReport)],
      ['scale', () => runScale(engine, engineReport)],
      ['attack', () => runAttack(engine, engineReport)],
      ['memory', () => runMemory(engine, engineReport)],
    ] as const) {
      if (
        part === 'event' &&
        !['hot', 'bookings', 'fanout', 'stalled', 'boards', 'queue'].some((s) =>
          sections.has(s as Section),
        )
      )
        continue;
      if (part === 'scale' && !sections.has('scale')) continue;
      if (part === 'attack' && !sections.has('attack')) continue;
      if (part === 'memory' && !sections.has('memory')) continue;
      try {
        await run();
      } catch (error) {
        const message = `${engine} ${part}: ${error instanceof Error ? error.message : String(error)}`;
        console.error(message);
        report.errors.push(message);
      }
    }
  }

  report.seconds = (Date.now() - startedAt.getTime()) / 1000;
  report.machine.loadMax = loadMax;
  if (args.json) writeFileSync(args.json, JSON.stringify(report, null, 2));
  publish(report);
  if (report.errors.length) {
    log(`Server logs kept in ${workDir}`);
    process.exitCode = 1;
  } else {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * Where a run's report goes in docs/benchmarks.md: a full run in `bench`; a run of some parts
 * in a place of its own (`attack`, `bench-hot-memory`...), so it does not replace the other
 * parts' results.
 */
function reportSection(): string {
  if (sections.size === SECTIONS.length) return 'bench';
  if (sections.size === 1 && sections.has('attack')) return 'attack';
  return `bench-${SECTIONS.filter((s) => sections.has(s)).join('-')}`;
}

function publish(report: RunReport) {
  const markdown = renderReport(report);
  log(`\n${markdown}`);
  if (!args['no-write']) {
    replaceSection(args.out, reportSection(), markdown);
    log(`Written to ${args.out}`);
  }
}

if (args.render) {
  const saved = JSON.parse(readFileSync(args.render, 'utf8')) as RunReport;
  publish({ ...saved, startedAt: new Date(saved.startedAt) });
  rmSync(workDir, { recursive: true, force: true });
} else {
  await main();
}
