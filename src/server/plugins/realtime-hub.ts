import type { Envelope, ServerEvent } from '../../shared/events.ts';

/** Events between instances only, never sent to browsers. */
export type InternalEvent =
  { type: 'sessions.revoked'; tokenHashes: string[] } | { type: 'sessions.flush' };
/**
 * A live event as it crosses instances: its place in the event log and the instance that
 * published it (which has delivered it itself already).
 */
export type Wire = { id: number; from: string; envelope: Envelope } | { internal: InternalEvent };

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
