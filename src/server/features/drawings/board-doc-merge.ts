import { codedFieldMessage } from '../../validation-errors.ts';
import { CODED, type CodedMessage } from '../../../shared/coded-messages.ts';
import * as Y from 'yjs';
import {
  BOARD_DOC_ROOTS,
  elementsOf,
  MAX_BOARD_DOC_BYTES,
  sceneOfDoc,
} from '../../../shared/drawing/board-doc.ts';
import { parseScene } from '../../../shared/drawing/scene-schema.ts';
import { SCENE_LIMITS, totalPoints, type SceneElement } from '../../../shared/drawing/scene.ts';
import { badRequest, HttpError } from '../../http-errors.ts';

/**
 * One editor's update merged into a board's document, checked (decision 310). The cost of a
 * change is that of the change, not of the board: only the elements the update adds go through
 * the scene schema (the whole scene only when the board's size changes), the limits on elements
 * and points are counted without it, and the document's full state is encoded only when its size
 * could be near the 2 MB limit.
 */

export interface MergeResult {
  /** False when the document already held everything the update carries. */
  changed: boolean;
  /** At least the merged document's full state in bytes (exact when it came near the limit). */
  bytes: number;
}

function refuse(message: CodedMessage = CODED.drawings.updateMalformed): never {
  throw badRequest(message);
}

/** Checks the scene a merge leaves: limits, then the added elements (or all, after a resize). */
function checkScene(doc: Y.Doc, added: unknown[], resized: boolean): void {
  const scene = sceneOfDoc(doc);
  if (resized) {
    const parsed = parseScene(scene);
    if (!parsed.ok) refuse(codedFieldMessage(parsed.message));
    return;
  }
  if (scene.elements.length > SCENE_LIMITS.maxElements) refuse(CODED.drawings.tooManyElements);
  const parsed = parseScene({ ...scene, elements: added });
  if (!parsed.ok) refuse(codedFieldMessage(parsed.message));
  if (totalPoints(scene) > SCENE_LIMITS.maxTotalPoints) refuse(CODED.drawings.tooManyPoints);
}

/**
 * Applies `update` to `doc` and refuses it when it does not decode, depends on changes the
 * document lacks, adds anything but the board's own parts, or leaves a scene the scene schema
 * refuses (400); or when the document would pass 2 MB (413). A refused update may have changed
 * `doc`: the caller throws that copy away.
 */
export function checkedMerge(doc: Y.Doc, update: Uint8Array, bytesBefore: number): MergeResult {
  const elements = elementsOf(doc);
  const board = doc.getMap('board');
  const added: unknown[] = [];
  let resized = false;
  let changed = false;
  const onElements = (event: Y.YArrayEvent<SceneElement>) => {
    for (const part of event.changes.delta) if (part.insert) added.push(...part.insert);
  };
  const onBoard = () => (resized = true);
  const onUpdate = () => (changed = true);
  elements.observe(onElements);
  board.observe(onBoard);
  doc.on('update', onUpdate);
  try {
    Y.applyUpdate(doc, update);
  } catch {
    refuse();
  } finally {
    elements.unobserve(onElements);
    board.unobserve(onBoard);
    doc.off('update', onUpdate);
  }
  if (doc.store.pendingStructs !== null || doc.store.pendingDs !== null) refuse();
  if ([...doc.share.keys()].some((key) => !BOARD_DOC_ROOTS.includes(key))) refuse();
  let bytes = bytesBefore + update.byteLength;
  if (bytes > MAX_BOARD_DOC_BYTES) {
    bytes = Y.encodeStateAsUpdate(doc).byteLength;
    if (bytes > MAX_BOARD_DOC_BYTES) throw new HttpError(413, CODED.drawings.docTooLarge);
  }
  if (changed) checkScene(doc, added, resized);
  return { changed, bytes };
}
