import { addDays, addMinutes, format, set } from 'date-fns';
import type { AppDb } from '../client.ts';
import { timeslots, tournamentSettings } from '../schema.ts';
import { SCHEDULING } from '../../../shared/constants.ts';

/** The demo tournament is two weeks from today, so every demo slot is still bookable. */
function demoTournamentDay(now = new Date()): Date {
  return set(addDays(now, 14), { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 });
}

/** Sets the tournament date and creates a day of 20-minute interview slots, 10:00 to 17:00. */
export async function seedDemoSchedule(db: AppDb, now = new Date()) {
  const day = demoTournamentDay(now);
  await db
    .insert(tournamentSettings)
    .values({ id: 1, tournamentDate: format(day, 'yyyy-MM-dd') })
    .onConflictDoUpdate({
      target: tournamentSettings.id,
      set: { tournamentDate: format(day, 'yyyy-MM-dd') },
    });

  const slots: { startTime: Date; endTime: Date; room: string }[] = [];
  let start = set(day, { hours: SCHEDULING.firstSlotHour });
  const end = set(day, { hours: SCHEDULING.lastSlotHourExclusive });
  while (start < end) {
    const next = addMinutes(start, SCHEDULING.interviewSlotMinutes);
    slots.push({ startTime: start, endTime: next, room: 'Judging Room 1' });
    start = next;
  }
  return db
    .insert(timeslots)
    .values(slots.map((slot) => ({ ...slot, isDemo: true })))
    .returning({ id: timeslots.id, startTime: timeslots.startTime });
}
