import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../lib/processes.ts';
import type { EventSize, ScaleSize } from '../lib/seed.ts';
import type { Engine } from '../lib/storage.ts';

/** The parts a run may measure (`--only`), in the order a full run measures them. */
export const SECTIONS = [
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
export type Section = (typeof SECTIONS)[number];

/** Loads and durations, smaller with --quick. */
function benchSettings(quick: boolean) {
  return {
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
}
type Settings = ReturnType<typeof benchSettings>;

const eventSizeFor = (settings: Settings): EventSize => ({
  teams: 300,
  rooms: 8,
  slotsPerRoom: 12,
  bookedOnTournamentDay: 40,
  bookingSlots: settings.bookings * 2 + 10,
  raceSlots: settings.races,
  robots: 60,
  conversationMessages: 60,
  backgroundMessages: 2000,
});

const scaleSizeFor = (quick: boolean): ScaleSize =>
  quick
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

/** What the command line asks for (its flags are listed in bench/run.ts). */
export interface RunOptions {
  quick: boolean;
  sections: Set<Section>;
  engines: Engine[];
  /** DATABASE_URL: the PostgreSQL server a new database is made on for each part. */
  serverUrl: string | undefined;
  settings: Settings;
  eventSize: EventSize;
  scaleSize: ScaleSize;
  write: boolean;
  /** Also save the raw results as JSON (to render again with --render). */
  json?: string;
  /** Render docs/benchmarks.md from a saved JSON file instead of measuring. */
  render?: string;
  out: string;
  /** Write each app instance's CPU profile into this directory (node --cpu-prof). */
  profile?: string;
}

/** Reads the command line and DATABASE_URL; throws on an engine it cannot run. */
export function readOptions(): RunOptions {
  const { values: args } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      engine: { type: 'string' },
      only: { type: 'string' },
      'no-write': { type: 'boolean', default: false },
      json: { type: 'string' },
      render: { type: 'string' },
      out: { type: 'string', default: join(ROOT, 'docs/benchmarks.md') },
      profile: { type: 'string' },
    },
  });
  const settings = benchSettings(args.quick);
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
  return {
    quick: args.quick,
    sections: new Set<Section>(
      args.only
        ? (args.only.split(',').map((s) => s.trim()) as Section[]).filter((s) =>
            SECTIONS.includes(s),
          )
        : SECTIONS,
    ),
    engines,
    serverUrl,
    settings,
    eventSize: eventSizeFor(settings),
    scaleSize: scaleSizeFor(args.quick),
    write: !args['no-write'],
    json: args.json,
    render: args.render,
    out: args.out,
    profile: args.profile,
  };
}
