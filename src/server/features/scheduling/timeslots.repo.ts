import { and, asc, count, eq, gte, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
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
};

export interface TimeslotFilter {
  from?: Date;
  to?: Date;
  /** Only slots that are open or booked by this team. */
  teamId?: number;
}

const activeInterviewJoin = and(eq(interviews.timeslotId, timeslots.id), ne(interviews.status, 'canceled'));

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

/** Slots starting in [from, to), as (start, room) keys, to skip duplicates. */
export async function existingSlotKeys(db: Executor, from: Date, to: Date): Promise<Set<string>> {
  const rows = await db
    .select({ startTime: timeslots.startTime, room: timeslots.room })
    .from(timeslots)
    .where(and(gte(timeslots.startTime, from), lt(timeslots.startTime, to)));
  return new Set(rows.map((row) => slotKey(row.startTime, row.room)));
}

export const slotKey = (startTime: Date, room: string | null) => `${startTime.toISOString()}|${room ?? ''}`;

export async function slotExistsAt(db: Executor, startTime: Date, room: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: timeslots.id })
    .from(timeslots)
    .where(and(eq(timeslots.startTime, startTime), room === null ? isNull(timeslots.room) : eq(timeslots.room, room)))
    .limit(1);
  return !!row;
}

/** Locks the slot row: a booking's foreign-key check waits until the caller commits. */
export async function lockTimeslot(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: timeslots.id }).from(timeslots).where(eq(timeslots.id, id)).for('update');
  return rows.length > 0;
}

export async function countInterviewsForSlot(db: Executor, timeslotId: number): Promise<number> {
  const [row] = await db.select({ value: count() }).from(interviews).where(eq(interviews.timeslotId, timeslotId));
  return row?.value ?? 0;
}

export async function deleteTimeslot(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(timeslots).where(eq(timeslots.id, id)).returning({ id: timeslots.id });
  return rows.length > 0;
}
