import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { HelpKind, HelpPlace } from '../../../shared/contract/help-requests-lists.ts';
import type { Executor } from '../../db/client.ts';
import { helpRequests, teams } from '../../db/schema.ts';

export type HelpRequestRow = typeof helpRequests.$inferSelect & {
  teamName: string;
  teamNumber: string | null;
};

const columns = {
  id: helpRequests.id,
  teamId: helpRequests.teamId,
  kind: helpRequests.kind,
  place: helpRequests.place,
  status: helpRequests.status,
  createdAt: helpRequests.createdAt,
  acknowledgedAt: helpRequests.acknowledgedAt,
  resolvedAt: helpRequests.resolvedAt,
  teamName: teams.name,
  teamNumber: teams.number,
};

/** The requests of one team (or of every team), unresolved first, then the newest first. */
export function listHelpRequests(
  db: Executor,
  teamId: number | null,
  limit: number,
): Promise<HelpRequestRow[]> {
  return db
    .select(columns)
    .from(helpRequests)
    .innerJoin(teams, eq(teams.id, helpRequests.teamId))
    .where(teamId === null ? undefined : eq(helpRequests.teamId, teamId))
    .orderBy(
      asc(sql`${helpRequests.status} = 'resolved'`),
      desc(helpRequests.createdAt),
      desc(helpRequests.id),
    )
    .limit(limit);
}

export async function findHelpRequest(
  db: Executor,
  id: number,
): Promise<HelpRequestRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(helpRequests)
    .innerJoin(teams, eq(teams.id, helpRequests.teamId))
    .where(eq(helpRequests.id, id));
  return row;
}

/** Locks the team's row for the rest of the transaction: its requests are counted and added one writer at a time. */
export async function lockTeam(tx: Executor, teamId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.id, teamId))
    .for('update');
  return rows.length > 0;
}

export async function countUnresolved(tx: Executor, teamId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(helpRequests)
    .where(and(eq(helpRequests.teamId, teamId), ne(helpRequests.status, 'resolved')));
  return row?.n ?? 0;
}

export async function insertHelpRequest(
  tx: Executor,
  values: { teamId: number; kind: HelpKind; place: HelpPlace },
): Promise<number> {
  const [row] = await tx.insert(helpRequests).values(values).returning({ id: helpRequests.id });
  return row!.id;
}

/**
 * Moves a request forward: acknowledging an open one, or resolving one that is not resolved yet.
 * Answers the ids changed (none when it was already there or past it).
 */
export async function advanceHelpRequest(
  db: Executor,
  id: number,
  status: 'acknowledged' | 'resolved',
): Promise<number[]> {
  const changed =
    status === 'acknowledged'
      ? await db
          .update(helpRequests)
          .set({ status, acknowledgedAt: sql`now()` })
          .where(and(eq(helpRequests.id, id), eq(helpRequests.status, 'open')))
          .returning({ id: helpRequests.id })
      : await db
          .update(helpRequests)
          .set({
            status,
            resolvedAt: sql`now()`,
            acknowledgedAt: sql`coalesce(${helpRequests.acknowledgedAt}, now())`,
          })
          .where(and(eq(helpRequests.id, id), ne(helpRequests.status, 'resolved')))
          .returning({ id: helpRequests.id });
  return changed.map((row) => row.id);
}
