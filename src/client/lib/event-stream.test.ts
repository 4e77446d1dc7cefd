import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerEvent } from '../../shared/events.ts';
import { STALE_AFTER } from '../../shared/routes/stale-after.ts';
import {
  applyServerEvent,
  connectEventStream,
  handleEventData,
  keyMatchesPath,
  reconnectDelay,
  useLiveConnected,
} from './event-stream.ts';

const KEYS = [
  ['/api/announcements'],
  ['/api/teams'],
  ['/api/teams', { registeredOnly: 'true' }],
  ['/api/teams/5/consent'],
  ['/api/timeslots', { date: '2025-05-03' }],
  ['/api/interviews'],
  ['/api/messages', { senderTeamId: 1, receiverTeamId: 2 }],
  ['/api/messages/unread'],
  ['/api/robots'],
  ['/api/streams'],
  ['/api/settings/tournament'],
  ['/api/manual/documents'],
  ['/api/drawings', { teamId: 5 }],
  ['/api/blocks'],
  ['/api/auth/me'],
  ['/api/matches', { teamId: 5 }],
  ['/api/blocked-periods'],
  ['/api/help-requests'],
  ['/api/staff'],
  ['/api/event/setup'],
] as const;

function seededClient(): QueryClient {
  const client = new QueryClient();
  for (const key of KEYS) client.setQueryData(key, { seeded: true });
  return client;
}

function invalidatedPaths(client: QueryClient): string[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => JSON.stringify(q.queryKey))
    .sort();
}

const cases: [ServerEvent, string[]][] = [
  [{ type: 'reset' }, KEYS.map((key) => JSON.stringify(key))],
  [{ type: 'timeslots.changed' }, ['["/api/timeslots",{"date":"2025-05-03"}]']],
  [
    { type: 'interviews.changed', teamId: 5 },
    ['["/api/interviews"]', '["/api/timeslots",{"date":"2025-05-03"}]'],
  ],
  [
    { type: 'messages.created', senderTeamId: 1, receiverTeamId: 2 },
    ['["/api/messages",{"senderTeamId":1,"receiverTeamId":2}]', '["/api/messages/unread"]'],
  ],
  [
    { type: 'messages.read', senderTeamId: 1, receiverTeamId: 2 },
    ['["/api/messages",{"senderTeamId":1,"receiverTeamId":2}]', '["/api/messages/unread"]'],
  ],
  [{ type: 'robots.changed' }, ['["/api/robots"]']],
  [{ type: 'matches.changed' }, ['["/api/blocked-periods"]', '["/api/matches",{"teamId":5}]']],
  [{ type: 'streams.changed' }, ['["/api/streams"]']],
  [
    { type: 'teams.changed' },
    [
      '["/api/teams",{"registeredOnly":"true"}]',
      '["/api/teams"]',
      '["/api/teams/5/consent"]',
      // Every list that names teams: a number set or a name changed shows at once (decision 197).
      '["/api/interviews"]',
      '["/api/timeslots",{"date":"2025-05-03"}]',
      '["/api/robots"]',
      '["/api/matches",{"teamId":5}]',
      '["/api/messages",{"senderTeamId":1,"receiverTeamId":2}]',
      '["/api/messages/unread"]',
      '["/api/blocks"]',
      // The team's own session: its name, and whether it was checked in (decision 259).
      '["/api/auth/me"]',
    ],
  ],
  [
    { type: 'settings.changed' },
    ['["/api/settings/tournament"]', '["/api/timeslots",{"date":"2025-05-03"}]'],
  ],
  [{ type: 'manual.changed' }, ['["/api/manual/documents"]']],
  [{ type: 'drawings.changed', teamId: 5 }, ['["/api/drawings",{"teamId":5}]']],
  // A co-edited board merges these itself (onServerEvent); no query is refetched for them.
  [{ type: 'drawing.updated', drawingId: 3, seq: 1, update: null }, []],
  [{ type: 'drawing.presence', drawingId: 3, editors: [] }, []],
  [
    {
      type: 'drawing.stroke',
      drawingId: 3,
      clientId: 4,
      stroke: { from: 0, part: { kind: 'eraser', width: 4, points: [[1, 1]] } },
    },
    [],
  ],
  [{ type: 'announcements.changed' }, ['["/api/announcements"]']],
  // A field's current match or a check-in: the teams' queue states and the queue screens.
  [{ type: 'queue.changed' }, ['["/api/matches",{"teamId":5}]']],
  [{ type: 'help-requests.changed', teamId: 5 }, ['["/api/help-requests"]']],
  [{ type: 'staff.changed' }, ['["/api/event/setup"]', '["/api/staff"]']],
  // An alert only shows a toast (live-alerts.test.ts); what it mentions changes by its own event.
  [
    {
      type: 'alert',
      alert: { type: 'announcement', title: 'Lunch', body: 'Hall C', url: '/home' },
    },
    [],
  ],
  [
    { type: 'blocks.changed', teamIds: [1, 2] },
    [
      '["/api/blocks"]',
      '["/api/messages",{"senderTeamId":1,"receiverTeamId":2}]',
      '["/api/messages/unread"]',
    ],
  ],
];

describe('STALE_AFTER in the browser', () => {
  it.each(cases)('%o invalidates exactly the matching queries', (event, expected) => {
    const client = seededClient();
    applyServerEvent(client, event);
    expect(invalidatedPaths(client)).toEqual([...expected].sort());
  });

  it('covers every event type with at least one path', () => {
    expect(Object.keys(STALE_AFTER).sort()).toEqual(cases.map(([e]) => e.type).sort());
  });

  it('ignores unknown types and malformed payloads', () => {
    const client = seededClient();
    expect(handleEventData(client, '{"type":"nope.changed"}')).toEqual([]);
    expect(handleEventData(client, 'not json')).toEqual([]);
    expect(handleEventData(client, '{"type":"toString"}')).toEqual([]);
    expect(invalidatedPaths(client)).toEqual([]);
  });

  it('matches whole path segments only', () => {
    expect(keyMatchesPath(['/api/teams/5'], '/api/teams')).toBe(true);
    expect(keyMatchesPath(['/api/teamsx'], '/api/teams')).toBe(false);
    expect(keyMatchesPath([42], '/api/teams')).toBe(false);
  });
});

class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.instances.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  emit(data: string, lastEventId = '') {
    this.onmessage?.(new MessageEvent('message', { data, lastEventId }));
  }
  fail(closed: boolean) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}

describe('connectEventStream', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('opens /api/events, applies events and reconnects with backoff after the server closes it', () => {
    const client = seededClient();
    const onClosed = vi.fn();
    const stop = connectEventStream(client, { onClosed });
    const first = FakeEventSource.instances[0]!;
    expect(first.url).toBe('/api/events');

    first.open();
    first.emit(JSON.stringify({ type: 'robots.changed' }));
    expect(invalidatedPaths(client)).toEqual(['["/api/robots"]']);

    first.fail(true);
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1300);
    expect(FakeEventSource.instances).toHaveLength(2);

    stop();
    expect(FakeEventSource.instances[1]!.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('leaves transient errors to EventSource itself', () => {
    const stop = connectEventStream(seededClient());
    FakeEventSource.instances[0]!.fail(false);
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    stop();
  });

  it('reports the open connection through useLiveConnected', () => {
    const { result } = renderHook(() => useLiveConnected());
    expect(result.current).toBe(false);
    const stop = connectEventStream(seededClient());
    act(() => FakeEventSource.instances[0]!.open());
    expect(result.current).toBe(true);
    act(() => FakeEventSource.instances[0]!.fail(false));
    expect(result.current).toBe(false);
    act(() => stop());
  });

  it('refreshes everything after reopening when it never heard an event, since it cannot say what it missed', () => {
    const client = seededClient();
    const stop = connectEventStream(client);
    const source = FakeEventSource.instances[0]!;
    source.open();
    expect(invalidatedPaths(client)).toEqual([]);
    source.fail(false);
    source.open();
    expect(invalidatedPaths(client)).toHaveLength(KEYS.length);
    stop();
  });

  it('after hearing events, leaves a reconnect to the replay and passes the last id when it reopens', () => {
    const client = seededClient();
    const stop = connectEventStream(client);
    const first = FakeEventSource.instances[0]!;
    first.open();
    first.emit(JSON.stringify({ type: 'robots.changed' }), '41');
    first.fail(false);
    first.open();
    // The server replays what was missed: nothing is refetched wholesale.
    expect(invalidatedPaths(client)).toEqual(['["/api/robots"]']);

    first.fail(true);
    vi.advanceTimersByTime(1300);
    expect(FakeEventSource.instances[1]!.url).toBe('/api/events?lastEventId=41');
    stop();
  });

  it("starts from a drawn page's event: what changed after the server read the page is replayed", () => {
    const client = seededClient();
    const stop = connectEventStream(client, { lastEventId: '17' });
    const source = FakeEventSource.instances[0]!;
    expect(source.url).toBe('/api/events?lastEventId=17');
    source.open();
    source.fail(false);
    source.open();
    // It knew where it stood: a reconnect is the replay's, not a refetch of everything.
    expect(invalidatedPaths(client)).toEqual([]);
    stop();
  });

  it('refetches everything on reset, when the server no longer knows what was missed', () => {
    const client = seededClient();
    const stop = connectEventStream(client);
    FakeEventSource.instances[0]!.open();
    FakeEventSource.instances[0]!.emit(JSON.stringify({ type: 'reset' }), '99');
    expect(invalidatedPaths(client)).toHaveLength(KEYS.length);
    stop();
  });

  it('backs off exponentially up to 30 s', () => {
    const noJitter = () => 0;
    expect([0, 1, 2, 3, 10].map((n) => reconnectDelay(n, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 30_000,
    ]);
  });
});
