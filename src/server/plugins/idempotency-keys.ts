import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { codedCatalogue } from '../../shared/coded-messages.ts';
import type * as repo from './idempotency.repo.ts';
import { API_PREFIX } from '../../shared/routes/index.ts';

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 8 to 200 visible characters',
  otherRequest: 'This Idempotency-Key was already used for a different request',
  stillRunning: 'A request with this Idempotency-Key is still being processed. Please try again.',
  answerLost:
    'This request was already carried out, but its answer was lost. Refresh to see the result.',
} as const;
export const CODED_IDEMPOTENCY = codedCatalogue('idempotency', IDEMPOTENCY_MESSAGES);

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a first answer is replayed. */
export const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * A reservation whose request has not answered in this time is taken over by a retry, even while
 * its instance lives; a dead instance's are taken over once it is seen dead (DEAD_AFTER_MS).
 */
export const ABANDONED_MS = 60_000;
/** How long a duplicate arriving while the first runs waits for its answer. */
export const WAIT_FOR_FIRST_MS = 10_000;
export const WAIT_STEP_MS = 50;
export const SWEEP_EVERY_MS = 10 * 60 * 1000;
const KEY_FORMAT = /^[\x21-\x7e]{8,200}$/;

/**
 * Answers that say nothing final about the request, so a retry with the same key runs again:
 * not signed in (the team signs in, then retries), too many requests, server errors.
 */
const isTransient = (status: number) =>
  status === 401 || status === 408 || status === 429 || status >= 500;

/** What a final answer stores under its key; null for a transient one, or a stream. */
export function storedAnswer(
  reply: FastifyReply,
  payload: unknown,
): Omit<repo.Answer, 'id'> | null {
  if (isTransient(reply.statusCode)) return null;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null;
  const contentType = reply.getHeader('content-type');
  return {
    status: reply.statusCode,
    contentType: typeof contentType === 'string' ? contentType : null,
    body: payload.toString(),
  };
}

/** The routes a key is honoured on: every POST (DESIGN section 11). */
export const takesKey = (route: RouteOptions) => [route.method].flat().includes('POST');

/**
 * The key a request carries: undefined when it has none (or is not a POST under /api), null when
 * it is not 8 to 200 visible characters.
 */
export function keyOf(request: FastifyRequest): string | null | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (request.method !== 'POST' || header === undefined || !request.url.startsWith(API_PREFIX))
    return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  return key && KEY_FORMAT.test(key) ? key : null;
}

/** Who sent a keyed request: the same key from two teams names two requests. */
export function scopeOf(request: FastifyRequest): string {
  const auth = request.auth;
  if (!auth) return 'visitor';
  return auth.kind === 'team' ? `team:${auth.teamId}` : `admin:${auth.adminId}`;
}

export function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(JSON.stringify(request.body ?? null))
    .digest('base64url');
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function replay(reply: FastifyReply, stored: repo.StoredRequest): FastifyReply {
  reply.code(stored.status ?? 200).header('idempotent-replayed', 'true');
  if (stored.contentType) reply.type(stored.contentType);
  return reply.send(stored.body ?? '');
}
