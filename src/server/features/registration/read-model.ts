import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A small in-memory copy of a hot read (DESIGN section 8). It loads on first use, serves from
 * memory after that, and is dropped whenever the data changes: by the writer on this instance
 * at once, and on every instance through the realtime notifications.
 */
export interface ReadModel<T> {
  get(): Promise<T>;
  invalidate(): void;
}

/**
 * A lost notification (a dropped LISTEN connection) must not leave a copy stale for ever, so a
 * copy is also reloaded once it is this old.
 */
const DEFAULT_MAX_AGE_MS = 30_000;

export function createReadModel<T>(
  load: () => Promise<T>,
  maxAgeMs = DEFAULT_MAX_AGE_MS,
): ReadModel<T> {
  let cached: { value: Promise<T>; loadedAt: number } | undefined;
  return {
    get() {
      if (cached && Date.now() - cached.loadedAt < maxAgeMs) return cached.value;
      const value = load();
      const entry = { value, loadedAt: Date.now() };
      cached = entry;
      // A failed load is not kept: the next read tries again.
      value.catch(() => {
        if (cached === entry) cached = undefined;
      });
      return value;
    },
    invalidate() {
      cached = undefined;
    },
  };
}

/** A weak ETag for a JSON body. */
export function etagOf(body: unknown): string {
  return `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
}

/**
 * Sends the body with its ETag, or 304 when the client already has it, so an unchanged poll
 * costs no body at all. Browsers revalidate every time (no-cache) and never share the answer.
 */
export function sendWithEtag<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: T,
  etag = etagOf(body),
) {
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return body;
}
