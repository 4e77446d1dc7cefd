import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { drawingDocs, drawings, drawingShares, drawingUpdates, teams } from '../../db/schema.ts';

/** Boards' shared documents, their updates, shares and presence (decision 290). */

/** A document row without its snapshot (read only when this instance has no current copy). */
export type DocHead = Omit<typeof drawingDocs.$inferSelect, 'snapshot'>;

const headColumns = {
  drawingId: drawingDocs.drawingId,
  seq: drawingDocs.seq,
  snapshotSeq: drawingDocs.snapshotSeq,
  bytes: drawingDocs.bytes,
};

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
): Promise<DocHead | undefined> {
  const [row] = await db
    .select(headColumns)
    .from(drawingDocs)
    .where(eq(drawingDocs.drawingId, drawingId))
    .for(mode);
  return row;
}

export async function readSnapshot(db: Executor, drawingId: number): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ snapshot: drawingDocs.snapshot })
    .from(drawingDocs)
    .where(eq(drawingDocs.drawingId, drawingId));
  return row?.snapshot ?? null;
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

/** Marks the board changed (its list order, a whole-board save's check) without rewriting its scene. */
export async function touchDrawing(
  db: Executor,
  drawingId: number,
  now = new Date(),
): Promise<void> {
  await db.update(drawings).set({ updatedAt: now }).where(eq(drawings.id, drawingId));
}

/* Shares */

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
