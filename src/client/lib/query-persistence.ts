import type { Mutation, Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { SESSION_DATA_ID } from '../../shared/constants.ts';
import { isOutboxWrite } from './outbox.ts';
import { rememberedTeamId } from './registration-storage.ts';
import {
  ownerOfSession,
  saver,
  sessionOwner,
  type CacheOwner,
  type SessionShape,
} from './saved-queries.ts';
import { forgetDataWhenOwnerChanges } from './session-data.ts';

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
  /^\/api\/matches$/,
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
const BUSTER = 'pitcrew-2';

/**
 * Whose this browser is at start, before the server is asked: the client's session if known, else
 * the session the server wrote into the page (decision 214), else the team this browser remembers
 * (its registration), else a visitor.
 */
function ownerAtStart(client: QueryClient): CacheOwner {
  const known = sessionOwner(client);
  if (known) return known;
  const carried = document.getElementById(SESSION_DATA_ID)?.textContent;
  if (carried) {
    try {
      return ownerOfSession(JSON.parse(carried) as SessionShape);
    } catch {
      // Unreadable: the remembered team decides.
    }
  }
  const team = rememberedTeamId();
  return team === null ? 'visitor' : `team:${team}`;
}

function shouldPersistQuery(query: Query): boolean {
  const path = query.queryKey[0];
  return (
    query.state.status === 'success' &&
    typeof path === 'string' &&
    PERSISTED_READS.some((re) => re.test(path))
  );
}

/**
 * Writes waiting to send, being sent, or failed and waiting for Retry (lib/outbox.ts). Not one
 * only just made: until it starts it holds nothing to send (its message is set when it starts).
 */
function shouldPersistMutation(mutation: Mutation): boolean {
  const { status } = mutation.state;
  return isOutboxWrite(mutation) && status !== 'success' && status !== 'idle';
}

/** Whose saved data was put back, if any: checked against the session once it is known. */
let restoredFor: CacheOwner | undefined;

/**
 * Puts the saved cache back into `client` when it was saved for whoever this browser is now
 * (`ownerAtStart`), and deletes it otherwise; resolves (never rejects) once done.
 */
export async function restoreQueries(client: QueryClient): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const owner = ownerAtStart(client);
  const persister: Persister = {
    persistClient: async () => {},
    restoreClient: async () => {
      const saved = await saver.restoreFor(owner);
      if (saved) restoredFor = owner;
      return saved;
    },
    removeClient: () => saver.remove(),
  };
  try {
    await persistQueryClientRestore({
      queryClient: client,
      persister,
      maxAge: MAX_AGE_MS,
      buster: BUSTER,
    });
  } catch (error) {
    console.warn('Saved offline data could not be read; starting without it', error);
  }
}

/**
 * Keeps saving `client`'s cache as it changes, with its owner. An administrator's cache is never
 * saved. From here on, a change of owner (Log Out, a session the server ended, another team
 * signing in) forgets what the last one left (lib/session-data.ts), starting with data restored
 * for someone the session turns out not to be.
 */
export function keepQueriesSaved(client: QueryClient): () => void {
  const stopWatching = forgetDataWhenOwnerChanges(client, restoredFor);
  if (typeof indexedDB === 'undefined') return stopWatching;
  const persister: Persister = {
    persistClient: (saved) => {
      const owner = sessionOwner(client) ?? 'visitor';
      return owner === 'admin' ? saver.remove() : saver.save(saved, owner);
    },
    restoreClient: async () => undefined,
    removeClient: () => saver.remove(),
  };
  const stopSaving = persistQueryClientSubscribe({
    queryClient: client,
    persister,
    buster: BUSTER,
    dehydrateOptions: {
      shouldDehydrateQuery: shouldPersistQuery,
      shouldDehydrateMutation: shouldPersistMutation,
    },
  });
  return () => {
    stopSaving();
    stopWatching();
  };
}
