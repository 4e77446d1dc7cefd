import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sendOwnedText, varyByEncoding } from './compressed-text.ts';

const digest = (text: string) => createHash('sha1').update(text).digest('base64url');

/**
 * A validator of a JSON value: equal values give equal tags on every instance. Weak unless asked
 * otherwise (the few lists that have always been served with a strong tag keep it).
 */
export function etagOf(value: unknown, { weak = true }: { weak?: boolean } = {}): string {
  const tag = `"${digest(JSON.stringify(value))}"`;
  return weak ? `W/${tag}` : tag;
}

export function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = etag.replace(/^W\//, '');
  return (
    header === '*' ||
    header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare)
  );
}

/**
 * Who may keep an answer (decision 113). `shared`: the same for a whole audience (teams, slots,
 * robots): browsers keep it and revalidate with the ETag every time; shared caches never do.
 * `personal`: one team's or one session's data (messages, interviews, an administrator's view
 * with codes and contacts): never stored, though a client that sends the tag still gets a 304.
 */
type Storage = 'shared' | 'personal';

export interface CacheOptions {
  storage?: Storage;
}

const CACHE_CONTROL: Record<Storage, string> = {
  shared: 'private, no-cache',
  personal: 'no-store',
};

function conditional(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  storage: Storage,
): boolean {
  reply.header('etag', etag).header('cache-control', CACHE_CONTROL[storage]);
  return matches(request.headers['if-none-match'], etag);
}

/**
 * Sends `body` with its ETag, or an empty 304 when the client already holds it, so an unchanged
 * poll costs no body. Browsers revalidate every time (no-cache) and never share the answer.
 * Routes using it declare `304: z.null()` in their response schema.
 */
export function replyWithEtag<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: T,
  { storage = 'shared', etag = etagOf(body) }: CacheOptions & { etag?: string } = {},
) {
  if (conditional(request, reply, etag, storage)) return reply.code(304).send(null);
  return body;
}

/**
 * A JSON answer serialized once, when its read model loads, instead of on every request
 * (DESIGN section 8): checked against the route's response schema (which also drops any field the
 * schema does not name, as the route's own serializer would), then kept as text with its tag.
 */
export interface JsonBody {
  readonly json: string;
  readonly etag: string;
}

export function jsonBody<S extends z.ZodType>(
  schema: S,
  value: z.input<S>,
  { weak = true, salt = '' }: { weak?: boolean; salt?: string } = {},
): JsonBody {
  const json = JSON.stringify(schema.parse(value));
  const tag = `"${digest(salt + json)}"`;
  return { json, etag: weak ? `W/${tag}` : tag };
}

/**
 * Sends a text that does not change while `owner` lives, compressed (once, then reused) for a
 * client that accepts it when it is large enough to be worth it. The content type is the caller's.
 */
export function sendText(
  request: FastifyRequest,
  reply: FastifyReply,
  owner: object,
  text: string,
): FastifyReply {
  varyByEncoding(reply);
  return sendOwnedText(request, reply, owner, text);
}

/**
 * Sends a pre-serialized body (Fastify passes JSON text through untouched) with its ETag, or an
 * empty 304 when the client already holds it. A large body goes compressed to a client that
 * accepts it (phones on a crowded network), compressed once and reused. Routes using it declare
 * `304: z.null()`.
 */
export function replyWithJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: JsonBody,
  { storage = 'shared' }: CacheOptions = {},
): FastifyReply {
  varyByEncoding(reply);
  if (conditional(request, reply, body.etag, storage)) return reply.code(304).send(null);
  return sendOwnedText(request, reply.type('application/json; charset=utf-8'), body, body.json);
}

/**
 * The serialized views of one read-model snapshot (per audience, per filter), each built on first
 * use and kept as long as the snapshot: a new snapshot starts with none. Bounded: past
 * `maxEntries` views the oldest is dropped and rebuilt when next asked for.
 */
export class JsonViews {
  private readonly views = new Map<string, JsonBody>();

  constructor(private readonly maxEntries = 1000) {}

  get(key: string, build: () => JsonBody): JsonBody {
    const cached = this.views.get(key);
    if (cached) return cached;
    const view = build();
    if (this.views.size >= this.maxEntries) this.views.delete(this.views.keys().next().value!);
    this.views.set(key, view);
    return view;
  }

  get size(): number {
    return this.views.size;
  }
}
