import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Envelope, ServerEvent } from '../../shared/events.ts';
import type { Database } from '../db/client.ts';
import { unauthorized } from '../http-errors.ts';
import { groupedWrites } from '../lib/grouped-writes.ts';
import { appendAndNotify, eventsSince, newestEventId, pruneEventLog } from './event-log.repo.ts';
import { SESSION_COOKIE, type Auth } from './sessions.ts';

const EVENTS_CHANNEL = 'tc_events';
export const STREAMS_FULL = 'The live update service is busy. Updates will resume shortly.';
const HEARTBEAT_MS = 25_000;
const PRUNE_EVERY_MS = 60_000;

/**
 * Open streams one instance accepts before answering 503 (DESIGN section 10 budgets 10,000 per
 * instance; the cap sits above it and only stops a flood from exhausting memory and sockets).
 */
export const MAX_STREAMS_PER_INSTANCE = 12_000;
/**
 * Streams opened without a session (the venue's now/next screens, decision 152) one instance
 * accepts: a handful of screens need a few; the cap keeps anonymous streams from crowding out
 * the signed-in ones under the instance's cap.
 */
const MAX_VISITOR_STREAMS = 500;
/** Streams one session may hold (tabs, a phone and a laptop); one more ends the oldest. */
export const MAX_STREAMS_PER_SESSION = 5;
/** What a refused (full instance) or displaced (one tab too many) client waits before retrying. */
const FULL_RETRY_AFTER_S = 30;
/** How long a browser waits to reconnect when this instance stops: its open streams' `retry:` hint and a new stream's Retry-After. */
const STOPPING_RETRY_MS = 5000;
const DISPLACED_RETRY_MS = 60_000;
/**
 * What a stream may hold unsent (in this process, beyond what the kernel took) once its reader
 * has not taken anything for STALLED_MS: a reader that stopped reading (a phone asleep with its
 * socket open, a stalled proxy) would otherwise keep every event in this process's memory.
 * Dropped, it reconnects with Last-Event-ID and gets what it missed from the event log, or a
 * `reset` (decision 244). A burst written at once may pass it for a reader that reads; past
 * HARD_UNSENT_FACTOR times it, a stream is dropped at once whatever its reader does.
 */
export const MAX_UNSENT_BYTES = 256 * 1024;
export const HARD_UNSENT_FACTOR = 4;
const STALLED_MS = 1000;

export interface StreamLimits {
  maxStreams?: number;
  maxStreamsPerSession?: number;
  maxVisitorStreams?: number;
  maxUnsentBytes?: number;
}

/** Events between instances only, never sent to browsers. */
type InternalEvent =
  { type: 'sessions.revoked'; tokenHashes: string[] } | { type: 'sessions.flush' };
/**
 * A live event as it crosses instances: its place in the event log and the instance that
 * published it (which has delivered it itself already).
 */
type Wire = { id: number; from: string; envelope: Envelope } | { internal: InternalEvent };

interface Connection {
  reply: FastifyReply;
  /** Null for a visitor, who hears only the events meant for everyone. */
  auth: Auth | null;
  /** Since when its socket has refused more (a write returned false and no 'drain' came yet). */
  congestedSince: number | null;
}

export interface RealtimeHub {
  /**
   * Delivers to this instance's subscribers and streams before it resolves, and to every other
   * instance through Postgres NOTIFY; each fans out to its own streams.
   */
  publish(event: ServerEvent, audience?: { teamIds: number[] }): Promise<void>;
  /** Several at once, in order: one database round trip for all of them. */
  publishAll(envelopes: readonly Envelope[]): Promise<void>;
  /** Server-side subscribers on this instance (read-model invalidation). */
  subscribe(listener: (envelope: Envelope) => void): () => void;
  /** Instance-to-instance events (session revocation), never delivered to browsers. */
  publishInternal(event: InternalEvent): Promise<void>;
  subscribeInternal(listener: (event: InternalEvent) => void): () => void;
  readonly connectionCount: number;
  /** The newest event this instance has seen: a page drawn from reads made after it is that fresh. */
  readonly newestEventId: number;
  /** Bytes written to this instance's streams and not yet sent (at most MAX_UNSENT_BYTES each). */
  readonly unsentBytes: number;
  /** Streams dropped since start for not reading. */
  readonly droppedStreams: number;
  /** The token hashes of the sessions holding streams on this instance. */
  streamSessions(): string[];
  /** Ends this instance's streams of these sessions (signed out, revoked, expired). */
  endSessionStreams(tokenHashes: Iterable<string>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

/**
 * The last event a reconnecting browser saw: EventSource sends it as `Last-Event-ID`; a client
 * that opens a new EventSource passes it as `?lastEventId=`. Anything but a plain number is none.
 */
function lastEventId(header: string | string[] | undefined, query: unknown): number | null {
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

export default fp(
  async function realtime(app: FastifyInstance, options: { database: Database } & StreamLimits) {
    const { database } = options;
    const maxStreams = options.maxStreams ?? MAX_STREAMS_PER_INSTANCE;
    const maxPerSession = options.maxStreamsPerSession ?? MAX_STREAMS_PER_SESSION;
    const maxVisitors = options.maxVisitorStreams ?? MAX_VISITOR_STREAMS;
    const maxUnsent = options.maxUnsentBytes ?? MAX_UNSENT_BYTES;
    let droppedStreams = 0;
    const connections = new Set<Connection>();
    let visitorCount = 0;
    /** Set once the server begins to stop (preClose). */
    let stopping = false;
    /** Each session's streams, oldest first. */
    const bySession = new Map<string, Connection[]>();

    function forget(connection: Connection) {
      if (!connections.delete(connection)) return;
      if (!connection.auth) {
        visitorCount--;
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
          droppedStreams++;
          raw.destroy();
          return;
        }
      }
      if (!raw.write(text) && connection.congestedSince === null) {
        connection.congestedSince = Date.now();
        raw.once('drain', () => (connection.congestedSince = null));
      }
    }
    const listeners = new Set<(envelope: Envelope) => void>();
    const internalListeners = new Set<(event: InternalEvent) => void>();

    // Which instance published an event, so its own echo is not delivered twice (plugins/instances.ts).
    const instanceId = app.instance.id;

    /** The newest event id this instance has seen: where a new stream starts. */
    let newestId = await newestEventId(database.db);

    const frameOf = (id: number, envelope: Envelope) =>
      `id: ${id}\ndata: ${JSON.stringify(envelope.event)}\n\n`;

    /** To this instance's streams, each stream the frames it may see in one write. */
    function sendToStreams(published: ReadonlyArray<{ id: number; envelope: Envelope }>) {
      const frames = published.map(({ id, envelope }) => {
        newestId = Math.max(newestId, id);
        return { envelope, frame: frameOf(id, envelope) };
      });
      for (const connection of connections) {
        let text = '';
        for (const { envelope, frame } of frames)
          if (mayReceive(connection, envelope)) text += frame;
        if (text !== '') send(connection, text);
      }
    }

    function deliver(payload: string) {
      let wire: Wire;
      try {
        wire = JSON.parse(payload) as Wire;
      } catch {
        return;
      }
      if ('internal' in wire) {
        for (const listener of internalListeners) listener(wire.internal);
        return;
      }
      if (wire.from === instanceId) return;
      for (const listener of listeners) listener(wire.envelope);
      sendToStreams([{ id: wire.id, envelope: wire.envelope }]);
    }

    const unlisten = await database.listen(EVENTS_CHANNEL, deliver);
    /** One statement carries every envelope published while the previous one was written. */
    const append = groupedWrites((envelopes: Envelope[]) =>
      appendAndNotify(database.db, EVENTS_CHANNEL, envelopes, instanceId),
    );

    const hub: RealtimeHub = {
      publish(event, audience) {
        return hub.publishAll([audience ? { event, audience } : { event }]);
      },
      async publishAll(envelopes) {
        // This instance's read models at once, so whoever answers the write next reads fresh data.
        for (const envelope of envelopes) {
          for (const listener of listeners) listener(envelope);
        }
        const ids = await append(envelopes);
        sendToStreams(envelopes.map((envelope, index) => ({ id: ids[index]!, envelope })));
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      async publishInternal(event) {
        await database.notify(EVENTS_CHANNEL, JSON.stringify({ internal: event } satisfies Wire));
      },
      subscribeInternal(listener) {
        internalListeners.add(listener);
        return () => internalListeners.delete(listener);
      },
      get connectionCount() {
        return connections.size;
      },
      get newestEventId() {
        return newestId;
      },
      get unsentBytes() {
        let total = 0;
        for (const connection of connections) total += connection.reply.raw.writableLength;
        return total;
      },
      get droppedStreams() {
        return droppedStreams;
      },
      streamSessions() {
        return [...bySession.keys()];
      },
      endSessionStreams(tokenHashes) {
        for (const hash of tokenHashes) {
          for (const connection of bySession.get(hash) ?? []) end(connection);
        }
      },
    };
    app.decorate('realtime', hub);

    const heartbeat = setInterval(() => {
      for (const connection of connections) send(connection, ': ping\n\n');
    }, HEARTBEAT_MS);
    heartbeat.unref();
    const pruning = setInterval(() => {
      pruneEventLog(database.db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'pruning the event log failed'),
      );
    }, PRUNE_EVERY_MS);
    pruning.unref();

    /** Sends a reconnecting stream what it missed since `lastId`, or `reset` (refetch everything). */
    async function replay(connection: Connection, lastId: number) {
      const missed = await eventsSince(database.db, lastId);
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

    /**
     * Open to visitors (decision 152): without a session cookie a stream carries only the events
     * that have no audience, which name no one (slots, teams, settings changed). A session cookie
     * that no longer signs anyone in is still refused, so a signed-out browser learns it.
     */
    app.get('/api/events', { schema: { tags: ['events'], hide: true } }, (request, reply) => {
      const auth = request.auth;
      if (!auth && request.cookies[SESSION_COOKIE] !== undefined) throw unauthorized();
      // Stopping (decision 216): a stream opened now would hold the stop for its whole grace.
      const full = connections.size >= maxStreams || (!auth && visitorCount >= maxVisitors);
      if (stopping || full) {
        return reply
          .code(503)
          .header('retry-after', String(stopping ? STOPPING_RETRY_MS / 1000 : FULL_RETRY_AFTER_S))
          .header('cache-control', 'no-store')
          .send({ message: STREAMS_FULL });
      }
      // One stream too many for this session: the oldest goes, and waits before it retries.
      const held = auth ? (bySession.get(auth.tokenHash) ?? []) : [];
      for (const oldest of held.slice(0, Math.max(0, held.length - maxPerSession + 1)))
        end(oldest, DISPLACED_RETRY_MS);

      reply.hijack();
      const headers: Record<string, string> = {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      };
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (typeof value === 'string') headers[name] = value;
      }
      reply.raw.writeHead(200, headers);
      // The id tells the browser where it stands, so even a stream that heard nothing resumes.
      reply.raw.write(`retry: 3000\nid: ${newestId}\n: connected\n\n`);
      const connection: Connection = { reply, auth, congestedSince: null };
      connections.add(connection);
      if (auth)
        bySession.set(auth.tokenHash, [...(bySession.get(auth.tokenHash) ?? []), connection]);
      else visitorCount++;
      request.raw.on('close', () => forget(connection));
      const lastId = lastEventId(request.headers['last-event-id'], request.query);
      if (lastId !== null) {
        replay(connection, lastId).catch((error: unknown) => {
          app.log.warn({ err: error }, 'replaying missed events failed');
          if (connections.has(connection))
            send(connection, frameOf(newestId, { event: { type: 'reset' } }));
        });
      }
    });

    app.addHook('preClose', async () => {
      stopping = true;
      clearInterval(heartbeat);
      clearInterval(pruning);
      // Shutting down: ask browsers to reconnect in a few seconds (to this server restarted, or another).
      for (const connection of connections)
        connection.reply.raw.end(`retry: ${STOPPING_RETRY_MS}\n\n`);
      connections.clear();
      bySession.clear();
      visitorCount = 0;
    });
    app.addHook('onClose', async () => {
      await unlisten();
    });
  },
  { name: 'realtime', dependencies: ['sessions', 'instances'] },
);
