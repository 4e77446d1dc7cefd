import * as Y from 'yjs';
import { SCENE_LIMITS, SCENE_VERSION, type Scene, type SceneElement } from './scene.ts';

/**
 * A board as a shared Yjs document (decision 290): what every open copy of a board edits at once.
 *
 * - `board` (a map) holds the board's size, set once when the document is made.
 * - `elements` (an array) holds the scene's elements in drawing order, each one immutable plain
 *   data: a stroke, rectangle or erasure is added whole when it is finished, and Clear deletes
 *   the elements it saw. Concurrent additions are all kept, in one order on every copy, and an
 *   erasure rubs out what lies before it in that order, as on a board drawn alone.
 *
 * A board saved before it had a document becomes one through `docOfScene` (the server does this
 * once, on first open, so two phones never seed it twice).
 */

const BOARD_KEY = 'board';
const ELEMENTS_KEY = 'elements';
/** The only root types a board document may hold (a foreign one marks an update as malformed). */
export const BOARD_DOC_ROOTS: readonly string[] = [BOARD_KEY, ELEMENTS_KEY];

/** A board document at most this large, as its full state (2 MB). */
export const MAX_BOARD_DOC_BYTES = 2 * 1024 * 1024;

export const elementsOf = (doc: Y.Doc): Y.Array<SceneElement> =>
  doc.getArray<SceneElement>(ELEMENTS_KEY);

/** A new document holding the scene (the server's first open of a board saved before). */
export function docOfScene(scene: Scene): Y.Doc {
  const doc = new Y.Doc();
  doc.transact(() => {
    const board = doc.getMap<number>(BOARD_KEY);
    board.set('width', scene.width);
    board.set('height', scene.height);
    elementsOf(doc).push([...scene.elements]);
  });
  return doc;
}

/** The scene a document shows now: what renders, downloads and is saved as the board. */
export function sceneOfDoc(doc: Y.Doc): Scene {
  const board = doc.getMap<number>(BOARD_KEY);
  return {
    version: SCENE_VERSION,
    width: board.get('width') ?? 800,
    height: board.get('height') ?? 600,
    elements: elementsOf(doc).toArray(),
  };
}

/** Adds a finished element as one change of `origin` (the local editor's, for its undo). */
export function addToDoc(doc: Y.Doc, element: SceneElement, origin: unknown): boolean {
  const elements = elementsOf(doc);
  if (elements.length >= SCENE_LIMITS.maxElements) return false;
  doc.transact(() => elements.push([element]), origin);
  return true;
}

/** Clears the board: deletes the elements this copy holds (ones drawn elsewhere meanwhile stay). */
export function clearDoc(doc: Y.Doc, origin: unknown): void {
  const elements = elementsOf(doc);
  if (elements.length > 0) doc.transact(() => elements.delete(0, elements.length), origin);
}

/** Makes the document show `scene` (a whole-board save from a client that edits without a document). */
export function replaceDocScene(doc: Y.Doc, scene: Scene, origin: unknown): void {
  doc.transact(() => {
    const elements = elementsOf(doc);
    elements.delete(0, elements.length);
    elements.push([...scene.elements]);
  }, origin);
}

/** Bytes as base64 (updates travel in JSON and in live events as base64). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Base64 back to bytes; null when it is not base64. */
export function fromBase64(text: string): Uint8Array | null {
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}
