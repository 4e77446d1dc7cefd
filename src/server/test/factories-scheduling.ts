import type { AppDb } from '../db/client.ts';
import { interviews, timeslots } from '../db/schema.ts';
import type { InterviewStatus } from '../../shared/contract/interviews-messages.ts';

const MINUTE_MS = 60_000;

/** A timeslot starting `startsInMinutes` from now (a day ahead by default), 20 minutes long. */
export async function buildTimeslot(
  db: AppDb,
  options: {
    startsInMinutes?: number;
    startTime?: Date;
    minutes?: number;
    room?: string | null;
  } = {},
) {
  const startTime =
    options.startTime ?? new Date(Date.now() + (options.startsInMinutes ?? 24 * 60) * MINUTE_MS);
  const endTime = new Date(startTime.getTime() + (options.minutes ?? 20) * MINUTE_MS);
  const [row] = await db
    .insert(timeslots)
    .values({ startTime, endTime, room: options.room ?? null })
    .returning();
  return row!;
}

/** An interview of a team in a slot, written straight to the database. */
export async function buildInterview(
  db: AppDb,
  values: { teamId: number; timeslotId: number; status?: InterviewStatus; title?: string },
) {
  const [row] = await db
    .insert(interviews)
    .values({ title: 'Judging Interview', ...values })
    .returning();
  return row!;
}
