import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A validator of a JSON value: equal values give equal tags on every instance. Weak unless asked
 * otherwise (the few lists that have always been served with a strong tag keep it).
 */
export function etagOf(value: unknown, { weak = true }: { weak?: boolean } = {}): string {
  const tag = `"${createHash('sha1').update(JSON.stringify(value)).digest('base64url')}"`;
  return weak ? `W/${tag}` : tag;
}

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return header === '*' || header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

/**
 * Sends `body` with its ETag, or an empty 304 when the client already holds it, so an unchanged
 * poll costs no body. Browsers revalidate every time (no-cache) and never share the answer.
 * Routes using it declare `304: z.null()` in their response schema.
 */
export function replyWithEtag<T>(request: FastifyRequest, reply: FastifyReply, body: T, etag = etagOf(body)) {
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
  return body;
}
