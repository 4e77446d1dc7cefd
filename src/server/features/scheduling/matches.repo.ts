import { and, asc, eq, exists, gt, inArray, ne, sql } from 'drizzle-orm';
import { MATCH_STATIONS } from '../../../shared/match-import.ts';
import { workBudget } from '../../../shared/work-turns.ts';
import type { Executor } from '../../db/client.ts';
import {
  blockedPeriods,
  interviews,
  matches,
  matchTeams,
  teams,
  timeslots,
} from '../../db/schema.ts';
import { inCurrentSchedule } from './schedule-versions.repo.ts';
import { transaction } from '../../db/transactions.ts';

/** Teams read a statement: thousands in one held PGlite's other queries 20 to 40 ms. */
const TEAMS_PER_READ = 1000;

/**
 * Every team's id, name and number, to read the schedule's team columns: a page of teams a
 * statement within the shared turns of heavy work (decision 247).
 */
export async function listTeamRefs(db: Executor) {
  const turn = workBudget();
  const refs: { id: number; name: string; number: string | null }[] = [];
  for (let after = 0; ;) {
    await turn();
    const page = await db
      .select({ id: teams.id, name: teams.name, number: teams.number })
      .from(teams)
      .where(gt(teams.id, after))
      .orderBy(asc(teams.id))
      .limit(TEAMS_PER_READ);
    refs.push(...page);
    if (page.length < TEAMS_PER_READ) return refs;
    after = page.at(-1)!.id;
  }
}

/**
 * The current schedule (or one team's part of it) in start order, each match with its teams in
 * station order: one statement, so a schedule switched meanwhile is seen all before or all after.
 */
export async function listMatches(db: Executor, teamId?: number) {
  const playing = teamId
    ? inArray(
        matches.id,
        db.select({ id: matchTeams.matchId }).from(matchTeams).where(eq(matchTeams.teamId, teamId)),
      )
    : undefined;
  const rows = await db
    .select({
      id: matches.id,
      label: matches.label,
      startTime: matches.startTime,
      field: matches.field,
      station: matchTeams.station,
      teamId: teams.id,
      name: teams.name,
      number: teams.number,
    })
    .from(matches)
    .leftJoin(matchTeams, eq(matchTeams.matchId, matches.id))
    .leftJoin(teams, eq(teams.id, matchTeams.teamId))
    .where(and(inCurrentSchedule(), playing))
    .orderBy(asc(matches.startTime), asc(matches.id));
  const byMatch = new Map<
    number,
    {
      id: number;
      label: string;
      startTime: Date;
      field: string | null;
      teams: { station: string; teamId: number; name: string; number: string | null }[];
    }
  >();
  for (const { station, teamId: member, name, number, ...match } of rows) {
    const listed =
      byMatch.get(match.id) ?? byMatch.set(match.id, { ...match, teams: [] }).get(match.id)!;
    if (station !== null && member !== null && name !== null)
      listed.teams.push({ station, teamId: member, name, number });
  }
  const stationOrder = (station: string) =>
    MATCH_STATIONS.indexOf(station as (typeof MATCH_STATIONS)[number]);
  for (const match of byMatch.values())
    match.teams.sort((a, b) => stationOrder(a.station) - stationOrder(b.station));
  return [...byMatch.values()];
}

/** The start times of one team's matches (what its bookings must keep clear of). */
export function listTeamMatchTimes(db: Executor, teamId: number) {
  return db
    .select({ label: matches.label, startTime: matches.startTime })
    .from(matches)
    .innerJoin(matchTeams, eq(matchTeams.matchId, matches.id))
    .where(and(inCurrentSchedule(), eq(matchTeams.teamId, teamId)));
}

/**
 * The (team, match start) pairs a booking still to come could clash with: the team's matches
 * starting within `bufferMinutes` of one of its bookings (what `slotClash` checks), so checking
 * every booking after an import reads the few near them, never the whole schedule.
 */
export function listMatchTimesNearBookings(db: Executor, now: Date, bufferMinutes: number) {
  const buffer = sql`make_interval(mins => ${bufferMinutes})`;
  const nearBooking = db
    .select({ one: sql`1` })
    .from(interviews)
    .innerJoin(timeslots, eq(timeslots.id, interviews.timeslotId))
    .where(
      and(
        eq(interviews.teamId, matchTeams.teamId),
        ne(interviews.status, 'canceled'),
        gt(timeslots.endTime, now),
        sql`${matches.startTime} > ${timeslots.startTime} - ${buffer}`,
        sql`${matches.startTime} < ${timeslots.endTime} + ${buffer}`,
      ),
    );
  return db
    .select({ teamId: matchTeams.teamId, label: matches.label, startTime: matches.startTime })
    .from(matches)
    .innerJoin(matchTeams, eq(matchTeams.matchId, matches.id))
    .where(and(inCurrentSchedule(), exists(nearBooking)));
}

export function listBlockedPeriods(db: Executor) {
  return db
    .select({
      id: blockedPeriods.id,
      label: blockedPeriods.label,
      startTime: blockedPeriods.startTime,
      endTime: blockedPeriods.endTime,
    })
    .from(blockedPeriods)
    .orderBy(asc(blockedPeriods.startTime), asc(blockedPeriods.id));
}

export async function replaceBlockedPeriods(
  db: Executor,
  periods: { label: string; startTime: Date; endTime: Date }[],
) {
  await transaction(db, async (tx) => {
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
