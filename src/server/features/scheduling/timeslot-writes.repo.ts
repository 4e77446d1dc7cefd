import { and, asc, count, eq, gte, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { interviews, timeslots } from '../../db/schema.ts';

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
