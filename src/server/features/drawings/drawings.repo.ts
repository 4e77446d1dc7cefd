import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { drawings, teams } from '../../db/schema.ts';

export type DrawingRow = typeof drawings.$inferSelect;

const summaryColumns = {
  id: drawings.id,
  teamId: drawings.teamId,
  name: drawings.name,
  createdAt: drawings.createdAt,
  updatedAt: drawings.updatedAt,
};

export type DrawingSummaryRow = Pick<DrawingRow, keyof typeof summaryColumns>;

/** Most recently saved first; without a team (administrators) every team's boards. */
export async function listDrawings(
  db: Executor,
  teamId: number | undefined,
  limit: number,
): Promise<DrawingSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(drawings)
    .where(teamId === undefined ? undefined : eq(drawings.teamId, teamId))
    .orderBy(desc(drawings.updatedAt), desc(drawings.id))
    .limit(limit);
}

export async function findDrawing(db: Executor, id: number): Promise<DrawingRow | undefined> {
  const [row] = await db.select().from(drawings).where(eq(drawings.id, id)).limit(1);
  return row;
}

/** Who a board belongs to, without its scene (every change to a co-edited board asks). */
export type DrawingHead = Pick<DrawingRow, 'id' | 'teamId'>;

export async function findDrawingHead(db: Executor, id: number): Promise<DrawingHead | undefined> {
  const [row] = await db
    .select({ id: drawings.id, teamId: drawings.teamId })
    .from(drawings)
    .where(eq(drawings.id, id))
    .limit(1);
  return row;
}

export async function countTeamDrawings(db: Executor, teamId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(drawings)
    .where(eq(drawings.teamId, teamId));
  return row?.value ?? 0;
}

/** Locks the team's row so concurrent saves for one team count their boards one at a time. */
export async function lockTeam(db: Executor, teamId: number): Promise<boolean> {
  const rows = await db
    .select({ id: teams.id })
    .from(teams)
    .where(eq(teams.id, teamId))
    .for('update');
  return rows.length > 0;
}

/**
 * Timestamps come from here, with millisecond precision, so the updatedAt a client holds
 * compares exactly with the stored one.
 */
export async function insertDrawing(
  db: Executor,
  values: { teamId: number; name: string; scene: unknown },
  now = new Date(),
): Promise<DrawingRow> {
  const [row] = await db
    .insert(drawings)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/** Updates a board; with `expectedUpdatedAt`, only if nobody saved it since. */
export async function updateDrawing(
  db: Executor,
  id: number,
  changes: { name?: string; scene?: unknown },
  expectedUpdatedAt?: Date,
  now = new Date(),
): Promise<DrawingRow | undefined> {
  const [row] = await db
    .update(drawings)
    .set({ ...changes, updatedAt: now })
    .where(
      and(
        eq(drawings.id, id),
        expectedUpdatedAt ? eq(drawings.updatedAt, expectedUpdatedAt) : undefined,
      ),
    )
    .returning();
  return row;
}

export async function deleteDrawing(db: Executor, id: number): Promise<void> {
  await db.delete(drawings).where(eq(drawings.id, id));
}
