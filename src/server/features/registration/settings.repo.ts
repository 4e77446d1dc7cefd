import { and, count, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { interviews, timeslots, tournamentSettings } from '../../db/schema.ts';

const SETTINGS_ROW = 1;

export async function findTournamentSettings(db: Executor) {
  const [row] = await db
    .select({
      tournamentDate: tournamentSettings.tournamentDate,
      reminderLeadMinutes: tournamentSettings.reminderLeadMinutes,
      matchBufferMinutes: tournamentSettings.matchBufferMinutes,
      timeZone: tournamentSettings.timeZone,
      eventName: tournamentSettings.eventName,
      queueLeadMatches: tournamentSettings.queueLeadMatches,
      updatedAt: tournamentSettings.updatedAt,
    })
    .from(tournamentSettings)
    .where(eq(tournamentSettings.id, SETTINGS_ROW))
    .limit(1);
  return row;
}

/** Sets the date (and the reminder lead time, match buffer, zone and event name, when given) on the single settings row, creating it on first use. */
export async function saveTournamentDate(
  db: Executor,
  tournamentDate: string,
  changes: {
    reminderLeadMinutes?: number;
    matchBufferMinutes?: number;
    timeZone?: string;
    eventName?: string | null;
    queueLeadMatches?: number;
  },
) {
  const lead = {
    ...(changes.reminderLeadMinutes === undefined
      ? {}
      : { reminderLeadMinutes: changes.reminderLeadMinutes }),
    ...(changes.matchBufferMinutes === undefined
      ? {}
      : { matchBufferMinutes: changes.matchBufferMinutes }),
    ...(changes.timeZone === undefined ? {} : { timeZone: changes.timeZone }),
    ...(changes.eventName === undefined ? {} : { eventName: changes.eventName }),
    ...(changes.queueLeadMatches === undefined
      ? {}
      : { queueLeadMatches: changes.queueLeadMatches }),
  };
  const [row] = await db
    .insert(tournamentSettings)
    .values({ id: SETTINGS_ROW, tournamentDate, ...lead })
    .onConflictDoUpdate({
      target: tournamentSettings.id,
      set: { tournamentDate, ...lead, updatedAt: sql`now()` },
    })
    .returning({
      tournamentDate: tournamentSettings.tournamentDate,
      reminderLeadMinutes: tournamentSettings.reminderLeadMinutes,
      matchBufferMinutes: tournamentSettings.matchBufferMinutes,
      timeZone: tournamentSettings.timeZone,
      eventName: tournamentSettings.eventName,
      queueLeadMatches: tournamentSettings.queueLeadMatches,
      updatedAt: tournamentSettings.updatedAt,
    });
  return row!;
}

/** How many slots, and active bookings among them, start within [from, to). */
export async function countScheduleBetween(
  db: Executor,
  from: Date,
  to: Date,
): Promise<{ slots: number; bookings: number }> {
  const inDay = and(gte(timeslots.startTime, from), lt(timeslots.startTime, to));
  const [slots] = await db.select({ value: count() }).from(timeslots).where(inDay);
  const [bookings] = await db
    .select({ value: count() })
    .from(interviews)
    .innerJoin(timeslots, eq(timeslots.id, interviews.timeslotId))
    .where(and(inDay, ne(interviews.status, 'canceled')));
  return { slots: slots?.value ?? 0, bookings: bookings?.value ?? 0 };
}
