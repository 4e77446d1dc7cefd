import { CODED } from '../../../shared/coded-messages.ts';
import * as Y from 'yjs';
import {
  fromBase64,
  replaceDocScene,
  sceneOfDoc,
  toBase64,
} from '../../../shared/drawing/board-doc.ts';
import type { Scene } from '../../../shared/drawing/scene.ts';
import type { AppDb, Executor } from '../../db/client.ts';
import { transaction, writeAlone } from '../../db/transactions.ts';
import type { WriteDeps } from '../../feature-options.ts';
import { badRequest, forbidden, notFound } from '../../http-errors.ts';
import type { Auth } from '../../plugins/sessions.ts';
import { boardAccess, boardAudience } from './board-access.ts';
import { docCacheOf } from './board-doc-cache.ts';
import { checkedMerge } from './board-doc-merge.ts';
import { COMPACT_AFTER_UPDATES, ensureDoc, mergedDoc } from './board-docs.service.ts';
import * as repo from './board-docs.repo.ts';
import { appendUpdateIfAt } from './board-facts.repo.ts';
import type { DrawingHead } from './drawings.repo.ts';

/**
 * Changes to a board's shared document (decisions 290, 310 and 312). An editor's change costs,
 * when this instance holds the board's current document, one read (`boardAccess`) and one
 * statement that stores it; otherwise (another instance wrote since, or the log is due to be
 * compacted) a transaction under the document row's lock rebuilds the document and stores it.
 */

/** Larger updates travel in the live event as their number only (NOTIFY payloads stop at 8 KB). */
const INLINE_UPDATE_MAX_BASE64 = 3000;

interface Stored {
  seq: number;
  stored: boolean;
}

/**
 * The change applied to this instance's newest copy of the document and stored in one statement
 * if the document row still has that copy's number. Undefined when there is no copy, the log is
 * due to be compacted, the copy refuses the change (it may be stale: the locked path decides) or
 * another writer stored a change first.
 */
async function appendToKeptCopy(db: AppDb, id: number, update: Uint8Array) {
  const cache = docCacheOf(db);
  const kept = cache.takeNewest(id);
  if (!kept) return undefined;
  const { head, doc } = kept;
  if (head.seq + 1 - head.snapshotSeq >= COMPACT_AFTER_UPDATES) {
    cache.keep(head, doc);
    return undefined;
  }
  let merged;
  try {
    merged = checkedMerge(doc, update, head.bytes);
  } catch {
    return undefined;
  }
  if (!merged.changed) {
    cache.keep(head, doc);
    return { seq: head.seq, stored: false };
  }
  const now = new Date();
  const stored = await writeAlone(db, (writer, alsoWrite) =>
    appendUpdateIfAt(writer, head, update, merged.bytes, now, alsoWrite),
  );
  if (!stored) return undefined;
  cache.keep({ ...head, seq: head.seq + 1, bytes: merged.bytes }, doc);
  return { seq: head.seq + 1, stored: true };
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
): Promise<repo.DocHead> {
  const seq = docRow.seq + 1;
  await repo.appendUpdate(tx, docRow.drawingId, seq, update, merged.bytes);
  const compacting = seq - docRow.snapshotSeq >= COMPACT_AFTER_UPDATES;
  if (compacting) await repo.compact(tx, docRow.drawingId, seq, Y.encodeStateAsUpdate(doc));
  if (merged.storeScene && compacting) await repo.storeScene(tx, docRow.drawingId, sceneOfDoc(doc));
  else if (merged.storeScene) await repo.touchDrawing(tx, docRow.drawingId);
  return {
    ...docRow,
    seq,
    bytes: merged.bytes,
    snapshotSeq: compacting ? seq : docRow.snapshotSeq,
  };
}

/** The change applied and stored under the document row's lock, rebuilding a stale copy. */
async function appendUnderLock(db: AppDb, id: number, update: Uint8Array): Promise<Stored> {
  const cache = docCacheOf(db);
  const result = await transaction(db, async (tx) => {
    const docRow = await repo.lockDoc(tx, id, 'update');
    if (!docRow) throw notFound(CODED.drawings.notFound);
    // A refused update may have changed this copy: it is not kept (checkedMerge throws).
    const doc = await mergedDoc(cache, tx, docRow);
    const merged = checkedMerge(doc, update, docRow.bytes);
    // An update the document already holds (a copy resending after reconnecting) changes nothing.
    if (!merged.changed) return { head: docRow, stored: false, doc };
    const head = await storeUpdate(tx, docRow, doc, update, { ...merged, storeScene: true });
    return { head, stored: true, doc };
  });
  // Kept once committed: a rolled-back change never reaches the cache.
  cache.keep(result.head, result.doc);
  return { seq: result.head.seq, stored: result.stored };
}

async function announce(
  { events }: WriteDeps,
  id: number,
  teamIds: number[],
  seq: number,
  update: Uint8Array,
) {
  const inline = toBase64(update);
  await events.emit({
    type: 'drawing.updated',
    drawingId: id,
    teamIds,
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
  if (!access.canEdit) throw forbidden(CODED.drawings.viewOnly);
  const update = fromBase64(updateBase64);
  if (update === null || update.byteLength === 0) throw badRequest(CODED.drawings.updateMalformed);
  if (!access.hasDoc) await ensureDoc(deps.db, id);
  const result =
    (await appendToKeptCopy(deps.db, id, update)) ?? (await appendUnderLock(deps.db, id, update));
  if (result.stored) await announce(deps, id, access.audience, result.seq, update);
  return { seq: result.seq };
}

/**
 * A whole-board save (PUT with a scene) of a board that has a document: the document is changed
 * to show that scene, as an update every open copy merges.
 */
export async function replaceScene(deps: WriteDeps, row: DrawingHead, scene: Scene): Promise<void> {
  const cache = docCacheOf(deps.db);
  const result = await transaction(deps.db, async (tx) => {
    const docRow = await repo.lockDoc(tx, row.id, 'update');
    if (!docRow) return null;
    const doc = await mergedDoc(cache, tx, docRow);
    const vector = Y.encodeStateVector(doc);
    replaceDocScene(doc, scene, null);
    const update = Y.encodeStateAsUpdate(doc, vector);
    // The PUT stored the scene itself, with the updatedAt its answer carries.
    const head = await storeUpdate(tx, docRow, doc, update, {
      storeScene: false,
      bytes: Y.encodeStateAsUpdate(doc).byteLength,
    });
    return { head, update, doc };
  });
  if (!result) return;
  cache.keep(result.head, result.doc);
  await announce(deps, row.id, await boardAudience(deps.db, row), result.head.seq, result.update);
}
