import { aliasedTable, and, desc, eq, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { teamBlocks, teams } from '../../db/schema.ts';

const blockerTeams = aliasedTable(teams, 'blocker_teams');
const blockedTeams = aliasedTable(teams, 'blocked_teams');

export type BlockRow = {
  blockerTeamId: number;
  blockerTeamName: string;
  blockedTeamId: number;
  blockedTeamName: string;
  createdAt: Date;
};

/** Blocks with both team names; all of them, or those involving one team. */
export async function findBlocks(db: Executor, involvingTeamId?: number): Promise<BlockRow[]> {
  const where: SQL | undefined = involvingTeamId
    ? or(eq(teamBlocks.blockerTeamId, involvingTeamId), eq(teamBlocks.blockedTeamId, involvingTeamId))
    : undefined;
  return db
    .select({
      blockerTeamId: teamBlocks.blockerTeamId,
      blockerTeamName: blockerTeams.name,
      blockedTeamId: teamBlocks.blockedTeamId,
      blockedTeamName: blockedTeams.name,
      createdAt: teamBlocks.createdAt,
    })
    .from(teamBlocks)
    .innerJoin(blockerTeams, eq(blockerTeams.id, teamBlocks.blockerTeamId))
    .innerJoin(blockedTeams, eq(blockedTeams.id, teamBlocks.blockedTeamId))
    .where(where)
    .orderBy(desc(teamBlocks.createdAt));
}

/** Is there a block between the two teams, in either direction? */
export async function isPairBlocked(db: Executor, teamA: number, teamB: number): Promise<boolean> {
  const rows = await db
    .select({ blocker: teamBlocks.blockerTeamId })
    .from(teamBlocks)
    .where(
      or(
        and(eq(teamBlocks.blockerTeamId, teamA), eq(teamBlocks.blockedTeamId, teamB)),
        and(eq(teamBlocks.blockerTeamId, teamB), eq(teamBlocks.blockedTeamId, teamA)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Creates the block unless it exists already. */
export async function insertBlock(db: Executor, blockerTeamId: number, blockedTeamId: number) {
  await db.insert(teamBlocks).values({ blockerTeamId, blockedTeamId }).onConflictDoNothing();
}

export async function deleteBlock(db: Executor, blockerTeamId: number, blockedTeamId: number): Promise<boolean> {
  const rows = await db
    .delete(teamBlocks)
    .where(and(eq(teamBlocks.blockerTeamId, blockerTeamId), eq(teamBlocks.blockedTeamId, blockedTeamId)))
    .returning({ blocker: teamBlocks.blockerTeamId });
  return rows.length > 0;
}
