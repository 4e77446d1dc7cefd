import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Envelope } from '../../shared/events.ts';
import type { Database } from '../db/client.ts';
import { errorBody, unauthorized } from '../http-errors.ts';
import { groupedWrites } from '../lib/grouped-writes.ts';
import { appendAndNotify, eventsSince, newestEventId, pruneEventLog } from './event-log.repo.ts';
import {
  frameOf,
  lastEventId,
  openStreams,
  writeStreamHead,
  type Connection,
} from './open-streams.ts';
import type { InternalEvent, RealtimeHub, Wire } from './realtime-hub.ts';
import { SESSION_COOKIE } from './sessions.ts';
import {
  FULL_RETRY_AFTER_S,
  MAX_STREAMS_PER_INSTANCE,
  MAX_STREAMS_PER_SESSION,
  MAX_UNSENT_BYTES,
  MAX_VISITOR_STREAMS,
  STOPPING_RETRY_MS,
  STREAMS_FULL_CODED,
  type StreamLimits,
} from './stream-limits.ts';
import { ROUTES } from '../../shared/routes/index.ts';

const STREAM_PATH = ROUTES.events.stream.path;

const EVENTS_CHANNEL = 'tc_events';
const HEARTBEAT_MS = 25_000;
const PRUNE_EVERY_MS = 60_000;

export default fp(
  async function realtime(app: FastifyInstance, options: { database: Database } & StreamLimits) {
    const { database } = options;
    const maxStreams = options.maxStreams ?? MAX_STREAMS_PER_INSTANCE;
    const maxPerSession = options.maxStreamsPerSession ?? MAX_STREAMS_PER_SESSION;
    const maxVisitors = options.maxVisitorStreams ?? MAX_VISITOR_STREAMS;
    const streams = openStreams(options.maxUnsentBytes ?? MAX_UNSENT_BYTES);
    const { connections, bySession, counts, forget, end, send } = streams;
    /** Set once the server begins to stop (preClose). */
    let stopping = false;
    const listeners = new Set<(envelope: Envelope) => void>();
    const internalListeners = new Set<(event: InternalEvent) => void>();

    // Which instance published an event, so its own echo is not delivered twice (plugins/instances.ts).
    const instanceId = app.instance.id;

    /** The newest event id this instance has seen: where a new stream starts. */
    let newestId = await newestEventId(database.db);

    /** To this instance's streams, each stream the frames it may see in one write. */
    function sendToStreams(published: ReadonlyArray<{ id: number; envelope: Envelope }>) {
      for (const { id } of published) newestId = Math.max(newestId, id);
      streams.broadcast(published);
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
        return counts.dropped;
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
      streams.replay(connection, await eventsSince(database.db, lastId), newestId);
    }

    /**
     * Open to visitors (decision 152): without a session cookie a stream carries only the events
     * that have no audience, which name no one (slots, teams, settings changed). A session cookie
     * that no longer signs anyone in is still refused, so a signed-out browser learns it.
     */
    app.get(STREAM_PATH, { schema: { tags: ['events'], hide: true } }, (request, reply) => {
      const auth = request.auth;
      if (!auth && request.cookies[SESSION_COOKIE] !== undefined) throw unauthorized();
      // Stopping (decision 216): a stream opened now would hold the stop for its whole grace.
      const full = connections.size >= maxStreams || (!auth && counts.visitors >= maxVisitors);
      if (stopping || full) {
        return reply
          .code(503)
          .header('retry-after', String(stopping ? STOPPING_RETRY_MS / 1000 : FULL_RETRY_AFTER_S))
          .header('cache-control', 'no-store')
          .send(errorBody(503, STREAMS_FULL_CODED));
      }
      if (auth) streams.makeRoom(auth.tokenHash, maxPerSession);

      reply.hijack();
      writeStreamHead(reply, newestId);
      const connection: Connection = { reply, auth, congestedSince: null };
      streams.add(connection);
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
      streams.endAll(STOPPING_RETRY_MS);
    });
    app.addHook('onClose', async () => {
      await unlisten();
    });
  },
  { name: 'realtime', dependencies: ['sessions', 'instances'] },
);
