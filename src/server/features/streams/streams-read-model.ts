import { createHash } from 'node:crypto';
import type { Stream } from '../../../shared/contract/streams.ts';
import type { Executor } from '../../db/client.ts';
import { listStreams } from './streams.service.ts';

interface Snapshot {
  streams: Stream[];
  etag: string;
}

/**
 * The stream list kept in memory (DESIGN section 8): every open page polls or refetches it, and
 * it changes only when an administrator adds or removes a stream. Dropped on `streams.changed`,
 * which every instance receives, and reloaded on the next read.
 */
export class StreamsReadModel {
  #snapshot: Promise<Snapshot> | null = null;
  #generation = 0;

  constructor(private readonly db: Executor) {}

  read(): Promise<Snapshot> {
    if (!this.#snapshot) {
      const generation = this.#generation;
      const loading = this.#load();
      this.#snapshot = loading;
      // A load that raced an invalidation, or failed, must not be served next time.
      loading.then(
        () => {
          if (generation !== this.#generation && this.#snapshot === loading) this.#snapshot = null;
        },
        () => {
          if (this.#snapshot === loading) this.#snapshot = null;
        },
      );
    }
    return this.#snapshot;
  }

  invalidate(): void {
    this.#generation++;
    this.#snapshot = null;
  }

  async #load(): Promise<Snapshot> {
    const streams = await listStreams(this.db);
    const etag = `"${createHash('sha1').update(JSON.stringify(streams)).digest('base64url')}"`;
    return { streams, etag };
  }
}
