import type * as Y from 'yjs';

/**
 * The merged documents of the boards an instance changed last (decision 310), each with the
 * update number it holds, one cache per database. A writer holding a board's lock whose stored
 * number matches takes the copy instead of reading the snapshot and the updates since and merging
 * them again; any other number (another instance wrote meanwhile) means the copy is stale and it
 * is dropped. A writer takes the copy out while it works, so a refused or rolled-back change
 * never leaves it behind.
 */

/** Boards kept at once (a busy event has a few boards drawn on at a time). */
const MAX_BOARDS = 32;

export interface DocCache {
  /** The board's merged document at `seq`, taken out of the cache (undefined when not there). */
  take(drawingId: number, seq: number): Y.Doc | undefined;
  /** Keeps the board's merged document at `seq`, unless a newer one is kept already. */
  keep(drawingId: number, seq: number, doc: Y.Doc): void;
}

function createDocCache(): DocCache {
  const docs = new Map<number, { seq: number; doc: Y.Doc }>();
  return {
    take(drawingId, seq) {
      const entry = docs.get(drawingId);
      docs.delete(drawingId);
      return entry?.seq === seq ? entry.doc : undefined;
    },
    keep(drawingId, seq, doc) {
      const kept = docs.get(drawingId);
      if (kept && kept.seq > seq) return;
      docs.delete(drawingId);
      docs.set(drawingId, { seq, doc });
      if (docs.size > MAX_BOARDS) docs.delete(docs.keys().next().value!);
    },
  };
}

const caches = new WeakMap<object, DocCache>();

/** The cache of documents read from `db` (board ids are only unique within one database). */
export function docCacheOf(db: object): DocCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = createDocCache()));
  return cache;
}
