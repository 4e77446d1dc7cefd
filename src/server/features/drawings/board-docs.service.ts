import * as Y from 'yjs';
import {
  DRAWING_DOC_TOO_LARGE,
  DRAWING_NOT_FOUND,
  DRAWING_OTHER_TEAM,
  DRAWING_UPDATE_MALFORMED,
  DRAWING_VIEW_ONLY,
  type DrawingDoc,
} from '../../../shared/contract/drawings.ts';
import {
  BOARD_DOC_ROOTS,
  docOfScene,
  fromBase64,
  MAX_BOARD_DOC_BYTES,
  replaceDocScene,
  sceneOfDoc,
  toBase64,
} from '../../../shared/drawing/board-doc.ts';
import { parseScene } from '../../../shared/drawing/scene-schema.ts';
import { emptyScene, type Scene } from '../../../shared/drawing/scene.ts';
import type { AppDb, Executor } from '../../db/client.ts';
import type { WriteDeps } from '../../feature-options.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../http-errors.ts';
import { canActFor, type Auth } from '../../plugins/sessions.ts';
import * as repo from './board-docs.repo.ts';
import { findDrawing, type DrawingRow } from './drawings.repo.ts';

/**
 * A board's shared Yjs document (decision 290): stored as a snapshot plus the updates since,
 * changed one update at a time under the document row's lock, each update checked on a copy of
 * the merged document before anything is stored.
 */

/** Updates kept after the snapshot before they are folded into a new one (the bounded history). */
export const COMPACT_AFTER_UPDATES = 50;
/** Larger updates travel in the live event as their number only (NOTIFY payloads stop at 8 KB). */
const INLINE_UPDATE_MAX_BASE64 = 3000;

export interface BoardAccess {
  row: DrawingRow;
  canEdit: boolean;
  /** The owner team or an organiser: may share, rename and delete. */
  owns: boolean;
}

/** Who may open the board: its team and organisers (all of it), teams it is shared with (as shared). */
export async function boardAccess(db: Executor, auth: Auth, id: number): Promise<BoardAccess> {
  const row = await findDrawing(db, id);
  if (!row) throw notFound(DRAWING_NOT_FOUND);
  if (canActFor(auth, row.teamId)) return { row, canEdit: true, owns: true };
  const share = auth.kind === 'team' ? await repo.findShare(db, id, auth.teamId) : undefined;
  if (!share) throw forbidden(DRAWING_OTHER_TEAM);
  return { row, canEdit: share.canEdit, owns: false };
}

/** The teams that hear a board's changes: its own and the ones it is shared with. */
export async function boardAudience(db: Executor, row: DrawingRow): Promise<number[]> {
  return [row.teamId, ...(await repo.sharedTeamIds(db, row.id))];
}

function sceneOfRow(row: DrawingRow): Scene {
  const parsed = parseScene(row.scene);
  return parsed.ok ? parsed.scene : emptyScene();
}

/** A board saved before it had a document gets one from its scene, once. */
async function ensureDoc(db: Executor, row: DrawingRow): Promise<void> {
  await repo.insertDocIfMissing(db, row.id, Y.encodeStateAsUpdate(docOfScene(sceneOfRow(row))));
}

async function mergedDoc(db: Executor, docRow: repo.DocRow): Promise<Y.Doc> {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, docRow.snapshot);
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
  await ensureDoc(db, access.row);
  return db.transaction(async (tx) => {
    const docRow = await repo.lockDoc(tx, id, 'share');
    if (!docRow) throw notFound(DRAWING_NOT_FOUND);
    const doc = await mergedDoc(tx, docRow);
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
 * Applies `update` to a copy of the merged document and refuses it, storing nothing, when it does
 * not decode, depends on changes the server does not have, adds anything but the board's own
 * parts, or leaves a scene the scene schema refuses (400); or when the document would pass 2 MB (413).
 */
function checkedMerge(doc: Y.Doc, update: Uint8Array): { scene: Scene; bytes: number } {
  try {
    Y.applyUpdate(doc, update);
  } catch {
    throw badRequest(DRAWING_UPDATE_MALFORMED);
  }
  if (doc.store.pendingStructs !== null || doc.store.pendingDs !== null)
    throw badRequest(DRAWING_UPDATE_MALFORMED);
  if ([...doc.share.keys()].some((key) => !BOARD_DOC_ROOTS.includes(key)))
    throw badRequest(DRAWING_UPDATE_MALFORMED);
  const bytes = Y.encodeStateAsUpdate(doc).byteLength;
  if (bytes > MAX_BOARD_DOC_BYTES) throw new HttpError(413, DRAWING_DOC_TOO_LARGE);
  const scene = sceneOfDoc(doc);
  const parsed = parseScene(scene);
  if (!parsed.ok) throw badRequest(parsed.message);
  return { scene, bytes };
}

/** Stores one checked update (and compacts), in the caller's transaction holding the document's lock. */
async function storeUpdate(
  tx: Executor,
  docRow: repo.DocRow,
  doc: Y.Doc,
  update: Uint8Array,
  merged: { scene: Scene | null; bytes: number },
) {
  const seq = docRow.seq + 1;
  await repo.appendUpdate(tx, docRow.drawingId, seq, update, merged.bytes);
  if (seq - docRow.snapshotSeq >= COMPACT_AFTER_UPDATES)
    await repo.compact(tx, docRow.drawingId, seq, Y.encodeStateAsUpdate(doc));
  if (merged.scene) await repo.storeScene(tx, docRow.drawingId, merged.scene);
  return seq;
}

async function announce(
  { db, events }: WriteDeps,
  row: DrawingRow,
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
  await ensureDoc(deps.db, access.row);
  const result = await deps.db.transaction(async (tx) => {
    const docRow = await repo.lockDoc(tx, id, 'update');
    if (!docRow) throw notFound(DRAWING_NOT_FOUND);
    const doc = await mergedDoc(tx, docRow);
    const before = Y.encodeStateAsUpdate(doc);
    const merged = checkedMerge(doc, update);
    // An update the document already holds (a copy resending after reconnecting) changes nothing.
    if (equalBytes(Y.encodeStateAsUpdate(doc), before)) return { seq: docRow.seq, stored: false };
    return { seq: await storeUpdate(tx, docRow, doc, update, merged), stored: true };
  });
  if (result.stored) await announce(deps, access.row, result.seq, update);
  return { seq: result.seq };
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  for (let i = 0; i < a.byteLength; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A whole-board save (PUT with a scene) of a board that has a document: the document is changed
 * to show that scene, as an update every open copy merges.
 */
export async function replaceScene(deps: WriteDeps, row: DrawingRow, scene: Scene): Promise<void> {
  const result = await deps.db.transaction(async (tx) => {
    const docRow = await repo.lockDoc(tx, row.id, 'update');
    if (!docRow) return null;
    const doc = await mergedDoc(tx, docRow);
    const vector = Y.encodeStateVector(doc);
    replaceDocScene(doc, scene, null);
    const update = Y.encodeStateAsUpdate(doc, vector);
    // The PUT stored the scene itself, with the updatedAt its answer carries.
    const seq = await storeUpdate(tx, docRow, doc, update, {
      scene: null,
      bytes: Y.encodeStateAsUpdate(doc).byteLength,
    });
    return { seq, update };
  });
  if (result) await announce(deps, row, result.seq, result.update);
}
