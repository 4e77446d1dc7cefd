import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { tournamentSettings } from '../../db/schema.ts';

const SETTINGS_ROW = 1;

export async function findTournamentSettings(db: Executor) {
  const [row] = await db
    .select({
      tournamentDate: tournamentSettings.tournamentDate,
      updatedAt: tournamentSettings.updatedAt,
    })
    .from(tournamentSettings)
    .where(eq(tournamentSettings.id, SETTINGS_ROW))
    .limit(1);
  return row;
}

/** Sets the date on the single settings row, creating it on first use. */
export async function saveTournamentDate(db: Executor, tournamentDate: string) {
  const [row] = await db
    .insert(tournamentSettings)
    .values({ id: SETTINGS_ROW, tournamentDate })
    .onConflictDoUpdate({
      target: tournamentSettings.id,
      set: { tournamentDate, updatedAt: sql`now()` },
    })
    .returning({
      tournamentDate: tournamentSettings.tournamentDate,
      updatedAt: tournamentSettings.updatedAt,
    });
  return row!;
}
