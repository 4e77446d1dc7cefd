import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDb } from '../db/client.ts';
import * as repo from './instances.repo.ts';

/** How often a running instance says it is alive. */
const BEAT_EVERY_MS = 1_000;
/**
 * An instance silent this long is dead (kill -9, a lost machine): five missed beats, so a busy
 * event loop or a slow database moment is not taken for death.
 */
export const DEAD_AFTER_MS = 5_000;
/** Rows of instances gone this long are dropped at start-up. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** This running process among the instances sharing the database (decision 203). */
    instance: { id: string };
  }
}

/**
 * Each running instance has an id and beats in `app_instances` every second, on the database's
 * clock. What an instance claims for the length of a request (an Idempotency-Key) names it, so
 * when it dies the others see it within seconds and take over, instead of waiting out a timeout
 * meant for a request that is merely slow (decision 203).
 */
async function instances(app: FastifyInstance, { db }: { db: AppDb }) {
  const id = randomUUID();
  app.decorate('instance', { id });
  await repo.beat(db, id);
  await repo.pruneGone(db, FORGET_AFTER_MS);

  let beating: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    beating = repo
      .beat(db, id)
      .catch((error: unknown) => app.log.warn({ err: error }, 'instance heartbeat failed'));
  }, BEAT_EVERY_MS);
  timer.unref();

  app.addHook('onClose', async () => {
    clearInterval(timer);
    await beating;
    // A clean stop frees its claims at once; a crash leaves them to the beat's age.
    await repo
      .forget(db, id)
      .catch((error: unknown) => app.log.warn({ err: error }, 'forgetting the instance failed'));
  });
}

export default fp(instances, { name: 'instances' });
