import type * as Y from 'yjs';
import type { DocHead } from './board-docs.repo.ts';

/**
 * The merged documents of the boards an instance changed last (decisions 310 and 312), each with
 * the document row it matches (update number, snapshot number, size), one cache per database.
 * A writer holding a board's lock whose stored number matches takes the copy instead of reading
 * the snapshot and the updates since and merging them again; any other number (another instance
 * wrote meanwhile) means the copy is stale and it is dropped. A writer without the lock takes the
 * newest copy and stores its change only if the row still has that number. Either way the copy
 * is out of the cache while the writer works, so a refused or rolled-back change never stays.
 */

/** Boards kept at once (a busy event has a few boards drawn on at a time). */
const MAX_BOARDS = 32;

interface KeptDoc {
  head: DocHead;
  doc: Y.Doc;
}

export interface DocCache {
  /** The board's merged document at `seq`, taken out of the cache (undefined when not there). */
  take(drawingId: number, seq: number): Y.Doc | undefined;
  /** The board's newest kept document and the row it matched, taken out of the cache. */
  takeNewest(drawingId: number): KeptDoc | undefined;
  /** Keeps the board's merged document as of `head`, unless a newer one is kept already. */
  keep(head: DocHead, doc: Y.Doc): void;
}

function createDocCache(): DocCache {
  const docs = new Map<number, KeptDoc>();
  const takeNewest = (drawingId: number) => {
    const entry = docs.get(drawingId);
    docs.delete(drawingId);
    return entry;
  };
  return {
    take: (drawingId, seq) => {
      const entry = takeNewest(drawingId);
      return entry?.head.seq === seq ? entry.doc : undefined;
    },
    takeNewest,
    keep(head, doc) {
      const kept = docs.get(head.drawingId);
      if (kept && kept.head.seq > head.seq) return;
      docs.delete(head.drawingId);
      docs.set(head.drawingId, { head, doc });
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
