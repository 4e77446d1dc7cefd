import type { QueryClient } from '@tanstack/react-query';
import {
  clearSavedQueries,
  resumeSaving,
  sessionOwner,
  suspendSaving,
  type CacheOwner,
} from './saved-queries.ts';
import { forgetRegistration } from './registration-storage.ts';
import { authRoutes } from '../../shared/routes/people.ts';

/**
 * What a signed-in team leaves in this browser, and how it is all forgotten (decision 234): on
 * Log Out, when the server says the session is over, and when another team signs in. A phone is
 * often shared at a venue: the next person must find nothing of the last team's.
 *
 * - the query cache in memory (every answer, shown or not) and the writes waiting to send;
 * - the same saved in IndexedDB for offline use (lib/query-persistence.ts);
 * - boards drawn and not yet saved, kept in localStorage under DRAFT_STORAGE_PREFIX;
 * - the registration this browser remembers (spec section 4: logout clears both keys);
 * - any Cache Storage entry that is not the service worker's precache of the built app;
 * - this browser's push subscription (the server deletes its row with the session).
 */

/** Where the drawing boards keep their unsaved drafts (features/drawing/draft-storage.ts). */
export const DRAFT_STORAGE_PREFIX = 'drawing-draft';

const SESSION_PATH = authRoutes.me.path;

/** Workbox's precache holds only the built app, the same for everyone. */
const isAppPrecache = (name: string) => name.startsWith('workbox-precache');

function forgetDrafts() {
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key?.startsWith(`${DRAFT_STORAGE_PREFIX}:`)) keys.push(key);
    }
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

async function forgetCaches() {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(
      names.filter((name) => !isAppPrecache(name)).map((name) => caches.delete(name)),
    );
  } catch {
    // Cache Storage unavailable: nothing was kept.
  }
}

async function forgetPushSubscription() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // No worker or no push here: nothing to forget.
  }
}

let forgetting: Promise<void> | null = null;

/**
 * Forgets every answer and write in memory at once (the page draws signed out from here on), then
 * what is kept in the browser's stores. Nothing is saved for offline use until all of it is gone.
 * `session` is what the session query holds afterwards (null: signed out).
 */
export function forgetSessionData(client: QueryClient, session: unknown = null): Promise<void> {
  suspendSaving();
  const notSession = (query: { queryKey: readonly unknown[] }) =>
    query.queryKey[0] !== SESSION_PATH;
  void client.cancelQueries({ predicate: notSession });
  client.getMutationCache().clear();
  // The session first, on the query the page watches, so the page draws signed out at once.
  client.setQueryData([SESSION_PATH], session);
  client.removeQueries({ predicate: notSession });
  forgetRegistrationUnlessSignedIn(session);
  forgetDrafts();
  const stores = (forgetting ?? Promise.resolve())
    .then(() => Promise.all([clearSavedQueries(), forgetCaches(), forgetPushSubscription()]))
    .then(() => undefined)
    .finally(() => {
      if (forgetting === stores) forgetting = null;
      resumeSaving();
    });
  forgetting = stores;
  return stores;
}

function forgetRegistrationUnlessSignedIn(session: unknown) {
  if (session === null) forgetRegistration();
}

/**
 * Watches whose this browser is (the session query), and forgets everything a team or an
 * administrator left when that changes: Log Out, a session the server no longer knows (the next
 * check answers signed out), another team signing in. Returns the unsubscribe function.
 */
export function forgetDataWhenOwnerChanges(
  client: QueryClient,
  restoredFor?: CacheOwner,
): () => void {
  let owner: CacheOwner | undefined = restoredFor ?? sessionOwner(client);
  const check = () => {
    const next = sessionOwner(client);
    if (next === undefined || next === owner) return;
    const previous = owner;
    owner = next;
    if (previous !== undefined && previous !== 'visitor')
      void forgetSessionData(client, client.getQueryData([SESSION_PATH]) ?? null);
  };
  // Data restored for someone the session already says this browser is not.
  check();
  return client.getQueryCache().subscribe((event) => {
    if (event.query.queryKey[0] === SESSION_PATH && event.type === 'updated') check();
  });
}
