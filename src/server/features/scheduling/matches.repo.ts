import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { workBudget } from '../../../shared/work-turns.ts';
import type { Executor } from '../../db/client.ts';
import { blockedPeriods, interviews, matches, matchTeams, teams, timeslots } from '../../db/schema.ts';

export interface NewMatch {
  label: string;
  startTime: Date;
  field: string | null;
  teams: { station: string; teamId: number }[];
}

/** Every team's id, name and number, to read the schedule's team columns. */
export function listTeamRefs(db: Executor) {
  return db.select({ id: teams.id, name: teams.name, number: teams.number }).from(teams);
}

/** The schedule (or one team's part of it) in start order, each match with its teams by station. */
export async function listMatches(db: Executor, teamId?: number) {
  const playing = teamId
    ? inArray(matches.id, db.select({ id: matchTeams.matchId }).from(matchTeams).where(eq(matchTeams.teamId, teamId)))
    : undefined;
  const rows = await db
    .select({ id: matches.id, label: matches.label, startTime: matches.startTime, field: matches.field })
    .from(matches)
    .where(playing)
    .orderBy(asc(matches.startTime), asc(matches.id));
  if (rows.length === 0) return [];
  const members = await db
    .select({ matchId: matchTeams.matchId, station: matchTeams.station, teamId: teams.id, name: teams.name, number: teams.number })
    .from(matchTeams)
    .innerJoin(teams, eq(teams.id, matchTeams.teamId))
    .where(inArray(matchTeams.matchId, rows.map((row) => row.id)));
  return rows.map((row) => ({ ...row, teams: members.filter((member) => member.matchId === row.id) }));
}

/** The start times of one team's matches (what its bookings must keep clear of). */
export function listTeamMatchTimes(db: Executor, teamId: number) {
  return db
    .select({ label: matches.label, startTime: matches.startTime })
    .from(matches)
    .innerJoin(matchTeams, eq(matchTeams.matchId, matches.id))
    .where(eq(matchTeams.teamId, teamId));
}

/** Every (team, match start) pair, for checking all bookings at once after an import. */
export function listAllMatchTimes(db: Executor) {
  return db
    .select({ teamId: matchTeams.teamId, label: matches.label, startTime: matches.startTime })
    .from(matches)
    .innerJoin(matchTeams, eq(matchTeams.matchId, matches.id));
}

/**
 * Replaces the whole schedule in the caller's transaction: the matches, then their teams, each in
 * one statement of array parameters (decision 247; a VALUES list of 12,000 match teams took
 * Drizzle and PGlite several hundred milliseconds on the event loop). Ids follow the arrays' order.
 */
export async function replaceMatches(tx: Executor, rows: NewMatch[]): Promise<void> {
  await tx.execute(sql`lock table ${matches} in exclusive mode`);
  await tx.delete(matches);
  if (rows.length === 0) return;
  const { rows: inserted } = (await tx.execute(sql`
    insert into ${matches} (label, start_time, field)
    select * from unnest(
      ${sql.param(rows.map((row) => row.label))}::text[],
      ${sql.param(rows.map((row) => row.startTime.toISOString()))}::timestamptz[],
      ${sql.param(rows.map((row) => row.field))}::text[])
    returning id`)) as unknown as { rows: { id: number }[] };
  const ids = inserted.map((row) => Number(row.id)).sort((a, b) => a - b);
  const members = rows.flatMap((row, index) => row.teams.map((team) => ({ matchId: ids[index]!, ...team })));
  // Each row checks two foreign keys: 12,000 rows are a quarter of a second of PGlite's time on the
  // event loop, so they go a slice at a time, and requests that need no query (hot reads, pages,
  // live streams) run in between. On PGlite other queries still wait for the commit.
  const turn = workBudget();
  for (let from = 0; from < members.length; from += MATCH_TEAMS_PER_STATEMENT) {
    await turn();
    const slice = members.slice(from, from + MATCH_TEAMS_PER_STATEMENT);
    await tx.execute(sql`
      insert into ${matchTeams} (match_id, station, team_id)
      select * from unnest(
        ${sql.param(slice.map((member) => member.matchId))}::integer[],
        ${sql.param(slice.map((member) => member.station))}::text[],
        ${sql.param(slice.map((member) => member.teamId))}::integer[])`);
  }
}

/** About 25 ms of PGlite's work (decision 247). */
const MATCH_TEAMS_PER_STATEMENT = 1000;

export function listBlockedPeriods(db: Executor) {
  return db
    .select({ id: blockedPeriods.id, label: blockedPeriods.label, startTime: blockedPeriods.startTime, endTime: blockedPeriods.endTime })
    .from(blockedPeriods)
    .orderBy(asc(blockedPeriods.startTime), asc(blockedPeriods.id));
}

export async function replaceBlockedPeriods(db: Executor, periods: { label: string; startTime: Date; endTime: Date }[]) {
  await db.transaction(async (tx) => {
    await tx.delete(blockedPeriods);
    if (periods.length) await tx.insert(blockedPeriods).values(periods);
  });
}

/** Bookings still to come (not canceled, not yet ended), with their team and slot. */
export function listUpcomingBookings(db: Executor, now: Date) {
  return db
    .select({
      interviewId: interviews.id,
      interviewTitle: interviews.title,
      teamId: teams.id,
      teamName: teams.name,
      teamNumber: teams.number,
      startTime: timeslots.startTime,
      endTime: timeslots.endTime,
      room: timeslots.room,
    })
    .from(interviews)
    .innerJoin(timeslots, eq(timeslots.id, interviews.timeslotId))
    .innerJoin(teams, eq(teams.id, interviews.teamId))
    .where(and(ne(interviews.status, 'canceled'), gt(timeslots.endTime, now)))
    .orderBy(asc(timeslots.startTime), asc(interviews.id));
}
