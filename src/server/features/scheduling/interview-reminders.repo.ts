import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { interviews, timeslots } from '../../db/schema.ts';
import { SCHEDULING } from '../../../shared/constants.ts';

export interface ClaimedReminder {
  interviewId: number;
  teamId: number;
  title: string;
  room: string | null;
  startTime: Date;
}

/**
 * Claims every active booking whose slot starts within the reminder lead time and that nobody
 * has reminded yet, in one UPDATE ... RETURNING (decision 163). Two instances sweeping at once
 * cannot both claim a booking: the second UPDATE waits for the first's row lock, re-reads
 * `reminded_at`, and skips the row. A lead of 0 claims nothing. The database's clock decides.
 */
export function claimDueReminders(db: Executor): Promise<ClaimedReminder[]> {
  const lead = sql`coalesce((select reminder_lead_minutes from tournament_settings where id = 1), ${SCHEDULING.defaultReminderLeadMinutes}::int)`;
  return db
    .update(interviews)
    .set({ remindedAt: sql`now()` })
    .from(timeslots)
    .where(
      and(
        eq(timeslots.id, interviews.timeslotId),
        isNull(interviews.remindedAt),
        ne(interviews.status, 'canceled'),
        sql`${timeslots.startTime} > now()`,
        sql`${timeslots.startTime} <= now() + make_interval(mins => ${lead})`,
      ),
    )
    .returning({
      interviewId: interviews.id,
      teamId: interviews.teamId,
      title: interviews.title,
      room: timeslots.room,
      startTime: timeslots.startTime,
    });
}
