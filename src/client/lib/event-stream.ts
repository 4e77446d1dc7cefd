import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ServerEvent } from '../../shared/events.ts';
import { announceLiveAlert } from './live-alerts.ts';
import { pageDrawnAtEvent } from './page-answers.ts';
import { eventsRoutes } from '../../shared/routes/live.ts';
import { pathCovers, STALE_AFTER } from '../../shared/routes/stale-after.ts';

/** True when a query key's path is `path` or lies under it (`/api/teams/5`, `/api/teams?x`). */
export function keyMatchesPath(queryKey: readonly unknown[], path: string): boolean {
  const first = queryKey[0];
  return typeof first === 'string' && pathCovers(path, first);
}

function isServerEvent(value: unknown): value is ServerEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string' &&
    Object.hasOwn(STALE_AFTER, (value as { type: string }).type)
  );
}

const eventListeners = new Set<(event: ServerEvent) => void>();

/** Hears every live event this page receives (a co-edited board's changes); returns how to stop. */
export function onServerEvent(listener: (event: ServerEvent) => void): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

/** Invalidates the queries an event makes stale; returns the paths it touched. */
export function applyServerEvent(queryClient: QueryClient, event: unknown): readonly string[] {
  if (!isServerEvent(event)) return [];
  if (event.type === 'alert') announceLiveAlert(event);
  for (const listener of eventListeners) listener(event);
  const paths = STALE_AFTER[event.type];
  void queryClient.invalidateQueries({
    predicate: (query) => paths.some((path) => keyMatchesPath(query.queryKey, path)),
  });
  return paths;
}

/** Parses one `data:` payload; malformed payloads are ignored. */
export function handleEventData(queryClient: QueryClient, data: string): readonly string[] {
  try {
    return applyServerEvent(queryClient, JSON.parse(data));
  } catch {
    return [];
  }
}

// --- connection state, shared by every useLiveConnected() caller ---

let connected = false;
const listeners = new Set<() => void>();

function setConnected(value: boolean): void {
  if (connected === value) return;
  connected = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the live event stream is open now, for code outside React (a co-edited board's session). */
export const isLiveConnected = (): boolean => connected;

/** True while the live event stream is open; features poll only when this is false. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => connected,
    () => false,
  );
}

const RECONNECT = { initialDelayMs: 1000, maxDelayMs: 30_000 } as const;

/** Backoff for the nth consecutive failure (0-based): doubles, capped, with up to 20% jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT.maxDelayMs, RECONNECT.initialDelayMs * 2 ** attempt);
  return Math.round(base * (1 + random() * 0.2));
}

export interface EventStreamOptions {
  url?: string;
  /** Called when the stream closes for good (e.g. 401) before each reconnect attempt. */
  onClosed?: () => void;
  /** Where to resume from: the events after it are replayed ('' or absent: from now). */
  lastEventId?: string;
}

/**
 * Opens the event stream and keeps it open: EventSource retries dropped connections itself,
 * sending `Last-Event-ID`, and the server replays what was missed (or sends `reset`); when the
 * server refuses (readyState CLOSED) we reconnect with backoff, passing the last id we saw. Only
 * a stream that never heard an event refreshes every active query after a reconnect, since it
 * cannot say what it missed. Returns a function that stops it.
 */
export function connectEventStream(
  queryClient: QueryClient,
  options: EventStreamOptions = {},
): () => void {
  const url = options.url ?? eventsRoutes.stream.path;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let hasOpened = false;
  let stopped = false;
  let lastEventId = options.lastEventId ?? '';

  const open = () => {
    const resumeUrl = lastEventId
      ? `${url}${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(lastEventId)}`
      : url;
    source = new EventSource(resumeUrl, { withCredentials: true });
    source.onopen = () => {
      attempt = 0;
      if (hasOpened && !lastEventId) void queryClient.invalidateQueries();
      hasOpened = true;
      setConnected(true);
    };
    source.onmessage = (message: MessageEvent<string>) => {
      if (message.lastEventId) lastEventId = message.lastEventId;
      handleEventData(queryClient, message.data);
    };
    source.onerror = () => {
      setConnected(false);
      if (!source || source.readyState !== EventSource.CLOSED || stopped) return;
      source.close();
      options.onClosed?.();
      timer = setTimeout(open, reconnectDelay(attempt++));
    };
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    source = null;
    setConnected(false);
  };
}

/**
 * Keeps the event stream open while `identity` is set (a signed-in session, e.g. `team:5`), and
 * reopens it when the identity changes, since the server scopes the stream to the session.
 * `onClosed` runs when the server refuses the stream, so the caller can re-check the session.
 */
export function useEventStream(identity: string | null, onClosed?: () => void): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!identity || typeof EventSource === 'undefined') return;
    // A page the server drew is as fresh as its reads: what changed since is replayed.
    return connectEventStream(queryClient, { onClosed, lastEventId: pageDrawnAtEvent() });
  }, [identity, queryClient, onClosed]);
}
