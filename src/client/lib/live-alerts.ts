import type { ServerEvent } from '../../shared/events.ts';

type AlertEvent = Extract<ServerEvent, { type: 'alert' }>;
type AlertListener = (event: AlertEvent) => void;

const listeners = new Set<AlertListener>();

/** Hands an alert from the live stream to whoever shows alerts (the toast host). */
export function announceLiveAlert(event: AlertEvent): void {
  for (const listener of listeners) listener(event);
}

export function onLiveAlert(listener: AlertListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether an alert from the stream is this session's to show (administrators see only announcements). */
export function isOwnAlert(
  event: AlertEvent,
  session: { isAdmin: boolean; teamId: number | null },
): boolean {
  if (event.teamId === undefined) return true;
  return !session.isAdmin && event.teamId === session.teamId;
}
