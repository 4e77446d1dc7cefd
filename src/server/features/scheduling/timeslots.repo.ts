import { and, asc, count, eq, gt, gte, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { interviews, teams, timeslots } from '../../db/schema.ts';

/** A slot with the team of its active (not canceled) interview, if any. */
export type TimeslotRow = {
  id: number;
  startTime: Date;
  endTime: Date;
  room: string | null;
  teamId: number | null;
  teamName: string | null;
  teamNumber: string | null;
};

export interface TimeslotFilter {
  from?: Date;
  to?: Date;
  /** Only slots that are open or booked by this team. */
  teamId?: number;
}

const activeInterviewJoin = and(
  eq(interviews.timeslotId, timeslots.id),
  ne(interviews.status, 'canceled'),
);

function whereOf(filter: TimeslotFilter): SQL | undefined {
  return and(
    filter.from ? gte(timeslots.startTime, filter.from) : undefined,
    filter.to ? lt(timeslots.startTime, filter.to) : undefined,
    filter.teamId ? or(isNull(interviews.id), eq(interviews.teamId, filter.teamId)) : undefined,
  );
}

export async function listTimeslots(
  db: Executor,
  filter: TimeslotFilter,
  page: { limit?: number; offset?: number } = {},
): Promise<TimeslotRow[]> {
  const query = db
    .select({
      id: timeslots.id,
      startTime: timeslots.startTime,
      endTime: timeslots.endTime,
      room: timeslots.room,
      teamId: interviews.teamId,
      teamName: teams.name,
      teamNumber: teams.number,
    })
    .from(timeslots)
    .leftJoin(interviews, activeInterviewJoin)
    .leftJoin(teams, eq(teams.id, interviews.teamId))
    .where(whereOf(filter))
    .orderBy(asc(timeslots.startTime), sql`${timeslots.room} asc nulls first`, asc(timeslots.id))
    .$dynamic();
  if (page.limit !== undefined) query.limit(page.limit);
  if (page.offset) query.offset(page.offset);
  return query;
}

export async function countTimeslots(db: Executor, filter: TimeslotFilter): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(timeslots)
    .leftJoin(interviews, activeInterviewJoin)
    .where(whereOf(filter));
  return row?.value ?? 0;
}

export async function findTimeslot(db: Executor, id: number): Promise<TimeslotRow | undefined> {
  const [row] = await db
    .select({
      id: timeslots.id,
      startTime: timeslots.startTime,
      endTime: timeslots.endTime,
      room: timeslots.room,
      teamId: interviews.teamId,
      teamName: teams.name,
      teamNumber: teams.number,
    })
    .from(timeslots)
    .leftJoin(interviews, activeInterviewJoin)
    .leftJoin(teams, eq(teams.id, interviews.teamId))
    .where(eq(timeslots.id, id))
    .limit(1);
  return row;
}

/**
 * Slots of these rooms (no room counts as one room of its own) that overlap [from, to): the
 * candidates a new slot may clash with.
 */
export async function slotsOverlapping(
  db: Executor,
  rooms: (string | null)[],
  from: Date,
  to: Date,
) {
  return db
    .select({ startTime: timeslots.startTime, endTime: timeslots.endTime, room: timeslots.room })
    .from(timeslots)
    .where(
      and(
        lt(timeslots.startTime, to),
        gt(timeslots.endTime, from),
        sql`coalesce(${timeslots.room}, '') = any(${sql.param(rooms.map((room) => room ?? ''))}::text[])`,
      ),
    )
    .orderBy(asc(timeslots.startTime));
}

/** Every slot in time order with its active booking, if any: the rows of the schedule export. */
export async function listScheduleRows(db: Executor) {
  return db
    .select({
      startTime: timeslots.startTime,
      endTime: timeslots.endTime,
      room: timeslots.room,
      teamName: teams.name,
      teamNumber: teams.number,
      status: interviews.status,
      progress: interviews.progress,
    })
    .from(timeslots)
    .leftJoin(interviews, activeInterviewJoin)
    .leftJoin(teams, eq(teams.id, interviews.teamId))
    .orderBy(asc(timeslots.startTime), asc(timeslots.room), asc(timeslots.id));
}
