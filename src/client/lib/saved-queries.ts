import type { PersistedClient } from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import { authRoutes } from '../../shared/routes/people.ts';

/**
 * The query cache as saved in IndexedDB for offline use (decision 121), with whose it is
 * (decision 234). lib/query-persistence.ts decides what is saved and restores it; lib/session-data.ts
 * forgets it.
 */

const STORAGE_KEY = 'query-cache';
const SAVE_DELAY_MS = 250;

let idbStore: ReturnType<typeof createStore> | null = null;
const store = () => (idbStore ??= createStore('pitcrew', 'offline'));

/**
 * Whose data a cache holds: `team:<id>`, `admin`, `staff:<id>` or `visitor` (decision 234). Saved with the
 * cache and compared on the next start, so one team's saved answers are never put back for another
 * team, a visitor or an administrator on the same browser.
 */
export type CacheOwner = `team:${number}` | 'admin' | `staff:${number}` | 'visitor';

export interface SessionShape {
  isAdmin?: boolean;
  teamId?: number | null;
  userId?: number | null;
  role?: string | null;
}

/** A judge's or a volunteer's cache is theirs alone (a volunteer's holds team codes). */
export const ownerOfSession = (session: SessionShape | null | undefined): CacheOwner => {
  if (session?.isAdmin) return 'admin';
  if (session?.teamId) return `team:${session.teamId}`;
  if ((session?.role === 'judge' || session?.role === 'volunteer') && session.userId)
    return `staff:${session.userId}`;
  return 'visitor';
};

const SESSION_KEY = [authRoutes.me.path];

/** The owner the client's session says, when it has one (restored, carried in the page or asked). */
export function sessionOwner(client: QueryClient): CacheOwner | undefined {
  const state = client.getQueryState<SessionShape | null>(SESSION_KEY);
  return state?.status === 'success' ? ownerOfSession(state.data) : undefined;
}

type SavedClient = PersistedClient & { owner?: CacheOwner };

/** What changes when a queued write is added, starts, waits, fails or is sent. */
function writesState(client: PersistedClient): string {
  return client.clientState.mutations
    .map(({ state }) => `${state.submittedAt}:${state.status}:${state.isPaused}`)
    .join();
}

/**
 * Writes to IndexedDB at most every SAVE_DELAY_MS, the last state winning; at once when a queued
 * write changes (added, waiting, failed, sent), so a message sent offline is kept as waiting even
 * if the page closes or reloads right after: a write begun on 'pagehide' may never finish.
 */
function idbSaver() {
  let pending: SavedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let savedWrites = '';
  /** While data is being forgotten nothing is saved, so nothing forgotten is written back. */
  let suspended = false;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const value = pending;
    pending = null;
    if (value && !suspended)
      set(STORAGE_KEY, value, store()).catch((error: unknown) =>
        console.warn('Could not keep data offline', error),
      );
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);
  return {
    save(client: PersistedClient, owner: CacheOwner) {
      if (suspended) return;
      pending = { ...client, owner };
      const writes = writesState(client);
      if (writes !== savedWrites) {
        savedWrites = writes;
        flush();
      } else timer ??= setTimeout(flush, SAVE_DELAY_MS);
    },
    /** The saved cache when it is `owner`'s; another owner's is deleted unread. */
    async restoreFor(owner: CacheOwner): Promise<PersistedClient | undefined> {
      const saved = await get<SavedClient>(STORAGE_KEY, store());
      if (!saved) return undefined;
      if (saved.owner === owner) return saved;
      await del(STORAGE_KEY, store());
      return undefined;
    },
    async remove() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
      await del(STORAGE_KEY, store());
    },
    suspend() {
      suspended = true;
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
    },
    resume() {
      suspended = false;
    },
  };
}

export const saver = idbSaver();

/**
 * Stops saving until `resumeSaving`, and drops a save already waiting: what is about to be
 * forgotten must not be written back by a save that was due (lib/session-data.ts).
 */
export function suspendSaving(): void {
  saver.suspend();
}

export function resumeSaving(): void {
  saver.resume();
}

/** Forgets everything saved for offline use. */
export async function clearSavedQueries(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    await saver.remove();
  } catch {
    // Storage unavailable: nothing was saved.
  }
}
