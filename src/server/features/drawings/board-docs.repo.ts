import { and, asc, count, eq, gt, gte, lt, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  drawingDocs,
  drawingPresence,
  drawings,
  drawingShares,
  drawingUpdates,
  teams,
} from '../../db/schema.ts';

/** Boards' shared documents, their updates, shares and presence (decision 290). */

export type DocRow = typeof drawingDocs.$inferSelect;

/** Makes a board's document unless it has one (two first opens at once make it once). */
export async function insertDocIfMissing(
  db: Executor,
  drawingId: number,
  snapshot: Uint8Array,
): Promise<void> {
  await db
    .insert(drawingDocs)
    .values({ drawingId, snapshot, bytes: snapshot.byteLength })
    .onConflictDoNothing();
}

/**
 * The document row, locked: `update` for a writer (one change to a board at a time), `share` for
 * a reader (so no compaction folds updates away between reading the snapshot and the updates).
 */
export async function lockDoc(
  db: Executor,
  drawingId: number,
  mode: 'update' | 'share',
): Promise<DocRow | undefined> {
  const [row] = await db
    .select()
    .from(drawingDocs)
    .where(eq(drawingDocs.drawingId, drawingId))
    .for(mode);
  return row;
}

export async function updatesAfter(
  db: Executor,
  drawingId: number,
  seq: number,
): Promise<Uint8Array[]> {
  const rows = await db
    .select({ update: drawingUpdates.update })
    .from(drawingUpdates)
    .where(and(eq(drawingUpdates.drawingId, drawingId), gt(drawingUpdates.seq, seq)))
    .orderBy(asc(drawingUpdates.seq));
  return rows.map((row) => row.update);
}

export async function appendUpdate(
  db: Executor,
  drawingId: number,
  seq: number,
  update: Uint8Array,
  bytes: number,
): Promise<void> {
  await db.insert(drawingUpdates).values({ drawingId, seq, update });
  await db.update(drawingDocs).set({ seq, bytes }).where(eq(drawingDocs.drawingId, drawingId));
}

/** Folds every update up to `seq` into a new snapshot and forgets them (the bounded history). */
export async function compact(
  db: Executor,
  drawingId: number,
  seq: number,
  snapshot: Uint8Array,
): Promise<void> {
  await db
    .update(drawingDocs)
    .set({ snapshot, snapshotSeq: seq, bytes: snapshot.byteLength })
    .where(eq(drawingDocs.drawingId, drawingId));
  await db
    .delete(drawingUpdates)
    .where(and(eq(drawingUpdates.drawingId, drawingId), lte(drawingUpdates.seq, seq)));
}

/** Stores the scene the merged document shows as the saved board. */
export async function storeScene(
  db: Executor,
  drawingId: number,
  scene: unknown,
  now = new Date(),
): Promise<void> {
  await db.update(drawings).set({ scene, updatedAt: now }).where(eq(drawings.id, drawingId));
}

/* Shares */

export async function findShare(db: Executor, drawingId: number, teamId: number) {
  const [row] = await db
    .select({ canEdit: drawingShares.canEdit })
    .from(drawingShares)
    .where(and(eq(drawingShares.drawingId, drawingId), eq(drawingShares.teamId, teamId)))
    .limit(1);
  return row;
}

export async function upsertShare(
  db: Executor,
  drawingId: number,
  teamId: number,
  canEdit: boolean,
): Promise<void> {
  await db
    .insert(drawingShares)
    .values({ drawingId, teamId, canEdit })
    .onConflictDoUpdate({
      target: [drawingShares.drawingId, drawingShares.teamId],
      set: { canEdit },
    });
}

export async function deleteShare(
  db: Executor,
  drawingId: number,
  teamId: number,
): Promise<boolean> {
  const rows = await db
    .delete(drawingShares)
    .where(and(eq(drawingShares.drawingId, drawingId), eq(drawingShares.teamId, teamId)))
    .returning({ teamId: drawingShares.teamId });
  return rows.length > 0;
}

export async function sharedTeamIds(db: Executor, drawingId: number): Promise<number[]> {
  const rows = await db
    .select({ teamId: drawingShares.teamId })
    .from(drawingShares)
    .where(eq(drawingShares.drawingId, drawingId));
  return rows.map((row) => row.teamId);
}

export async function listShares(db: Executor, drawingId: number) {
  return db
    .select({
      teamId: teams.id,
      teamName: teams.name,
      teamNumber: teams.number,
      canEdit: drawingShares.canEdit,
    })
    .from(drawingShares)
    .innerJoin(teams, eq(teams.id, drawingShares.teamId))
    .where(eq(drawingShares.drawingId, drawingId))
    .orderBy(asc(teams.name));
}

/** Boards shared with a team (or, without one, every shared board), with their owner team. */
export async function listSharedWith(db: Executor, teamId: number | undefined, limit: number) {
  return db
    .selectDistinctOn([drawings.id], {
      id: drawings.id,
      teamId: drawings.teamId,
      teamName: teams.name,
      teamNumber: teams.number,
      canEdit: drawingShares.canEdit,
      updatedAt: drawings.updatedAt,
    })
    .from(drawingShares)
    .innerJoin(drawings, eq(drawings.id, drawingShares.drawingId))
    .innerJoin(teams, eq(teams.id, drawings.teamId))
    .where(teamId === undefined ? undefined : eq(drawingShares.teamId, teamId))
    .orderBy(drawings.id)
    .limit(limit);
}

export async function teamExists(db: Executor, teamId: number): Promise<boolean> {
  const rows = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).limit(1);
  return rows.length > 0;
}

/* Presence */

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
