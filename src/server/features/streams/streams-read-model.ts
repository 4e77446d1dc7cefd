import { createHash } from 'node:crypto';
import type { Stream } from '../../../shared/contract/streams.ts';
import type { Executor } from '../../db/client.ts';
import { listStreams } from './streams.service.ts';

interface Snapshot {
  streams: Stream[];
  etag: string;
}

/**
 * The stream list kept in memory (DESIGN section 8): every open page reads it, and it changes
 * only when an administrator adds or removes a stream. Dropped on `streams.changed`, which every
 * instance receives, and reloaded on the next read; a copy older than `maxAgeMs` is reloaded
 * anyway, in case a notification was lost with a dropped LISTEN connection.
 */
export class StreamsReadModel {
  #cached: { snapshot: Promise<Snapshot>; loadedAt: number } | null = null;

  constructor(
    private readonly db: Executor,
    private readonly maxAgeMs = 30_000,
    private readonly clock: () => number = Date.now,
  ) {}

  read(): Promise<Snapshot> {
    if (this.#cached && this.clock() - this.#cached.loadedAt <= this.maxAgeMs) return this.#cached.snapshot;
    const cached = { snapshot: this.#load(), loadedAt: this.clock() };
    this.#cached = cached;
    // A failed load is not served next time. (An invalidation drops a load in flight too.)
    cached.snapshot.catch(() => {
      if (this.#cached === cached) this.#cached = null;
    });
    return cached.snapshot;
  }

  invalidate(): void {
    this.#cached = null;
  }

  async #load(): Promise<Snapshot> {
    const streams = await listStreams(this.db);
    const etag = `"${createHash('sha1').update(JSON.stringify(streams)).digest('base64url')}"`;
    return { streams, etag };
  }
}
