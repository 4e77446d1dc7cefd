import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  admins,
  interviews,
  matches,
  robots,
  scheduleVersions,
  streams,
  teams,
  timeslots,
  tournamentSettings,
} from '../../db/schema.ts';

export interface DemoCounts {
  teams: number;
  timeslots: number;
  robots: number;
  streams: number;
}

export async function countDemoRows(db: Executor): Promise<DemoCounts> {
  const [row] = await db
    .select({
      teams: sql<number>`(select count(*) from ${teams} where ${teams.isDemo})::int`,
      timeslots: sql<number>`(select count(*) from ${timeslots} where ${timeslots.isDemo})::int`,
      robots: sql<number>`(select count(*) from ${robots} where ${robots.isDemo})::int`,
      streams: sql<number>`(select count(*) from ${streams} where ${streams.isDemo})::int`,
    })
    .from(sql`(select 1) as one`);
  return row ?? { teams: 0, timeslots: 0, robots: 0, streams: 0 };
}

/**
 * Deletes the demo rows (decision 262), in the caller's transaction. Demo teams take everything
 * of theirs with them (foreign keys cascade: consents, sessions, devices, interviews, messages,
 * blocks, boards, alerts; their robots are marked demo too). A demo slot that holds an interview
 * of a real team stays, no longer marked: that booking is the organiser's now.
 */
export async function deleteDemoRows(db: Executor): Promise<DemoCounts> {
  const removedTeams = await db
    .delete(teams)
    .where(eq(teams.isDemo, true))
    .returning({ id: teams.id });
  const keptSlots = db
    .select({ id: interviews.timeslotId })
    .from(interviews)
    .where(not(eq(interviews.status, 'canceled')));
  const removedSlots = await db
    .delete(timeslots)
    .where(and(eq(timeslots.isDemo, true), not(inArray(timeslots.id, keptSlots))))
    .returning({ id: timeslots.id });
  // What stays (a demo slot a real team booked) is the organiser's now.
  await db.update(timeslots).set({ isDemo: false }).where(eq(timeslots.isDemo, true));
  const removedRobots = await db
    .delete(robots)
    .where(eq(robots.isDemo, true))
    .returning({ id: robots.id });
  const removedStreams = await db
    .delete(streams)
    .where(eq(streams.isDemo, true))
    .returning({ id: streams.id });
  return {
    teams: removedTeams.length,
    timeslots: removedSlots.length,
    robots: removedRobots.length,
    streams: removedStreams.length,
  };
}

/** What the set-up checklist ticks itself from (decision 263): the event's own rows, never the demo's. */
export async function setupFacts(db: Executor) {
  const [row] = await db
    .select({
      tournamentDate: sql<
        string | null
      >`(select ${tournamentSettings.tournamentDate} from ${tournamentSettings} limit 1)`,
      eventName: sql<
        string | null
      >`(select ${tournamentSettings.eventName} from ${tournamentSettings} limit 1)`,
      teams: sql<number>`(select count(*) from ${teams} where not ${teams.isDemo})::int`,
      timeslots: sql<number>`(select count(*) from ${timeslots} where not ${timeslots.isDemo})::int`,
      // Each subquery names its own table's columns (Drizzle writes them unqualified here: a join would make "id" ambiguous).
      matches: sql<number>`(select count(*) from ${matches} where ${matches.versionId} in (select ${scheduleVersions.id} from ${scheduleVersions} where ${scheduleVersions.state} = 'current'))::int`,
      people: sql<number>`(select count(*) from ${admins})::int`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}
