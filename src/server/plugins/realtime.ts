import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Envelope, ServerEvent } from '../../shared/events.ts';
import type { Database } from '../db/client.ts';
import { requireSignedIn, type Auth } from './sessions.ts';

export const EVENTS_CHANNEL = 'tc_events';
const HEARTBEAT_MS = 25_000;

/** Events between instances only, never sent to browsers. */
export type InternalEvent = { type: 'sessions.revoked'; tokenHashes: string[] } | { type: 'sessions.flush' };
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
  async function realtime(app: FastifyInstance, options: { database: Database }) {
    const { database } = options;
    const connections = new Set<Connection>();
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
    };
    app.decorate('realtime', hub);

    const heartbeat = setInterval(() => {
      for (const connection of connections) connection.reply.raw.write(': ping\n\n');
    }, HEARTBEAT_MS);
    heartbeat.unref();

    app.get('/api/events', { preHandler: requireSignedIn, schema: { tags: ['events'], hide: true } }, (request, reply) => {
      reply.hijack();
      const headers: Record<string, string> = {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      };
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (typeof value === 'string') headers[name] = value;
      }
      reply.raw.writeHead(200, headers);
      reply.raw.write('retry: 3000\n: connected\n\n');
      const connection: Connection = { reply, auth: request.auth! };
      connections.add(connection);
      request.raw.on('close', () => connections.delete(connection));
    });

    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      // Shutting down: ask browsers to reconnect in a few seconds (to this server restarted, or another).
      for (const connection of connections) connection.reply.raw.end('retry: 5000\n\n');
      connections.clear();
    });
    app.addHook('onClose', async () => {
      await unlisten();
    });
  },
  { name: 'realtime', dependencies: ['sessions'] },
);
