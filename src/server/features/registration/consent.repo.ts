import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { consents, teams } from '../../db/schema.ts';

export type ConsentRow = typeof consents.$inferSelect;

export async function findTeamCode(db: Executor, teamId: number) {
  const [row] = await db
    .select({ id: teams.id, joinCode: teams.joinCode })
    .from(teams)
    .where(eq(teams.id, teamId))
    .limit(1);
  return row;
}

export async function findConsent(db: Executor, teamId: number) {
  const [row] = await db.select().from(consents).where(eq(consents.teamId, teamId)).limit(1);
  return row;
}

/** Inserts the team's consent; undefined when the team already has one (one per team). */
export async function insertConsent(db: Executor, values: typeof consents.$inferInsert) {
  const [row] = await db
    .insert(consents)
    .values(values)
    .onConflictDoNothing({ target: consents.teamId })
    .returning();
  return row;
}
