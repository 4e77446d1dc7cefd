import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Envelope, ServerEvent } from '../../shared/events.ts';
import type { Database } from '../db/client.ts';
import { requireSession, type Auth } from './sessions.ts';

const EVENTS_CHANNEL = 'tc_events';
export const STREAMS_FULL = 'The live update service is busy. Updates will resume shortly.';
const HEARTBEAT_MS = 25_000;

/**
 * Open streams one instance accepts before answering 503 (DESIGN section 10 budgets 10,000 per
 * instance; the cap sits above it and only stops a flood from exhausting memory and sockets).
 */
export const MAX_STREAMS_PER_INSTANCE = 12_000;
/** Streams one session may hold (tabs, a phone and a laptop); one more ends the oldest. */
const MAX_STREAMS_PER_SESSION = 5;
/** What a refused (full instance) or displaced (one tab too many) client waits before retrying. */
const FULL_RETRY_AFTER_S = 30;
const DISPLACED_RETRY_MS = 60_000;

export interface StreamLimits {
  maxStreams?: number;
  maxStreamsPerSession?: number;
}

/** Events between instances only, never sent to browsers. */
type InternalEvent = { type: 'sessions.revoked'; tokenHashes: string[] } | { type: 'sessions.flush' };
type Wire = Envelope | { internal: InternalEvent };

interface Connection {
  reply: FastifyReply;
  auth: Auth;
}

export interface RealtimeHub {
  /** Publishes to every instance through Postgres NOTIFY; each fans out to its own streams. */
  publish(event: ServerEvent, audience?: { teamIds: number[] }): Promise<void>;
  /** Server-side subscribers on this instance (read-model invalidation). */
  subscribe(listener: (envelope: Envelope) => void): () => void;
  /** Instance-to-instance events (session revocation), never delivered to browsers. */
  publishInternal(event: InternalEvent): Promise<void>;
  subscribeInternal(listener: (event: InternalEvent) => void): () => void;
  readonly connectionCount: number;
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

function mayReceive(connection: Connection, envelope: Envelope): boolean {
  if (!envelope.audience || connection.auth.kind === 'admin') return true;
  return envelope.audience.teamIds.includes(connection.auth.teamId);
}

export default fp(
  async function realtime(app: FastifyInstance, options: { database: Database } & StreamLimits) {
    const { database } = options;
    const maxStreams = options.maxStreams ?? MAX_STREAMS_PER_INSTANCE;
    const maxPerSession = options.maxStreamsPerSession ?? MAX_STREAMS_PER_SESSION;
    const connections = new Set<Connection>();
    /** Each session's streams, oldest first. */
    const bySession = new Map<string, Connection[]>();

    function forget(connection: Connection) {
      if (!connections.delete(connection)) return;
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
    const listeners = new Set<(envelope: Envelope) => void>();
    const internalListeners = new Set<(event: InternalEvent) => void>();

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
      const envelope = wire;
      for (const listener of listeners) listener(envelope);
      const frame = `data: ${JSON.stringify(envelope.event)}\n\n`;
      for (const connection of connections) {
        if (mayReceive(connection, envelope)) connection.reply.raw.write(frame);
      }
    }

    const unlisten = await database.listen(EVENTS_CHANNEL, deliver);

    const hub: RealtimeHub = {
      async publish(event, audience) {
        await database.notify(EVENTS_CHANNEL, JSON.stringify({ event, audience } satisfies Envelope));
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
      for (const connection of connections) connection.reply.raw.write(': ping\n\n');
    }, HEARTBEAT_MS);
    heartbeat.unref();

    app.get('/api/events', { onRequest: requireSession, schema: { tags: ['events'], hide: true } }, (request, reply) => {
      const auth = request.auth!;
      if (connections.size >= maxStreams) {
        return reply
          .code(503)
          .header('retry-after', String(FULL_RETRY_AFTER_S))
          .header('cache-control', 'no-store')
          .send({ message: STREAMS_FULL });
      }
      // One stream too many for this session: the oldest goes, and waits before it retries.
      const held = bySession.get(auth.tokenHash) ?? [];
      for (const oldest of held.slice(0, Math.max(0, held.length - maxPerSession + 1))) end(oldest, DISPLACED_RETRY_MS);

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
      reply.raw.write('retry: 3000\n: connected\n\n');
      const connection: Connection = { reply, auth };
      connections.add(connection);
      bySession.set(auth.tokenHash, [...(bySession.get(auth.tokenHash) ?? []), connection]);
      request.raw.on('close', () => forget(connection));
    });

    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      // Shutting down: ask browsers to reconnect in a few seconds (to this server restarted, or another).
      for (const connection of connections) connection.reply.raw.end('retry: 5000\n\n');
      connections.clear();
      bySession.clear();
    });
    app.addHook('onClose', async () => {
      await unlisten();
    });
  },
  { name: 'realtime', dependencies: ['sessions'] },
);
