import * as Y from 'yjs';
import {
  DRAWING_NOT_FOUND,
  DRAWING_UPDATE_MALFORMED,
  DRAWING_VIEW_ONLY,
  type DrawingDoc,
} from '../../../shared/contract/drawings.ts';
import {
  docOfScene,
  fromBase64,
  replaceDocScene,
  sceneOfDoc,
  toBase64,
} from '../../../shared/drawing/board-doc.ts';
import { parseScene } from '../../../shared/drawing/scene-schema.ts';
import { emptyScene, type Scene } from '../../../shared/drawing/scene.ts';
import type { AppDb, Executor } from '../../db/client.ts';
import type { WriteDeps } from '../../feature-options.ts';
import { badRequest, forbidden, notFound } from '../../http-errors.ts';
import type { Auth } from '../../plugins/sessions.ts';
import { docCacheOf, type DocCache } from './board-doc-cache.ts';
import { checkedMerge } from './board-doc-merge.ts';
import * as repo from './board-docs.repo.ts';
import { boardAccess, boardAudience } from './board-access.ts';
import { findDrawing, type DrawingHead, type DrawingRow } from './drawings.repo.ts';
import { transaction } from '../../db/transactions.ts';

/**
 * A board's shared Yjs document (decision 290): stored as a snapshot plus the updates since,
 * changed one update at a time under the document row's lock, each update checked on a copy of
 * the merged document before anything is stored.
 */

/** Updates kept after the snapshot before they are folded into a new one (the bounded history). */
export const COMPACT_AFTER_UPDATES = 50;
/** Larger updates travel in the live event as their number only (NOTIFY payloads stop at 8 KB). */
const INLINE_UPDATE_MAX_BASE64 = 3000;

function sceneOfRow(row: DrawingRow): Scene {
  const parsed = parseScene(row.scene);
  return parsed.ok ? parsed.scene : emptyScene();
}

/** A board saved before it had a document gets one from its scene, once. */
async function ensureDoc(db: Executor, id: number): Promise<void> {
  if (await repo.hasDoc(db, id)) return;
  const row = await findDrawing(db, id);
  if (row)
    await repo.insertDocIfMissing(db, id, Y.encodeStateAsUpdate(docOfScene(sceneOfRow(row))));
}

/** The merged document: this instance's copy when it is current, else snapshot plus updates. */
async function mergedDoc(cache: DocCache, db: Executor, docRow: repo.DocHead): Promise<Y.Doc> {
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
  if (vector === null) throw badRequest(DRAWING_UPDATE_MALFORMED);
  await ensureDoc(db, id);
  return transaction(db, async (tx) => {
    const docRow = await repo.lockDoc(tx, id, 'share');
    if (!docRow) throw notFound(DRAWING_NOT_FOUND);
    const cache = docCacheOf(db);
    const doc = await mergedDoc(cache, tx, docRow);
    cache.keep(id, docRow.seq, doc);
    let update: Uint8Array;
    try {
      update = Y.encodeStateAsUpdate(doc, vector);
    } catch {
      throw badRequest(DRAWING_UPDATE_MALFORMED);
    }
    return {
      update: toBase64(update),
      seq: docRow.seq,
      stateVector: toBase64(Y.encodeStateVector(doc)),
      canEdit: access.canEdit,
    };
  });
}

/**
 * Stores one checked update in the caller's transaction holding the document's lock. Past
 * COMPACT_AFTER_UPDATES it compacts, and the board's stored scene is written then (decision 310:
 * between compactions it trails the document, which every read of a board goes through).
 */
async function storeUpdate(
  tx: Executor,
  docRow: repo.DocHead,
  doc: Y.Doc,
  update: Uint8Array,
  merged: { bytes: number; storeScene: boolean },
) {
  const seq = docRow.seq + 1;
  await repo.appendUpdate(tx, docRow.drawingId, seq, update, merged.bytes);
  const compacting = seq - docRow.snapshotSeq >= COMPACT_AFTER_UPDATES;
  if (compacting) await repo.compact(tx, docRow.drawingId, seq, Y.encodeStateAsUpdate(doc));
  if (merged.storeScene && compacting) await repo.storeScene(tx, docRow.drawingId, sceneOfDoc(doc));
  else if (merged.storeScene) await repo.touchDrawing(tx, docRow.drawingId);
  return seq;
}

/** The scene a board's document shows now; null for a board that has no document yet. */
export async function docScene(db: AppDb, id: number): Promise<Scene | null> {
  return transaction(db, async (tx) => {
    const docRow = await repo.lockDoc(tx, id, 'share');
    if (!docRow) return null;
    const cache = docCacheOf(db);
    const doc = await mergedDoc(cache, tx, docRow);
    cache.keep(id, docRow.seq, doc);
    return sceneOfDoc(doc);
  });
}

async function announce(
  { db, events }: WriteDeps,
  row: DrawingHead,
  seq: number,
  update: Uint8Array,
) {
  const inline = toBase64(update);
  await events.emit({
    type: 'drawing.updated',
    drawingId: row.id,
    teamIds: await boardAudience(db, row),
    seq,
    update: inline.length <= INLINE_UPDATE_MAX_BASE64 ? inline : null,
  });
}

/** One change from an editor: checked, stored, compacted when the log grows, and sent to every open copy. */
export async function applyUpdate(
  deps: WriteDeps,
  auth: Auth,
  id: number,
  updateBase64: string,
): Promise<{ seq: number }> {
  const access = await boardAccess(deps.db, auth, id);
  if (!access.canEdit) throw forbidden(DRAWING_VIEW_ONLY);
  const update = fromBase64(updateBase64);
  if (update === null || update.byteLength === 0) throw badRequest(DRAWING_UPDATE_MALFORMED);
  await ensureDoc(deps.db, id);
  const cache = docCacheOf(deps.db);
  const result = await transaction(deps.db, async (tx) => {
    const docRow = await repo.lockDoc(tx, id, 'update');
    if (!docRow) throw notFound(DRAWING_NOT_FOUND);
    // A refused update may have changed this copy: it is not kept (checkedMerge throws).
    const doc = await mergedDoc(cache, tx, docRow);
    const merged = checkedMerge(doc, update, docRow.bytes);
    // An update the document already holds (a copy resending after reconnecting) changes nothing.
    if (!merged.changed) return { seq: docRow.seq, stored: false, doc };
    return {
      seq: await storeUpdate(tx, docRow, doc, update, { ...merged, storeScene: true }),
      stored: true,
      doc,
    };
  });
  // Kept once committed: a rolled-back change never reaches the cache.
  cache.keep(id, result.seq, result.doc);
  if (result.stored) await announce(deps, access.row, result.seq, update);
  return { seq: result.seq };
}

/**
 * A whole-board save (PUT with a scene) of a board that has a document: the document is changed
 * to show that scene, as an update every open copy merges.
 */
export async function replaceScene(deps: WriteDeps, row: DrawingHead, scene: Scene): Promise<void> {
  const result = await transaction(deps.db, async (tx) => {
    const docRow = await repo.lockDoc(tx, row.id, 'update');
    if (!docRow) return null;
    const doc = await mergedDoc(docCacheOf(deps.db), tx, docRow);
    const vector = Y.encodeStateVector(doc);
    replaceDocScene(doc, scene, null);
    const update = Y.encodeStateAsUpdate(doc, vector);
    // The PUT stored the scene itself, with the updatedAt its answer carries.
    const seq = await storeUpdate(tx, docRow, doc, update, {
      storeScene: false,
      bytes: Y.encodeStateAsUpdate(doc).byteLength,
    });
    return { seq, update };
  });
  if (result) await announce(deps, row, result.seq, result.update);
}
