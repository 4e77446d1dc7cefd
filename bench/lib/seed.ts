/**
 * Seeds a benchmark database straight with SQL (generate_series), through the project's own
 * database modules: the same migrations the app runs, then set-based inserts. Closed again
 * before the server under test opens it.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';

import {
  run,
  rows,
  count,
  seedTeams,
  seedSettings,
  seedSlotDays,
  seedInterviews,
  seedRobots,
  seedConversation,
  seedMessageRange,
} from './seed-rows.ts';

export interface SeededTeam {
  id: number;
  joinCode: string;
}

/** What the event dataset (hot reads, bookings, fan-out) holds. */
export interface EventSize {
  teams: number;
  /** Tournament-day slots: rooms x slots per room. */
  rooms: number;
  slotsPerRoom: number;
  bookedOnTournamentDay: number;
  /** Open slots on later days for the booking throughput run. */
  bookingSlots: number;
  /** Open slots on a far day, one per single-slot race. */
  raceSlots: number;
  robots: number;
  conversationMessages: number;
  backgroundMessages: number;
}

/** The data-scale dataset (DESIGN section 10). */
export interface ScaleSize {
  teams: number;
  timeslots: number;
  /** Every n-th team has an interview... */
  interviews: number;
  robots: number;
  messages: number;
  /** ...of which this many form one long conversation between teams 1 and 2. */
  conversationMessages: number;
}

export interface EventSeed {
  teams: SeededTeam[];
  tournamentDate: string;
  conversation: [number, number];
  bookingSlotIds: number[];
  raceSlotIds: number[];
  /** The UTC day of the race slots. */
  raceDate: string;
}

export interface ScaleSeed {
  teams: SeededTeam[];
  tournamentDate: string;
  conversation: [number, number];
  counts: Record<string, number>;
}

const DAY_MS = 86_400_000;

/** A UTC calendar date `days` from now. */
export function utcDate(days: number, now = Date.now()): string {
  return new Date(now + days * DAY_MS).toISOString().slice(0, 10);
}

export async function seedEvent(database: Database, size: EventSize): Promise<EventSeed> {
  const teams = await seedTeams(database, size.teams);
  const tournamentDate = utcDate(7);
  await seedSettings(database, tournamentDate, 50);
  await seedSlotDays(database, tournamentDate, 1, size.rooms, size.slotsPerRoom);
  await seedInterviews(database, tournamentDate, size.bookedOnTournamentDay);

  // Open slots for the booking runs: ten booths every 15 minutes from a week after the event.
  const bookingStart = utcDate(14);
  const booths = 10;
  await run(
    database,
    sql`insert into timeslots (start_time, end_time, room)
        select ${bookingStart}::date::timestamp at time zone 'UTC' + (k / ${booths}::int) * interval '15 minutes',
               ${bookingStart}::date::timestamp at time zone 'UTC' + (k / ${booths}::int + 1) * interval '15 minutes',
               'Booth ' || (k % ${booths}::int + 1)
        from generate_series(0, ${size.bookingSlots - 1}::int) as k`,
  );
  const bookingSlotIds = (
    await rows<{ id: number }>(
      database,
      sql`select id from timeslots where room like 'Booth %' order by id`,
    )
  ).map((r) => r.id);

  const raceDate = utcDate(60);
  await run(
    database,
    sql`insert into timeslots (start_time, end_time, room)
        select ${raceDate}::date::timestamp at time zone 'UTC' + k * interval '15 minutes',
               ${raceDate}::date::timestamp at time zone 'UTC' + (k + 1) * interval '15 minutes',
               'Race room'
        from generate_series(0, ${size.raceSlots - 1}::int) as k`,
  );
  const raceSlotIds = (
    await rows<{ id: number }>(
      database,
      sql`select id from timeslots where room = 'Race room' order by id`,
    )
  ).map((r) => r.id);

  await seedRobots(database, size.robots);
  await seedConversation(database, 1, 2, size.conversationMessages);
  await seedMessageRange(database, size.teams, 1, size.backgroundMessages, size.backgroundMessages);
  return { teams, tournamentDate, conversation: [1, 2], bookingSlotIds, raceSlotIds, raceDate };
}

export async function seedScale(
  database: Database,
  size: ScaleSize,
  progress: (line: string) => void,
): Promise<ScaleSeed> {
  const teams = await seedTeams(database, size.teams);
  const tournamentDate = utcDate(7);
  await seedSettings(database, tournamentDate, 1);
  const rooms = 25;
  const slotsPerRoom = 40;
  const days = Math.ceil(size.timeslots / (rooms * slotsPerRoom));
  await seedSlotDays(database, tournamentDate, days, rooms, slotsPerRoom);
  await seedInterviews(database, tournamentDate, size.interviews);
  await seedRobots(database, size.robots);
  progress(
    `  ${size.teams} teams, ${days * rooms * slotsPerRoom} timeslots, ${size.interviews} interviews, ${size.robots} robots`,
  );

  await seedConversation(database, 1, 2, size.conversationMessages);
  const background = size.messages - size.conversationMessages;
  const batch = 250_000;
  for (let from = 1; from <= background; from += batch) {
    const to = Math.min(background, from + batch - 1);
    const started = Date.now();
    await seedMessageRange(database, size.teams, from, to, background);
    progress(
      `  messages ${to + size.conversationMessages}/${size.messages} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }

  // A few rows for the remaining lists: blocks, streams and saved boards of team 1.
  await run(
    database,
    sql`insert into team_blocks (blocker_team_id, blocked_team_id) select 1, i from generate_series(3, 12) as i`,
  );
  await run(
    database,
    sql`insert into streams (youtube_url, video_id, title)
        select 'https://www.youtube.com/watch?v=bench' || lpad(i::text, 6, '0'), 'bench' || lpad(i::text, 6, '0'), 'Field ' || i
        from generate_series(1, 5) as i`,
  );
  await run(
    database,
    sql`insert into drawings (team_id, name, scene)
        select 1, 'Board ' || i, '{"version":1,"width":1200,"height":800,"elements":[]}'::jsonb
        from generate_series(1, 20) as i`,
  );
  await run(database, sql`analyze`);

  const counts: Record<string, number> = {};
  for (const table of ['teams', 'consents', 'timeslots', 'interviews', 'robots', 'messages']) {
    counts[table] = await count(database, table);
  }
  return { teams, tournamentDate, conversation: [1, 2], counts };
}
