import type { Mutation, Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { isOutboxWrite } from './outbox.ts';

/**
 * The query cache kept in IndexedDB, so a phone that lost the venue Wi-Fi still shows the last
 * known schedule, interviews, messages, robots and boards, even after a reload or a cold start
 * (decision 121). Only what a team may see on a shared phone is kept: an allowlist of reads,
 * never an administrator's (team codes, coach contact details), never consent records. Queued
 * writes (messages waiting to send) are kept with them until they are sent.
 */
const PERSISTED_READS = [
  /^\/api\/auth\/me$/,
  /^\/api\/teams$/,
  /^\/api\/timeslots$/,
  /^\/api\/interviews$/,
  /^\/api\/messages(\/unread)?$/,
  /^\/api\/blocks$/,
  /^\/api\/canned-messages$/,
  /^\/api\/robots$/,
  /^\/api\/drawings(\/\d+)?$/,
  /^\/api\/settings\/(tournament|scheduling)$/,
  /^\/api\/streams$/,
  /^\/api\/manual\/status$/,
];

/** Saved data older than this is not shown. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Changes when what is saved changes shape: older saves are dropped. */
const BUSTER = 'pitcrew-1';
const STORAGE_KEY = 'query-cache';
const SAVE_DELAY_MS = 250;

let idbStore: ReturnType<typeof createStore> | null = null;
const store = () => (idbStore ??= createStore('pitcrew', 'offline'));

function isAdminCache(client: QueryClient): boolean {
  const session = client.getQueryData<{ isAdmin?: boolean } | null>(['/api/auth/me']);
  return session?.isAdmin === true;
}

function shouldPersistQuery(query: Query): boolean {
  const path = query.queryKey[0];
  return query.state.status === 'success' && typeof path === 'string' && PERSISTED_READS.some((re) => re.test(path));
}

/**
 * Writes waiting to send, being sent, or failed and waiting for Retry (lib/outbox.ts). Not one
 * only just made: until it starts it holds nothing to send (its message is set when it starts).
 */
function shouldPersistMutation(mutation: Mutation): boolean {
  const { status } = mutation.state;
  return isOutboxWrite(mutation) && status !== 'success' && status !== 'idle';
}

/** What changes when a queued write is added, starts, waits, fails or is sent. */
function writesState(client: PersistedClient): string {
  return client.clientState.mutations.map(({ state }) => `${state.submittedAt}:${state.status}:${state.isPaused}`).join();
}

/**
 * Writes to IndexedDB at most every SAVE_DELAY_MS, the last state winning; at once when a queued
 * write changes (added, waiting, failed, sent), so a message sent offline is kept as waiting even
 * if the page closes or reloads right after: a write begun on 'pagehide' may never finish.
 */
function idbPersister(): Persister {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let savedWrites = '';
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const value = pending;
    pending = null;
    if (value) set(STORAGE_KEY, value, store()).catch((error: unknown) => console.warn('Could not keep data offline', error));
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);
  return {
    persistClient: (client) => {
      pending = client;
      const writes = writesState(client);
      if (writes !== savedWrites) {
        savedWrites = writes;
        flush();
      } else timer ??= setTimeout(flush, SAVE_DELAY_MS);
    },
    restoreClient: () => get<PersistedClient>(STORAGE_KEY, store()),
    removeClient: async () => {
      pending = null;
      await del(STORAGE_KEY, store());
    },
  };
}

const persister = idbPersister();

/** Puts the saved cache back into `client`; resolves (never rejects) once done. */
export async function restoreQueries(client: QueryClient): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    await persistQueryClientRestore({ queryClient: client, persister, maxAge: MAX_AGE_MS, buster: BUSTER });
  } catch (error) {
    console.warn('Saved offline data could not be read; starting without it', error);
  }
}

/** Keeps saving `client`'s cache as it changes. An administrator's cache is never saved. */
export function keepQueriesSaved(client: QueryClient): () => void {
  if (typeof indexedDB === 'undefined') return () => {};
  return persistQueryClientSubscribe({
    queryClient: client,
    persister: {
      ...persister,
      persistClient: (saved) => (isAdminCache(client) ? persister.removeClient() : persister.persistClient(saved)),
    },
    buster: BUSTER,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: shouldPersistMutation },
  });
}

/** Forgets everything saved for offline use (on sign-out). */
export async function clearSavedQueries(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    await persister.removeClient();
  } catch {
    // Storage unavailable: nothing was saved.
  }
}
