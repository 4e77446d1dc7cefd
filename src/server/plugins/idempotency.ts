import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDb } from '../db/client.ts';
import * as repo from './idempotency.repo.ts';

const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a first answer is replayed. */
const REPLAY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A reservation whose request has not answered in this time is taken over by a retry. */
const ABANDONED_MS = 60_000;
/** How long a duplicate arriving while the first runs waits for its answer. */
const WAIT_FOR_FIRST_MS = 10_000;
const WAIT_STEP_MS = 50;
const SWEEP_EVERY_MS = 10 * 60 * 1000;
const KEY_FORMAT = /^[\x21-\x7e]{8,200}$/;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 8 to 200 visible characters',
  otherRequest: 'This Idempotency-Key was already used for a different request',
  stillRunning: 'A request with this Idempotency-Key is still being processed. Please try again.',
} as const;

/**
 * Answers that say nothing final about the request, so a retry with the same key runs again:
 * not signed in (the team signs in, then retries), too many requests, server errors.
 */
const isTransient = (status: number) => status === 401 || status === 408 || status === 429 || status >= 500;

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: repo.IdempotencyId | null;
  }
}

function scopeOf(request: FastifyRequest): string {
  const auth = request.auth;
  if (!auth) return 'visitor';
  return auth.kind === 'team' ? `team:${auth.teamId}` : `admin:${auth.adminId}`;
}

function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256').update(JSON.stringify(request.body ?? null)).digest('base64url');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function replay(reply: FastifyReply, stored: repo.StoredRequest): FastifyReply {
  reply.code(stored.status ?? 200).header('idempotent-replayed', 'true');
  if (stored.contentType) reply.type(stored.contentType);
  return reply.send(stored.body ?? '');
}

/**
 * `Idempotency-Key` on any POST under /api (DESIGN section 11): the first answer (status and
 * body) is stored, keyed by the key, who sent it and the route, and replayed for 24 hours, so
 * a write retried by a phone that lost its connection never happens twice. Of concurrent
 * duplicates one runs; the others wait for its answer. Decision 122.
 */
async function idempotency(app: FastifyInstance, { db }: { db: AppDb }) {
  let lastSweep = 0;
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (request.method !== 'POST' || header === undefined || !request.url.startsWith('/api/')) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_FORMAT.test(key)) return reply.code(400).send({ message: IDEMPOTENCY_MESSAGES.invalidKey });

    const id = { scope: scopeOf(request), key, route: `POST ${request.url.split('?')[0]}` };
    const fingerprint = fingerprintOf(request);
    const now = Date.now();
    if (now - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = now;
      repo.deleteExpired(db, new Date(now - REPLAY_WINDOW_MS)).catch((error: unknown) => request.log.warn({ err: error }, 'idempotency sweep failed'));
    }
    const deadline = now + WAIT_FOR_FIRST_MS;
    for (;;) {
      const reserved = await repo.reserve(db, id, fingerprint, new Date(Date.now() - REPLAY_WINDOW_MS), new Date(Date.now() - ABANDONED_MS));
      if (reserved) {
        request.idempotency = id;
        return;
      }
      const stored = await repo.find(db, id);
      if (!stored) continue; // released between our insert and read: try to claim it again
      if (stored.fingerprint !== fingerprint) return reply.code(422).send({ message: IDEMPOTENCY_MESSAGES.otherRequest });
      if (stored.status !== null) return replay(reply, stored);
      if (Date.now() > deadline) return reply.code(409).send({ message: IDEMPOTENCY_MESSAGES.stillRunning });
      await sleep(WAIT_STEP_MS);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotency;
    if (!id) return payload;
    request.idempotency = null;
    if (isTransient(reply.statusCode) || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      await repo.release(db, id);
      return payload;
    }
    const contentType = reply.getHeader('content-type');
    await repo.complete(db, id, reply.statusCode, typeof contentType === 'string' ? contentType : null, payload.toString());
    return payload;
  });

  // An answer that never reached onSend (the connection closed) frees the key for a retry.
  app.addHook('onResponse', async (request) => {
    if (request.idempotency) await repo.release(db, request.idempotency);
  });
}

export default fp(idempotency, { name: 'idempotency', dependencies: ['sessions'] });
