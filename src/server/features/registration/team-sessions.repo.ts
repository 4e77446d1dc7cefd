import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions, teamDevices, teams } from '../../db/schema.ts';

/**
 * Ends every session of a team and forgets every device remembered for it; the alerts those
 * sessions turned on go with them (`push_subscriptions` references its session, on delete
 * cascade). Answers the ended sessions' token hashes, or undefined when there is no such team.
 */
export async function deleteTeamSessionsAndDevices(
  tx: Executor,
  teamId: number,
): Promise<string[] | undefined> {
  const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId));
  if (!team) return undefined;
  await tx.delete(teamDevices).where(eq(teamDevices.teamId, teamId));
  const ended = await tx
    .delete(sessions)
    .where(eq(sessions.teamId, teamId))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.map((row) => row.tokenHash);
}
