import { and, asc, count, eq, gte, lt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { drawingPresence, drawings, teams } from '../../db/schema.ts';

/** Who is on a board now: one row per open copy, seen within the presence TTL (decision 290). */

/** Moves a present copy's pointer; false when it is not present (or is another session's). */
export async function touchPresence(
  db: Executor,
  key: { drawingId: number; clientId: number; sessionHash: string },
  pointer: { x: number; y: number } | null,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(drawingPresence)
    .set({ x: pointer?.x ?? null, y: pointer?.y ?? null, seenAt: now })
    .where(
      and(
        eq(drawingPresence.drawingId, key.drawingId),
        eq(drawingPresence.clientId, key.clientId),
        eq(drawingPresence.sessionHash, key.sessionHash),
      ),
    )
    .returning({ clientId: drawingPresence.clientId });
  return rows.length > 0;
}

/** Locks the board's row so two copies joining at once are counted one after the other. */
export async function lockDrawing(db: Executor, drawingId: number): Promise<void> {
  await db
    .select({ id: drawings.id })
    .from(drawings)
    .where(eq(drawings.id, drawingId))
    .for('update');
}

export async function forgetStalePresence(
  db: Executor,
  drawingId: number,
  before: Date,
): Promise<void> {
  await db
    .delete(drawingPresence)
    .where(and(eq(drawingPresence.drawingId, drawingId), lt(drawingPresence.seenAt, before)));
}

/** Copies present on the board, except `clientId` (the one asking to join). */
export async function countPresent(
  db: Executor,
  drawingId: number,
  clientId: number,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(drawingPresence)
    .where(and(eq(drawingPresence.drawingId, drawingId), ne(drawingPresence.clientId, clientId)));
  return row?.value ?? 0;
}

export async function insertPresence(
  db: Executor,
  values: {
    drawingId: number;
    clientId: number;
    sessionHash: string;
    teamId: number | null;
    pointer: { x: number; y: number } | null;
  },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(drawingPresence)
    .values({
      drawingId: values.drawingId,
      clientId: values.clientId,
      sessionHash: values.sessionHash,
      teamId: values.teamId,
      x: values.pointer?.x ?? null,
      y: values.pointer?.y ?? null,
      seenAt: now,
    })
    .onConflictDoNothing()
    .returning({ clientId: drawingPresence.clientId });
  return rows.length > 0;
}

export async function deletePresence(
  db: Executor,
  where: { drawingId: number; clientId?: number; sessionHash?: string; teamId?: number },
) {
  await db
    .delete(drawingPresence)
    .where(
      and(
        eq(drawingPresence.drawingId, where.drawingId),
        where.clientId === undefined ? undefined : eq(drawingPresence.clientId, where.clientId),
        where.sessionHash === undefined
          ? undefined
          : eq(drawingPresence.sessionHash, where.sessionHash),
        where.teamId === undefined ? undefined : eq(drawingPresence.teamId, where.teamId),
      ),
    );
}

export async function listPresent(db: Executor, drawingId: number, since: Date) {
  return db
    .select({
      clientId: drawingPresence.clientId,
      teamId: drawingPresence.teamId,
      teamNumber: teams.number,
      x: drawingPresence.x,
      y: drawingPresence.y,
    })
    .from(drawingPresence)
    .leftJoin(teams, eq(teams.id, drawingPresence.teamId))
    .where(and(eq(drawingPresence.drawingId, drawingId), gte(drawingPresence.seenAt, since)))
    .orderBy(asc(drawingPresence.seenAt))
    .limit(50);
}

/** Forgets every copy not seen since `before`, on any board; the boards they were on. */
export async function deleteStalePresence(db: Executor, before: Date): Promise<number[]> {
  const rows = await db
    .delete(drawingPresence)
    .where(lt(drawingPresence.seenAt, before))
    .returning({ drawingId: drawingPresence.drawingId });
  return [...new Set(rows.map((row) => row.drawingId))];
}
