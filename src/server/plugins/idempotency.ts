import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.ts';
import { errorBody } from '../http-errors.ts';
import { groupedWrites } from '../lib/grouped-writes.ts';
import {
  ABANDONED_MS,
  IDEMPOTENCY_HEADER,
  REPLAY_WINDOW_MS,
  SWEEP_EVERY_MS,
  WAIT_FOR_FIRST_MS,
  WAIT_STEP_MS,
  CODED_IDEMPOTENCY,
  fingerprintOf,
  keyOf,
  replay,
  scopeOf,
  sleep,
  storedAnswer,
  takesKey,
} from './idempotency-keys.ts';
import * as repo from './idempotency.repo.ts';
import { DEAD_AFTER_MS } from './instances.ts';
import { hooksWhere } from './route-hooks.ts';

declare module 'fastify' {
  interface FastifyRequest {
    idempotency: repo.IdempotencyId | null;
  }
}

/**
 * `Idempotency-Key` on any POST under /api (DESIGN section 11): the first answer (status and
 * body) is stored, keyed by the key, who sent it and the route, and replayed for 24 hours, so
 * a write retried by a phone that lost its connection never happens twice. Of concurrent
 * duplicates one runs; the others wait for its answer. Decision 122.
 */
async function idempotency(
  app: FastifyInstance,
  { database }: { database: Pick<Database, 'db' | 'beforeCommit'> },
) {
  const { db } = database;
  let lastSweep = 0;
  app.decorateRequest('idempotency', null);

  /** The key the running request holds, seen by its transactions (decision 203). */
  const running = new AsyncLocalStorage<{ id: repo.IdempotencyId | null }>();
  const unhook = database.beforeCommit({
    hasWork: () => Boolean(running.getStore()?.id),
    run: (tx) => repo.markCommitted(tx, running.getStore()!.id!),
    inStatement: (condition) => repo.markCommittedWhen(running.getStore()!.id!, condition),
  });
  app.addHook('onClose', async () => {
    unhook();
  });

  // The reservations and stored answers of a burst go out together, one statement each while
  // another is in flight (decision 225); a lone request's at once.
  const reserve = groupedWrites((reservations: repo.Reservation[]) =>
    repo.reserve(db, reservations, {
      owner: app.instance.id,
      expiredBefore: new Date(Date.now() - REPLAY_WINDOW_MS),
      abandonedBefore: new Date(Date.now() - ABANDONED_MS),
      ownerDeadAfterMs: DEAD_AFTER_MS,
    }),
  );
  const storeAnswers = groupedWrites(async (answers: repo.Answer[]) => {
    await repo.complete(db, answers);
    return answers.map(() => undefined);
  });
  const complete = (answer: repo.Answer) => storeAnswers([answer]);

  /**
   * The answer to a request that committed but whose answer was never stored (its instance died
   * first, or the answer could not be kept): final, so it is never run again.
   */
  async function answerLost(id: repo.IdempotencyId) {
    await complete({
      id,
      status: 409,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(errorBody(409, CODED_IDEMPOTENCY.answerLost)),
    });
  }

  /** Claims the key, or answers from its first request: true once this request may run. */
  async function claim(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const key = keyOf(request);
    if (key === undefined) return true;
    if (key === null) {
      reply.code(400).send(errorBody(400, CODED_IDEMPOTENCY.invalidKey));
      return false;
    }

    const id = { scope: scopeOf(request), key, route: `POST ${request.url.split('?')[0]}` };
    const fingerprint = fingerprintOf(request);
    const now = Date.now();
    if (now - lastSweep > SWEEP_EVERY_MS) {
      lastSweep = now;
      repo
        .deleteExpired(db, new Date(now - REPLAY_WINDOW_MS))
        .catch((error: unknown) => request.log.warn({ err: error }, 'idempotency sweep failed'));
    }
    const deadline = now + WAIT_FOR_FIRST_MS;
    for (;;) {
      const [reserved] = await reserve([{ id, fingerprint }]);
      if (reserved) {
        request.idempotency = id;
        return true;
      }
      const stored = await repo.find(db, id, DEAD_AFTER_MS);
      if (!stored) continue; // released between our insert and read: try to claim it again
      if (stored.fingerprint !== fingerprint) {
        reply.code(422).send(errorBody(422, CODED_IDEMPOTENCY.otherRequest));
        return false;
      }
      if (stored.status !== null) {
        replay(reply, stored);
        return false;
      }
      if (
        stored.committedAt !== null &&
        (!stored.ownerAlive || stored.createdAt.getTime() < Date.now() - ABANDONED_MS)
      ) {
        await answerLost(id);
        continue; // replays what is stored now: that answer, or the first request's own
      }
      if (Date.now() > deadline) {
        reply.code(409).send(errorBody(409, CODED_IDEMPOTENCY.stillRunning));
        return false;
      }
      await sleep(WAIT_STEP_MS);
    }
  }

  // Callback style, so the handler runs inside `running.run` and its transactions see the key.
  // Only POST routes run these hooks (decision 333): a key is honoured on a POST alone.
  const claimKey: preHandlerHookHandler = (request, reply, done) => {
    if (request.headers[IDEMPOTENCY_HEADER] === undefined) return done();
    claim(request, reply).then(
      (mayRun) => {
        if (!mayRun) return;
        if (request.idempotency) running.run({ id: request.idempotency }, done);
        else done();
      },
      (error: unknown) => done(error as Error),
    );
  };

  /** Frees the key of a request without a final answer, or, had it committed, answers it lost. */
  async function release(id: repo.IdempotencyId) {
    if (!(await repo.release(db, id))) await answerLost(id);
  }

  const keepFinalAnswer: onSendHookHandler = (request, reply, payload, done) => {
    const id = request.idempotency;
    if (!id) return done(null, payload);
    request.idempotency = null;
    keepAnswer(id, reply, payload).then(
      (kept) => done(null, kept),
      (error: unknown) => done(error as Error),
    );
  };

  /** Stores the final answer under its key, or frees the key of a transient one. */
  async function keepAnswer(id: repo.IdempotencyId, reply: FastifyReply, payload: unknown) {
    const store = running.getStore();
    if (store) store.id = null;
    const answer = storedAnswer(reply, payload);
    await (answer ? complete({ id, ...answer }) : release(id));
    return payload;
  }

  // An answer that never reached onSend (the connection closed) frees the key for a retry.
  const freeUnanswered: onResponseHookHandler = (request, _reply, done) => {
    if (!request.idempotency) return done();
    release(request.idempotency).then(
      () => done(),
      (error: unknown) => done(error as Error),
    );
  };

  hooksWhere(app, takesKey, {
    preHandler: claimKey,
    onSend: keepFinalAnswer,
    onResponse: freeUnanswered,
  });
}

export default fp(idempotency, { name: 'idempotency', dependencies: ['sessions', 'instances'] });
