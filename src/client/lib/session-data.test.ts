import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../shared/constants.ts';
import { MESSAGE_OUTBOX_KEY } from './outbox.ts';
import { createQueryClient } from './query-client.ts';

/**
 * A shared phone never shows the last team's data (decision 234): every store a team's answers
 * can sit in is emptied when its session ends, however it ends, and a saved cache is put back
 * only for the one it was saved for.
 */

const idb = new Map<string, unknown>();
vi.mock('idb-keyval', () => ({
  createStore: () => ({}),
  get: (key: string) => Promise.resolve(structuredClone(idb.get(key))),
  del: (key: string) => {
    idb.delete(key);
    return Promise.resolve();
  },
  set: (key: string, value: unknown) => {
    idb.set(key, structuredClone(value));
    return Promise.resolve();
  },
}));

const teamA = {
  userId: 1,
  username: 'Gear Grinders',
  isAdmin: false,
  teamId: 1,
  teamNumber: null,
  role: 'team' as const,
  rooms: [],
  checkedIn: false,
};
const teamB = {
  userId: 2,
  username: 'Bolt Brigade',
  isAdmin: false,
  teamId: 2,
  teamNumber: null,
  role: 'team' as const,
  rooms: [],
  checkedIn: false,
};
const interviewOfA = [
  { id: 9, title: 'Judging interview of Gear Grinders', notes: 'Room 3, bring the robot' },
];

/** Cache Storage with the app's precache and a cache of answers, and a push subscription. */
function stubBrowserStores() {
  const cacheNames = new Set(['workbox-precache-v2-http://localhost/', 'api-answers']);
  vi.stubGlobal('caches', {
    keys: () => Promise.resolve([...cacheNames]),
    delete: (name: string) => Promise.resolve(cacheNames.delete(name)),
  });
  const unsubscribe = vi.fn(() => Promise.resolve(true));
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: {
      getRegistration: () =>
        Promise.resolve({
          pushManager: { getSubscription: () => Promise.resolve({ unsubscribe }) },
        }),
    },
  });
  return { cacheNames, unsubscribe };
}

/** Team A signed in on this browser, having browsed and drawn: answers, a queued write, a draft. */
function signedInAsA(client: QueryClient) {
  client.setQueryData(['/api/auth/me'], teamA);
  client.setQueryData(['/api/interviews'], interviewOfA);
  client.setQueryData(['/api/messages/unread'], [{ teamId: 3, count: 2 }]);
  client.getMutationCache().build(client, { mutationKey: MESSAGE_OUTBOX_KEY });
  window.localStorage.setItem(STORAGE_KEYS.registrationComplete, 'true');
  window.localStorage.setItem(STORAGE_KEYS.registeredTeamId, '1');
  window.localStorage.setItem('drawing-draft:team-1:draw', '{"scene":{}}');
  window.localStorage.setItem('drawing-draft:team-1:draw:queued-save', '{}');
  window.localStorage.setItem('pitcrew.language', 'fr');
}

/** Everything of A's anywhere: memory, IndexedDB, localStorage. */
function tracesOfA(client: QueryClient): string[] {
  const traces: string[] = [];
  const text = (value: unknown) => JSON.stringify(value ?? null);
  for (const query of client.getQueryCache().getAll()) {
    if (/Gear Grinders|"teamId":1\b/.test(text(query.state.data)))
      traces.push(`memory ${text(query.queryKey)}`);
  }
  if (client.getMutationCache().getAll().length) traces.push('a queued write');
  if (/Gear Grinders|"teamId":1\b/.test(text(idb.get('query-cache'))))
    traces.push('IndexedDB query-cache');
  for (let i = 0; i < window.localStorage.length; i++) {
    const key = window.localStorage.key(i)!;
    if (
      key.startsWith('drawing-draft') ||
      (key === STORAGE_KEYS.registeredTeamId && window.localStorage.getItem(key) === '1')
    ) {
      traces.push(`localStorage ${key}`);
    }
  }
  return traces;
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', {});
  idb.clear();
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('forgetting a session’s data', () => {
  it('empties memory, IndexedDB, drafts, the remembered team, answer caches and the push subscription', async () => {
    const { forgetSessionData } = await import('./session-data.ts');
    const { cacheNames, unsubscribe } = stubBrowserStores();
    const client = createQueryClient();
    signedInAsA(client);
    idb.set('query-cache', {
      owner: 'team:1',
      clientState: { queries: [{ state: { data: interviewOfA } }], mutations: [] },
    });

    await forgetSessionData(client, null);

    expect(tracesOfA(client)).toEqual([]);
    expect(client.getQueryData(['/api/auth/me'])).toBeNull();
    expect([...cacheNames]).toEqual(['workbox-precache-v2-http://localhost/']);
    expect(unsubscribe).toHaveBeenCalled();
    // What is the phone's, not the team's, stays.
    expect(window.localStorage.getItem('pitcrew.language')).toBe('fr');
  });

  it.each([
    ['Log Out (the session becomes null)', null],
    ['the server no longer knowing the session (the next check answers signed out)', null],
    ['another team signing in on the same browser', teamB],
  ])('follows %s, and nothing of it is saved again', async (_how, next) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { keepQueriesSaved } = await import('./query-persistence.ts');
    stubBrowserStores();
    const client = createQueryClient();
    const stop = keepQueriesSaved(client);
    signedInAsA(client);
    await vi.advanceTimersByTimeAsync(1000);
    expect(idb.get('query-cache')).toMatchObject({ owner: 'team:1' });

    // A's answers change (a save falls due), then the session changes before the save is written.
    client.setQueryData(
      ['/api/interviews'],
      [...interviewOfA, { id: 10, title: 'Second interview of Gear Grinders' }],
    );
    // As the app does when a team signs in: the browser remembers it, then holds its session.
    if (next) window.localStorage.setItem(STORAGE_KEYS.registeredTeamId, String(next.teamId));
    client.setQueryData(['/api/auth/me'], next);
    await vi.advanceTimersByTimeAsync(1000);
    expect(tracesOfA(client)).toEqual([]);
    expect(client.getQueryData(['/api/auth/me'])).toEqual(next);
    stop();
  });
});

describe('restoring saved data', () => {
  it('puts back a team’s saved data for that team only, and deletes it for anyone else', async () => {
    const { keepQueriesSaved, restoreQueries } = await import('./query-persistence.ts');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const saving = createQueryClient();
    const stop = keepQueriesSaved(saving);
    signedInAsA(saving);
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    vi.useRealTimers();
    const savedByA = structuredClone(idb.get('query-cache'));

    // The same browser, now remembering team B (B signed in; A's save somehow left behind).
    window.localStorage.setItem(STORAGE_KEYS.registeredTeamId, '2');
    const forB = createQueryClient();
    await restoreQueries(forB);
    expect(forB.getQueryData(['/api/interviews'])).toBeUndefined();
    expect(idb.has('query-cache')).toBe(false);

    // A visitor (nothing remembered) gets none of it either.
    idb.set('query-cache', savedByA);
    window.localStorage.clear();
    const forVisitor = createQueryClient();
    await restoreQueries(forVisitor);
    expect(forVisitor.getQueryData(['/api/interviews'])).toBeUndefined();

    // Team A itself, offline on its own phone, gets its data back.
    idb.set('query-cache', savedByA);
    window.localStorage.setItem(STORAGE_KEYS.registrationComplete, 'true');
    window.localStorage.setItem(STORAGE_KEYS.registeredTeamId, '1');
    const forA = createQueryClient();
    await restoreQueries(forA);
    expect(forA.getQueryData(['/api/interviews'])).toEqual(interviewOfA);
  });

  it('forgets restored data once the server says the session is someone else’s', async () => {
    const { keepQueriesSaved, restoreQueries } = await import('./query-persistence.ts');
    stubBrowserStores();
    window.localStorage.setItem(STORAGE_KEYS.registrationComplete, 'true');
    window.localStorage.setItem(STORAGE_KEYS.registeredTeamId, '1');
    idb.set('query-cache', {
      owner: 'team:1',
      buster: 'pitcrew-2',
      timestamp: Date.now(),
      clientState: {
        mutations: [],
        queries: [
          {
            queryKey: ['/api/auth/me'],
            queryHash: '["/api/auth/me"]',
            state: { data: teamA, status: 'success', dataUpdatedAt: Date.now() - 1000 },
          },
          {
            queryKey: ['/api/interviews'],
            queryHash: '["/api/interviews"]',
            state: { data: interviewOfA, status: 'success', dataUpdatedAt: Date.now() - 1000 },
          },
        ],
      },
    });
    const client = createQueryClient();
    await restoreQueries(client);
    expect(client.getQueryData(['/api/interviews'])).toEqual(interviewOfA);
    const stop = keepQueriesSaved(client);
    // The session check answers: signed out (A's session ended on the server).
    client.setQueryData(['/api/auth/me'], null);
    await vi.waitFor(() =>
      expect(idb.has('query-cache') ? JSON.stringify(idb.get('query-cache')) : '').not.toContain(
        'Gear Grinders',
      ),
    );
    expect(tracesOfA(client)).toEqual([]);
    stop();
  });
});
