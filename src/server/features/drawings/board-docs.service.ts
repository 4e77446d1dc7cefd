import { CODED } from '../../../shared/coded-messages.ts';
import * as Y from 'yjs';
import { type DrawingDoc } from '../../../shared/contract/drawings.ts';
import { docOfScene, fromBase64, sceneOfDoc, toBase64 } from '../../../shared/drawing/board-doc.ts';
import { parseScene } from '../../../shared/drawing/scene-schema.ts';
import { emptyScene, type Scene } from '../../../shared/drawing/scene.ts';
import type { AppDb, Executor } from '../../db/client.ts';
import { badRequest, notFound } from '../../http-errors.ts';
import type { Auth } from '../../plugins/sessions.ts';
import { docCacheOf, type DocCache } from './board-doc-cache.ts';
import * as repo from './board-docs.repo.ts';
import { boardAccess } from './board-access.ts';
import { findDrawing, type DrawingRow } from './drawings.repo.ts';
import { transaction } from '../../db/transactions.ts';

/**
 * A board's shared Yjs document (decision 290): stored as a snapshot plus the updates since, read
 * here; changed one update at a time, each checked on a copy of the merged document before
 * anything is stored (`board-updates.service.ts`).
 */

/** Updates kept after the snapshot before they are folded into a new one (the bounded history). */
export const COMPACT_AFTER_UPDATES = 50;

function sceneOfRow(row: DrawingRow): Scene {
  const parsed = parseScene(row.scene);
  return parsed.ok ? parsed.scene : emptyScene();
}

/**
 * A board saved before it had a document gets one from its scene, once (two first opens at once
 * make it once). Callers know from `boardAccess` whether the board has one already.
 */
export async function ensureDoc(db: Executor, id: number): Promise<void> {
  const row = await findDrawing(db, id);
  if (row)
    await repo.insertDocIfMissing(db, id, Y.encodeStateAsUpdate(docOfScene(sceneOfRow(row))));
}

/** The merged document: this instance's copy when it is current, else snapshot plus updates. */
export async function mergedDoc(
  cache: DocCache,
  db: Executor,
  docRow: repo.DocHead,
): Promise<Y.Doc> {
  const kept = cache.take(docRow.drawingId, docRow.seq);
  if (kept) return kept;
  const doc = new Y.Doc();
  Y.applyUpdate(doc, (await repo.readSnapshot(db, docRow.drawingId)) ?? new Uint8Array([0, 0]));
  for (const update of await repo.updatesAfter(db, docRow.drawingId, docRow.snapshotSeq))
    Y.applyUpdate(doc, update);
  return doc;
}

/** What the caller lacks of the board's document (all of it without a state vector). */
export async function getDoc(
  db: AppDb,
  auth: Auth,
  id: number,
  stateVector?: string,
): Promise<DrawingDoc> {
  const access = await boardAccess(db, auth, id);
  const vector = stateVector === undefined ? undefined : fromBase64(stateVector);
  if (vector === null) throw badRequest(CODED.drawings.updateMalformed);
  if (!access.hasDoc) await ensureDoc(db, id);
  return transaction(db, async (tx) => {
    const docRow = await repo.lockDoc(tx, id, 'share');
    if (!docRow) throw notFound(CODED.drawings.notFound);
    const cache = docCacheOf(db);
    const doc = await mergedDoc(cache, tx, docRow);
    cache.keep(docRow, doc);
    let update: Uint8Array;
    try {
      update = Y.encodeStateAsUpdate(doc, vector);
    } catch {
      throw badRequest(CODED.drawings.updateMalformed);
    }
    return {
      update: toBase64(update),
      seq: docRow.seq,
      stateVector: toBase64(Y.encodeStateVector(doc)),
      canEdit: access.canEdit,
    };
  });
}

/** The scene a board's document shows now; null for a board that has no document yet. */
export async function docScene(db: AppDb, id: number): Promise<Scene | null> {
  return transaction(db, async (tx) => {
    const docRow = await repo.lockDoc(tx, id, 'share');
    if (!docRow) return null;
    const cache = docCacheOf(db);
    const doc = await mergedDoc(cache, tx, docRow);
    cache.keep(docRow, doc);
    return sceneOfDoc(doc);
  });
}
