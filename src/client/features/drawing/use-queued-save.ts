import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../lib/api.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { useOnline } from '../../lib/online-status.ts';

/** A Save pressed offline: the name for a new board (null for the open one) and its key. */
export interface QueuedSave {
  name: string | null;
  idempotencyKey: string;
}

const queueKey = (draftStorageKey: string) => `${draftStorageKey}:queued-save`;

function load(key: string): QueuedSave | null {
  try {
    const stored = JSON.parse(
      window.localStorage.getItem(key) ?? 'null',
    ) as Partial<QueuedSave> | null;
    if (!stored || typeof stored.idempotencyKey !== 'string') return null;
    return {
      name: typeof stored.name === 'string' ? stored.name : null,
      idempotencyKey: stored.idempotencyKey,
    };
  } catch {
    return null;
  }
}

function store(key: string, queued: QueuedSave | null): void {
  try {
    if (queued) window.localStorage.setItem(key, JSON.stringify(queued));
    else window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: the save still runs when the connection returns while the page is open.
  }
}

/**
 * A board saved offline (decision 123): the drawing is already kept in this browser (the draft),
 * so Save only records that it should be saved, in localStorage beside the draft, and it is
 * saved once the connection is back, with the same Idempotency-Key however often that is tried,
 * even after a reload. `save` throws when it fails: an answer from the server (a refusal) ends
 * the wait and goes to `onFailed` (the Save button tries again; the drawing stays in the draft);
 * no answer at all (the browser said online too soon, or the connection dropped again) keeps it
 * waiting, to be tried when the browser next comes online. None is dropped silently.
 */
export function useQueuedSave(
  draftStorageKey: string,
  ready: boolean,
  save: (queued: QueuedSave) => Promise<unknown>,
  onFailed: (error: unknown) => void,
) {
  const key = queueKey(draftStorageKey);
  const [queued, setQueued] = useState<QueuedSave | null>(() => load(key));
  const online = useOnline();
  const running = useRef(false);
  const callbacks = useRef({ save, onFailed });
  useEffect(() => {
    callbacks.current = { save, onFailed };
  });

  useEffect(() => {
    if (!queued || !online || !ready || running.current) return;
    running.current = true;
    const finish = () => {
      running.current = false;
      store(key, null);
      setQueued(null);
    };
    callbacks.current.save(queued).then(finish, (error: unknown) => {
      running.current = false;
      if (!isApiError(error)) return; // no answer: still waiting (tried again when back online)
      finish();
      callbacks.current.onFailed(error);
    });
  }, [queued, online, ready, key]);

  return {
    waiting: queued !== null,
    queue(name: string | null) {
      const next = { name, idempotencyKey: queued?.idempotencyKey ?? newIdempotencyKey() };
      store(key, next);
      setQueued(next);
    },
  };
}
