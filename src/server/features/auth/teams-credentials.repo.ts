import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { consents, teams } from '../../db/schema.ts';

/** What team sign-in needs to know of a team: its code and whether it has registered. */
export async function findTeamCredentials(db: Executor, teamId: number) {
  const [row] = await db
    .select({
      id: teams.id,
      name: teams.name,
      joinCode: teams.joinCode,
      registered: sql<boolean>`${consents.teamId} is not null`,
    })
    .from(teams)
    .leftJoin(consents, eq(consents.teamId, teams.id))
    .where(eq(teams.id, teamId))
    .limit(1);
  return row;
}
