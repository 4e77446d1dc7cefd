/** The bench datasets' rows, written in bulk with plain SQL (seed.ts composes them). */
import { sql, type SQL } from 'drizzle-orm';
import { CANNED_MESSAGES } from '../../src/shared/canned-messages.ts';
import { TEAM_CODE_ALPHABET } from '../../src/shared/team-code.ts';
import type { Database } from '../../src/server/db/client.ts';
import type { SeededTeam } from './seed.ts';

export async function run(database: Database, query: SQL): Promise<void> {
  await database.db.execute(query);
}

export async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function count(database: Database, table: string): Promise<number> {
  const [row] = await rows<{ n: number | string }>(
    database,
    sql.raw(`select count(*) as n from ${table}`),
  );
  return Number(row?.n ?? 0);
}

/**
 * Teams 1..n, each registered (a consent row) with a known code: BENCH then i in base 31, in the
 * team-code alphabet, to 12 characters (BENCHAAAAAAB, BENCHAAAAAAC, ...).
 */
const BENCH_CODE = sql.raw(
  `'BENCH' || ${[6, 5, 4, 3, 2, 1, 0]
    .map((k) => `substr('${TEAM_CODE_ALPHABET}', 1 + (i / ${31 ** k}) % 31, 1)`)
    .join(' || ')}`,
);

export async function seedTeams(database: Database, n: number): Promise<SeededTeam[]> {
  await run(
    database,
    sql`insert into teams (name, description, join_code)
        select 'Bench Team ' || i, 'Seeded for the benchmarks', ${BENCH_CODE}
        from generate_series(1, ${n}::int) as i`,
  );
  await run(
    database,
    sql`insert into consents (team_id, coach_name, coach_email, coach_phone, location_tracking_consent,
                              behavior_agreement, safe_use_agreement, damage_agreement, signature)
        select id, 'Coach ' || id, 'coach' || id || '@example.org', '+1 555 0100', id % 10 <> 0,
               true, true, true, 'Coach ' || id
        from teams`,
  );
  const teams = await rows<{ id: number; join_code: string }>(
    database,
    sql`select id, join_code from teams order by id`,
  );
  if (teams.length !== n || teams[0]?.id !== 1 || teams[n - 1]?.id !== n) {
    throw new Error('The benchmark needs a fresh database (team ids 1..n)');
  }
  return teams.map((t) => ({ id: t.id, joinCode: t.join_code }));
}

export async function seedSettings(database: Database, tournamentDate: string, maxActive: number) {
  await run(
    database,
    sql`insert into tournament_settings (id, tournament_date, max_active_interviews_per_team)
        values (1, ${tournamentDate}::date, ${maxActive}::int)
        on conflict (id) do update set tournament_date = excluded.tournament_date,
          max_active_interviews_per_team = excluded.max_active_interviews_per_team`,
  );
}

/** `perDay` slots a day for `days` days from `firstDate`: rooms x 15-minute slots from 08:00 UTC. */
export async function seedSlotDays(
  database: Database,
  firstDate: string,
  days: number,
  rooms: number,
  slotsPerRoom: number,
) {
  await run(
    database,
    sql`insert into timeslots (start_time, end_time, room)
        select (${firstDate}::date + d)::timestamp at time zone 'UTC' + interval '8 hours' + s * interval '15 minutes',
               (${firstDate}::date + d)::timestamp at time zone 'UTC' + interval '8 hours' + (s + 1) * interval '15 minutes',
               'Room ' || r
        from generate_series(0, ${days - 1}::int) as d,
             generate_series(0, ${slotsPerRoom - 1}::int) as s,
             generate_series(1, ${rooms}::int) as r
        order by d, s, r`,
  );
}

/** Interviews for the first `n` slots from `fromDate` on, booked by teams counted down from the last. */
export async function seedInterviews(database: Database, fromDate: string, n: number) {
  await run(
    database,
    sql`insert into interviews (title, team_id, timeslot_id)
        select 'Judging Interview', t.id, s.id
        from (select id, row_number() over (order by id desc) as rn from teams) as t
        join (select id, row_number() over (order by start_time, id) as rn from timeslots
              where start_time >= ${fromDate}::date::timestamp at time zone 'UTC') as s on s.rn = t.rn
        where t.rn <= ${n}::int`,
  );
}

export async function seedRobots(database: Database, n: number) {
  await run(
    database,
    sql`insert into robots (name, mac_address, team_id, last_location_x, last_location_y)
        select 'Robot ' || i,
               '02:00:00:' || upper(substr(h, 1, 2)) || ':' || upper(substr(h, 3, 2)) || ':' || upper(substr(h, 5, 2)),
               i, (i * 37) % 100, (i * 53) % 100
        from (select i, lpad(to_hex(i), 6, '0') as h from generate_series(1, ${n}::int) as i) as r`,
  );
}

/** A read conversation between teams a and b, oldest first, one message a minute. */
export async function seedConversation(database: Database, a: number, b: number, n: number) {
  await run(
    database,
    sql`insert into messages (canned_id, sender_team_id, receiver_team_id, is_read, created_at)
        select 1 + i % ${CANNED_MESSAGES.length}::int,
               case when i % 2 = 0 then ${a}::int else ${b}::int end,
               case when i % 2 = 0 then ${b}::int else ${a}::int end,
               true, now() - (${n}::int - i) * interval '1 minute'
        from generate_series(1, ${n}::int) as i`,
  );
}

/**
 * Messages `from..to` between deterministic pseudo-random pairs of the `teams` teams (never to
 * itself), every twentieth unread, a second apart, the newest now.
 */
export async function seedMessageRange(
  database: Database,
  teams: number,
  from: number,
  to: number,
  total: number,
) {
  await run(
    database,
    sql`insert into messages (canned_id, sender_team_id, receiver_team_id, is_read, created_at)
        select 1 + (i % ${CANNED_MESSAGES.length}::int)::int,
               s::int,
               (1 + (s - 1 + 1 + (i * 104729) % (${teams - 1}::bigint)) % ${teams}::bigint)::int,
               i % 20 <> 0,
               now() - (${total}::bigint - i) * interval '1 second'
        from (select i, 1 + (i * 7919) % ${teams}::bigint as s
              from generate_series(${from}::bigint, ${to}::bigint) as i) as g`,
  );
}
