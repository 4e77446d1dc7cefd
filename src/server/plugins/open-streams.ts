import type { FastifyReply } from 'fastify';
import type { Envelope } from '../../shared/events.ts';
import type { Auth } from './sessions.ts';
import type { eventsSince } from './event-log.repo.ts';
import { DISPLACED_RETRY_MS, HARD_UNSENT_FACTOR, STALLED_MS } from './stream-limits.ts';

export interface Connection {
  reply: FastifyReply;
  /** Null for a visitor, who hears only the events meant for everyone. */
  auth: Auth | null;
  /** Since when its socket has refused more (a write returned false and no 'drain' came yet). */
  congestedSince: number | null;
}

/**
 * The last event a reconnecting browser saw: EventSource sends it as `Last-Event-ID`; a client
 * that opens a new EventSource passes it as `?lastEventId=`. Anything but a plain number is none.
 */
export function lastEventId(header: string | string[] | undefined, query: unknown): number | null {
  const fromQuery = (query as { lastEventId?: unknown } | undefined)?.lastEventId;
  const raw = typeof header === 'string' ? header : typeof fromQuery === 'string' ? fromQuery : '';
  if (raw.length === 0 || raw.length > 15) return null;
  for (const char of raw) if (char < '0' || char > '9') return null;
  return Number(raw);
}

function mayReceive(connection: Connection, envelope: Envelope): boolean {
  if (!envelope.audience) return true;
  if (!connection.auth) return false;
  if (connection.auth.kind === 'admin') return true;
  // Judges follow the judging queues: which team's interview changed names no one's secret.
  // Volunteers answer help requests with the organisers.
  if (connection.auth.kind === 'staff') {
    return (
      envelope.event.type === 'interviews.changed' ||
      (envelope.event.type === 'help-requests.changed' && connection.auth.role === 'volunteer')
    );
  }
  return envelope.audience.teamIds.includes(connection.auth.teamId);
}

/** Opens an event stream on a hijacked reply, telling the browser which event it stands at. */
export function writeStreamHead(reply: FastifyReply, newestId: number) {
  // The reply's headers (the security headers, set before the route) and then the stream's own,
  // which win: an API answer's `no-store` becomes the stream's `no-store, no-transform`.
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (typeof value === 'string') headers[name] = value;
  }
  Object.assign(headers, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  reply.raw.writeHead(200, headers);
  // The id tells the browser where it stands, so even a stream that heard nothing resumes.
  reply.raw.write(`retry: 3000\nid: ${newestId}\n: connected\n\n`);
}

export const frameOf = (id: number, envelope: Envelope) =>
  `id: ${id}\ndata: ${JSON.stringify(envelope.event)}\n\n`;

/** The event streams open on this instance, by session, and how each is written to. */
export function openStreams(maxUnsent: number) {
  const connections = new Set<Connection>();
  /** Each session's streams, oldest first. */
  const bySession = new Map<string, Connection[]>();
  const counts = { visitors: 0, dropped: 0 };

  function add(connection: Connection) {
    connections.add(connection);
    const { auth } = connection;
    if (auth) bySession.set(auth.tokenHash, [...(bySession.get(auth.tokenHash) ?? []), connection]);
    else counts.visitors++;
  }

  function forget(connection: Connection) {
    if (!connections.delete(connection)) return;
    if (!connection.auth) {
      counts.visitors--;
      return;
    }
    const held = bySession.get(connection.auth.tokenHash) ?? [];
    const rest = held.filter((c) => c !== connection);
    if (rest.length) bySession.set(connection.auth.tokenHash, rest);
    else bySession.delete(connection.auth.tokenHash);
  }

  /** Ends a stream; `retryMs` tells the browser how long to wait before reconnecting. */
  function end(connection: Connection, retryMs?: number) {
    forget(connection);
    if (retryMs !== undefined) connection.reply.raw.write(`retry: ${retryMs}\n\n`);
    connection.reply.raw.end();
  }

  /**
   * Writes to a stream, unless it holds more than `maxUnsent` its reader has not taken for
   * STALLED_MS (or more than HARD_UNSENT_FACTOR times it): then the stream is cut and its
   * buffer freed, and its reader resumes from Last-Event-ID.
   */
  function send(connection: Connection, text: string) {
    const raw = connection.reply.raw;
    if (raw.destroyed) return;
    const unsent = raw.writableLength + text.length;
    if (unsent > maxUnsent) {
      const stalled =
        connection.congestedSince !== null && Date.now() - connection.congestedSince > STALLED_MS;
      if (stalled || unsent > maxUnsent * HARD_UNSENT_FACTOR) {
        forget(connection);
        counts.dropped++;
        raw.destroy();
        return;
      }
    }
    if (!raw.write(text) && connection.congestedSince === null) {
      connection.congestedSince = Date.now();
      raw.once('drain', () => (connection.congestedSince = null));
    }
  }

  /** To every stream, each the frames it may see in one write. */
  function broadcast(published: ReadonlyArray<{ id: number; envelope: Envelope }>) {
    const frames = published.map(({ id, envelope }) => ({
      envelope,
      frame: frameOf(id, envelope),
    }));
    for (const connection of connections) {
      let text = '';
      for (const { envelope, frame } of frames) if (mayReceive(connection, envelope)) text += frame;
      if (text !== '') send(connection, text);
    }
  }

  /** One stream too many for this session: the oldest goes, and waits before it retries. */
  function makeRoom(tokenHash: string, maxPerSession: number) {
    const held = bySession.get(tokenHash) ?? [];
    for (const oldest of held.slice(0, Math.max(0, held.length - maxPerSession + 1)))
      end(oldest, DISPLACED_RETRY_MS);
  }

  /** What a reconnecting stream missed, or `reset` (refetch everything) when the log lost it. */
  function replay(
    connection: Connection,
    missed: Awaited<ReturnType<typeof eventsSince>>,
    newestId: number,
  ) {
    if (missed.kind === 'reset') {
      send(connection, frameOf(newestId, { event: { type: 'reset' } }));
      return;
    }
    // At most MAX_REPLAYED_EVENTS, written at once: a burst its reader has yet to take, not a stall.
    let frames = '';
    for (const { id, envelope } of missed.events)
      if (mayReceive(connection, envelope)) frames += frameOf(id, envelope);
    if (frames && connections.has(connection)) connection.reply.raw.write(frames);
  }

  /** Stopping: every stream ends with a hint to reconnect after `retryMs`. */
  function endAll(retryMs: number) {
    for (const connection of connections) connection.reply.raw.end(`retry: ${retryMs}\n\n`);
    connections.clear();
    bySession.clear();
    counts.visitors = 0;
  }

  return {
    connections,
    bySession,
    counts,
    add,
    forget,
    end,
    send,
    broadcast,
    makeRoom,
    replay,
    endAll,
  };
}
