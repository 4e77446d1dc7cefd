import * as Y from 'yjs';
import { fromBase64, toBase64 } from '../../../../shared/drawing/board-doc.ts';

/** A board's document as this browser stored it, so edits made offline survive a reload. */
export function readStored(key: string): Uint8Array | null {
  try {
    const stored = window.localStorage.getItem(key);
    return stored ? fromBase64(stored) : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, doc: Y.Doc): void {
  try {
    window.localStorage.setItem(key, toBase64(Y.encodeStateAsUpdate(doc)));
  } catch {
    // Storage full or refused: the server still has every change it acknowledged.
  }
}
