import { and, asc, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { InterviewProgress } from '../../../shared/contract/interviews-messages.ts';
import type { Executor } from '../../db/client.ts';
import { interviews, teams, timeslots } from '../../db/schema.ts';

export type InterviewRow = {
  id: number;
  title: string;
  teamId: number;
  timeslotId: number;
  notes: string | null;
  status: string;
  progress: InterviewProgress;
  startTime: Date;
  endTime: Date;
  room: string | null;
  teamName: string;
  teamNumber: string | null;
};

/** An interview's own stored columns, as its DTO shows them. */
const interviewColumns = {
  id: interviews.id,
  title: interviews.title,
  teamId: interviews.teamId,
  timeslotId: interviews.timeslotId,
  notes: interviews.notes,
  status: interviews.status,
  progress: interviews.progress,
};

const columns = {
  ...interviewColumns,
  startTime: timeslots.startTime,
  endTime: timeslots.endTime,
  room: timeslots.room,
  teamName: teams.name,
  teamNumber: teams.number,
};

export interface InterviewFilter {
  teamId?: number;
  from?: Date;
  to?: Date;
  /** Leave out canceled interviews. */
  activeOnly?: boolean;
}

export async function listInterviews(
  db: Executor,
  filter: InterviewFilter,
): Promise<InterviewRow[]> {
  const conditions: (SQL | undefined)[] = [
    filter.teamId ? eq(interviews.teamId, filter.teamId) : undefined,
    filter.from ? gte(timeslots.startTime, filter.from) : undefined,
    filter.to ? lt(timeslots.startTime, filter.to) : undefined,
    filter.activeOnly ? ne(interviews.status, 'canceled') : undefined,
  ];
  return db
    .select(columns)
    .from(interviews)
    .innerJoin(timeslots, eq(timeslots.id, interviews.timeslotId))
    .innerJoin(teams, eq(teams.id, interviews.teamId))
    .where(and(...conditions))
    .orderBy(asc(timeslots.startTime), asc(timeslots.room), asc(interviews.id));
}

export async function findInterview(db: Executor, id: number): Promise<InterviewRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(interviews)
    .innerJoin(timeslots, eq(timeslots.id, interviews.timeslotId))
    .innerJoin(teams, eq(teams.id, interviews.teamId))
    .where(eq(interviews.id, id))
    .limit(1);
  return row;
}

/**
 * Locks the team's row for the rest of the transaction and bumps its booking version (decision
 * 222): call it before giving the team an interview, so a booking that read the team before this
 * write reads again. Returns the team, if it exists.
 */
export async function lockTeamForBooking(
  db: Executor,
  teamId: number,
): Promise<{ id: number; name: string; number: string | null } | undefined> {
  const [row] = await db
    .update(teams)
    .set({ bookingVersion: sql`${teams.bookingVersion} + 1` })
    .where(eq(teams.id, teamId))
    .returning({ id: teams.id, name: teams.name, number: teams.number });
  return row;
}

/** Inserts a scheduled interview; its stored columns as they now are. */
export async function insertInterview(
  db: Executor,
  values: { title: string; teamId: number; timeslotId: number; notes: string | null },
) {
  const [row] = await db
    .insert(interviews)
    .values({ ...values, status: 'scheduled' })
    .returning(interviewColumns);
  return row!;
}

/** Marks an interview canceled unless it already is; false when nothing changed. */
export async function cancelInterview(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(interviews)
    .set({ status: 'canceled', canceledAt: now })
    .where(and(eq(interviews.id, id), ne(interviews.status, 'canceled')))
    .returning({ id: interviews.id });
  return rows.length > 0;
}

/**
 * Sets an active interview's day-of progress; undefined when there is no such interview, and
 * the row unchanged (with its status) when it is canceled, so the caller can say why.
 */
export async function setProgress(db: Executor, id: number, progress: InterviewProgress) {
  const [updated] = await db
    .update(interviews)
    .set({ progress })
    .where(and(eq(interviews.id, id), ne(interviews.status, 'canceled')))
    .returning({ id: interviews.id, teamId: interviews.teamId });
  return updated;
}

/** Locks an interview's row for the rest of the transaction; its status, progress and slot. */
export async function lockInterview(db: Executor, id: number) {
  const [row] = await db
    .select({
      teamId: interviews.teamId,
      timeslotId: interviews.timeslotId,
      status: interviews.status,
      progress: interviews.progress,
    })
    .from(interviews)
    .where(eq(interviews.id, id))
    .for('update');
  return row;
}

/**
 * Puts an interview into another slot, back to `waiting` (the judges have not seen it there) and
 * not yet reminded (the team is reminded of the new time). The partial unique index refuses a
 * slot another active interview holds (a unique violation).
 */
export async function moveInterview(db: Executor, id: number, timeslotId: number): Promise<void> {
  await db
    .update(interviews)
    .set({ timeslotId, progress: 'waiting', remindedAt: null })
    .where(eq(interviews.id, id));
}

/** The judging room of a timeslot (null for a slot without one). */
export async function roomOfTimeslot(db: Executor, timeslotId: number): Promise<string | null> {
  const [row] = await db
    .select({ room: timeslots.room })
    .from(timeslots)
    .where(eq(timeslots.id, timeslotId))
    .limit(1);
  return row?.room ?? null;
}
