import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tournamentSettings } from '../../db/schema.ts';
import { SCHEDULING } from '../../../shared/constants.ts';

export type SettingsRow = {
  tournamentDate: string | null;
  maxActiveInterviewsPerTeam: number;
  reminderLeadMinutes: number;
  matchBufferMinutes: number;
  /** The venue's zone as saved; null means the server's (see venueZone). */
  timeZone: string | null;
  updatedAt: Date | null;
};

/** The single settings row, or the defaults when nobody has saved settings yet. */
export async function readSettings(db: Executor): Promise<SettingsRow> {
  const [row] = await db
    .select({
      tournamentDate: tournamentSettings.tournamentDate,
      maxActiveInterviewsPerTeam: tournamentSettings.maxActiveInterviewsPerTeam,
      reminderLeadMinutes: tournamentSettings.reminderLeadMinutes,
      matchBufferMinutes: tournamentSettings.matchBufferMinutes,
      timeZone: tournamentSettings.timeZone,
      updatedAt: tournamentSettings.updatedAt,
    })
    .from(tournamentSettings)
    .where(eq(tournamentSettings.id, 1))
    .limit(1);
  return settingsOrDefaults(row);
}

/** The settings row as read, or the defaults when nobody has saved settings yet. */
export function settingsOrDefaults(row: SettingsRow | null | undefined): SettingsRow {
  return (
    row ?? {
      tournamentDate: null,
      maxActiveInterviewsPerTeam: SCHEDULING.defaultMaxActiveInterviewsPerTeam,
      reminderLeadMinutes: SCHEDULING.defaultReminderLeadMinutes,
      matchBufferMinutes: SCHEDULING.defaultMatchBufferMinutes,
      timeZone: null,
      updatedAt: null,
    }
  );
}

/** Saves the per-team limit, leaving the tournament date as it is. */
export async function saveMaxActiveInterviews(db: Executor, value: number): Promise<void> {
  await db
    .insert(tournamentSettings)
    .values({ id: 1, maxActiveInterviewsPerTeam: value })
    .onConflictDoUpdate({
      target: tournamentSettings.id,
      set: { maxActiveInterviewsPerTeam: value, updatedAt: sql`now()` },
    });
}
