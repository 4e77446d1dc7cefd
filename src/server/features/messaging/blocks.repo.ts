import {
  aliasedTable,
  and,
  desc,
  eq,
  exists,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { teamBlocks, teams } from '../../db/schema.ts';

const blockerTeams = aliasedTable(teams, 'blocker_teams');
const blockedTeams = aliasedTable(teams, 'blocked_teams');

export type BlockRow = {
  blockerTeamId: number;
  blockerTeamName: string;
  blockerTeamNumber: string | null;
  blockedTeamId: number;
  blockedTeamName: string;
  blockedTeamNumber: string | null;
  createdAt: Date;
};

/** Blocks with both team names; all of them, or those involving one team. */
export async function findBlocks(db: Executor, involvingTeamId?: number): Promise<BlockRow[]> {
  const where: SQL | undefined = involvingTeamId
    ? or(
        eq(teamBlocks.blockerTeamId, involvingTeamId),
        eq(teamBlocks.blockedTeamId, involvingTeamId),
      )
    : undefined;
  return db
    .select({
      blockerTeamId: teamBlocks.blockerTeamId,
      blockerTeamName: blockerTeams.name,
      blockerTeamNumber: blockerTeams.number,
      blockedTeamId: teamBlocks.blockedTeamId,
      blockedTeamName: blockedTeams.name,
      blockedTeamNumber: blockedTeams.number,
      createdAt: teamBlocks.createdAt,
    })
    .from(teamBlocks)
    .innerJoin(blockerTeams, eq(blockerTeams.id, teamBlocks.blockerTeamId))
    .innerJoin(blockedTeams, eq(blockedTeams.id, teamBlocks.blockedTeamId))
    .where(where)
    .orderBy(desc(teamBlocks.createdAt));
}

type TeamRef = number | AnyColumn;

/**
 * `exists (a block between the two teams, either way)`, for a WHERE clause: the teams may be ids
 * or columns of the outer query (a message's sender and receiver), so a statement that writes or
 * counts messages can respect blocks in the same statement, with no window between check and write.
 */
export function blockBetween(db: Executor, teamA: TeamRef, teamB: TeamRef): SQL {
  return exists(
    db
      .select({ blocker: teamBlocks.blockerTeamId })
      .from(teamBlocks)
      .where(
        or(
          and(eq(teamBlocks.blockerTeamId, teamA), eq(teamBlocks.blockedTeamId, teamB)),
          and(eq(teamBlocks.blockerTeamId, teamB), eq(teamBlocks.blockedTeamId, teamA)),
        ),
      ),
  );
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

/**
 * Locks both teams' rows until the transaction ends, so a block and a message (or read receipt)
 * between them never interleave: creating a block takes `update`, which waits for every
 * `share` holder (a send in flight) and makes later ones wait until the block is committed, after
 * which their check sees it. Rows are taken in id order, so two callers cannot deadlock.
 */
export async function lockPair(
  tx: Executor,
  teamA: number,
  teamB: number,
  mode: 'share' | 'update',
) {
  const lock = mode === 'update' ? sql`for update` : sql`for share`;
  await tx.execute(
    sql`select ${teams.id} from ${teams} where ${teams.id} in (${teamA}, ${teamB}) order by ${teams.id} ${lock}`,
  );
}

/** Creates the block unless it exists already. */
export async function insertBlock(db: Executor, blockerTeamId: number, blockedTeamId: number) {
  await db.insert(teamBlocks).values({ blockerTeamId, blockedTeamId }).onConflictDoNothing();
}

export async function deleteBlock(
  db: Executor,
  blockerTeamId: number,
  blockedTeamId: number,
): Promise<boolean> {
  const rows = await db
    .delete(teamBlocks)
    .where(
      and(eq(teamBlocks.blockerTeamId, blockerTeamId), eq(teamBlocks.blockedTeamId, blockedTeamId)),
    )
    .returning({ blocker: teamBlocks.blockerTeamId });
  return rows.length > 0;
}
