import {
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
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

export async function insertTimeslot(
  db: Executor,
  values: { startTime: Date; endTime: Date; room: string | null },
): Promise<number> {
  const [row] = await db.insert(timeslots).values(values).returning({ id: timeslots.id });
  return row!.id;
}

/** Inserts many slots at once; returns how many were inserted. */
export async function insertTimeslots(
  db: Executor,
  values: { startTime: Date; endTime: Date; room: string | null }[],
): Promise<number> {
  let inserted = 0;
  // Chunks keep each statement's parameter count well under the protocol's limit.
  for (let i = 0; i < values.length; i += 500) {
    const rows = await db
      .insert(timeslots)
      .values(values.slice(i, i + 500))
      .returning({ id: timeslots.id });
    inserted += rows.length;
  }
  return inserted;
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

/**
 * Serialises slot writes per room for the rest of the transaction, so two overlapping slots
 * created at the same instant cannot both pass the overlap check (any engine, any instance).
 */
export async function lockRooms(db: Executor, rooms: (string | null)[]): Promise<void> {
  const keys = [...new Set(rooms.map((room) => room ?? ''))].sort();
  for (const key of keys)
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`timeslot-room:${key}`}))`);
}

/** Locks the slot row: a booking's foreign-key check waits until the caller commits. */
export async function lockTimeslot(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: timeslots.id })
    .from(timeslots)
    .where(eq(timeslots.id, id))
    .for('update');
  return rows.length > 0;
}

export async function countInterviewsForSlot(db: Executor, timeslotId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(interviews)
    .where(eq(interviews.timeslotId, timeslotId));
  return row?.value ?? 0;
}

export async function deleteTimeslot(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .delete(timeslots)
    .where(eq(timeslots.id, id))
    .returning({ id: timeslots.id });
  return rows.length > 0;
}

/**
 * Locks every slot starting in [from, to) and returns their ids: a booking of one of them waits
 * for the caller's commit (its foreign-key check needs the row), and one that got there first has
 * committed by the time this returns, so the next statement sees its interview.
 */
export async function lockSlotsBetween(db: Executor, from: Date, to: Date): Promise<number[]> {
  const rows = await db
    .select({ id: timeslots.id })
    .from(timeslots)
    .where(and(gte(timeslots.startTime, from), lt(timeslots.startTime, to)))
    .orderBy(asc(timeslots.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Deletes those of these slots that no interview ever used (canceled ones count); returns how many. */
export async function deleteNeverUsedSlots(db: Executor, ids: number[]): Promise<number> {
  let deleted = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .delete(timeslots)
      .where(
        and(
          inArray(timeslots.id, ids.slice(i, i + 500)),
          notExists(
            db
              .select({ one: sql`1` })
              .from(interviews)
              .where(eq(interviews.timeslotId, timeslots.id)),
          ),
        ),
      )
      .returning({ id: timeslots.id });
    deleted += rows.length;
  }
  return deleted;
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
