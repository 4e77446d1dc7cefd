import { CODED } from '../../shared/coded-messages.ts';
import { createECDH } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PUSH_MESSAGES, PUSH_SUBSCRIPTIONS_PER_OWNER } from '../../shared/contract/push.ts';
import type { AppConfig } from '../config.ts';
import type { AppDb, Database } from '../db/client.ts';
import { executeSqlOn } from '../db/raw-sql.ts';
import { badRequest, notFound } from '../http-errors.ts';
import { pushEndpointProblem } from './push-endpoints.ts';
import { pushesFor } from './push-audience.ts';
import type { HeldPush, PushQueueOptions } from './push-jobs.ts';
import { createPushQueue } from './push-queue.ts';
import { createPushSender, type PushSenderOptions } from './push-sender.ts';
import type { PushService } from './push-service.ts';
import * as repo from './push-subscriptions.repo.ts';
import { loadVapidKeys, vapidSubject } from './push-vapid-keys.ts';
import type { Auth } from './session-auth.ts';

/** Sender and queue tuning for tests (short backoff); production uses the defaults. */
export type PushTuning = Pick<
  PushSenderOptions,
  'backoffMs' | 'timeoutMs' | 'perHostConcurrency' | 'maxAttempts'
> &
  Partial<Pick<PushQueueOptions, 'maxQueuedPerLane' | 'maxHeld' | 'pollMs' | 'expireSeconds'>>;

const QUEUE_DEFAULTS = {
  maxQueuedPerLane: 2_000,
  maxHeld: 200,
  pollMs: 2_000,
  // The longest a held push takes here: 4 attempts of at most 10 s, with waits of at most 60 s.
  expireSeconds: 300,
};

const ownerOf = (auth: Auth): repo.PushOwner =>
  auth.kind === 'team' ? { teamId: auth.teamId } : { adminId: auth.adminId };

/** A p256dh key that is not a point on P-256 would make every encryption for it fail. */
const probe = createECDH('prime256v1');
probe.generateKeys();
function isP256Point(base64url: string): boolean {
  try {
    probe.computeSecret(Buffer.from(base64url, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/**
 * Web Push infrastructure: the VAPID key pair, the subscriptions table and a sender
 * that posts only to allowed push services (push-endpoints.ts). What is pushed, and to whom, is
 * decided by the domain-event handlers in src/server/effects/.
 */
export default fp(
  async function push(
    app: FastifyInstance,
    options: {
      db: AppDb;
      database: Pick<Database, 'executeSql'>;
      config: AppConfig;
      tuning?: PushTuning;
    },
  ) {
    const { db, config } = options;
    const keys = await loadVapidKeys(db, config.push.vapidKeys);
    const sender = createPushSender({
      ...options.tuning,
      vapid: { subject: vapidSubject(config.push.subject, config.publicUrl), ...keys },
      log: app.log,
      onGone: (endpoint) => repo.deleteSubscriptionByEndpoint(db, endpoint),
    });
    const queue = createPushQueue({
      ...QUEUE_DEFAULTS,
      ...pickDefined(options.tuning, ['maxQueuedPerLane', 'maxHeld', 'pollMs', 'expireSeconds']),
      database: options.database,
      log: app.log,
      onPushes: (pushes) =>
        void deliver(pushes).catch((error: unknown) => {
          app.log.error({ err: error }, 'push subscriptions could not be read');
          for (const held of pushes) held.settle('released');
        }),
    });
    await queue.start();
    const lookups = new Set<Promise<void>>();
    app.addHook('onClose', async () => {
      while (lookups.size > 0) await Promise.all(lookups);
      queue.stopTaking();
      await sender.close();
      await queue.close();
    });

    const service: PushService = {
      publicKey: keys.publicKey,
      async subscribe(auth, subscription) {
        const problem = pushEndpointProblem(subscription.endpoint, config.push.extraHosts);
        if (problem) throw badRequest(problem, [{ field: 'endpoint', message: problem.message }]);
        if (!isP256Point(subscription.keys.p256dh)) {
          throw badRequest(CODED.push.p256dhInvalid, [
            { field: 'keys.p256dh', message: PUSH_MESSAGES.p256dhInvalid },
          ]);
        }
        const saved = await repo.saveSubscription(
          db,
          ownerOf(auth),
          auth.tokenHash,
          {
            endpoint: subscription.endpoint,
            ...subscription.keys,
            language: subscription.language ?? 'en',
          },
          PUSH_SUBSCRIPTIONS_PER_OWNER,
        );
        return { created: saved.created };
      },
      async unsubscribe(auth, endpoint) {
        if (!(await repo.deleteOwnSubscription(db, ownerOf(auth), endpoint)))
          throw notFound(CODED.push.notSubscribed);
      },
      async queueWithin(tx, audience, payload, delivery) {
        await queue.enqueueWithin(
          executeSqlOn(tx),
          await pushesFor(tx, audience, payload, delivery, config.push.extraHosts),
        );
      },
      takeSoon: () => queue.fetchSoon(),
      send(audience, payload, delivery) {
        const lookup = pushesFor(db, audience, payload, delivery, config.push.extraHosts)
          .then((pushes) => queue.enqueue(pushes))
          .catch((error: unknown) =>
            app.log.error({ err: error }, 'push subscriptions could not be read'),
          )
          .finally(() => lookups.delete(lookup));
        lookups.add(lookup);
      },
      async idle() {
        for (;;) {
          while (lookups.size > 0) await Promise.all(lookups);
          await sender.idle();
          if (lookups.size === 0 && (await queue.pending()) === 0) return;
          queue.fetchSoon();
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      },
    };
    app.decorate('push', service);

    /** Sends the pushes taken from the queue to the subscriptions still live; the others are done. */
    async function deliver(pushes: HeldPush[]) {
      const live = new Map(
        (
          await repo.liveSubscriptionsAt(db, [...new Set(pushes.map((held) => held.push.endpoint))])
        ).map((s) => [s.endpoint, s]),
      );
      for (const held of pushes) {
        const target = live.get(held.push.endpoint);
        if (!target || pushEndpointProblem(target.endpoint, config.push.extraHosts) !== null) {
          held.settle('done');
          continue;
        }
        const { payload, ttl, urgency } = held.push;
        // The push's id travels in the payload too: the service worker tags its notification with it.
        sender.deliver(
          target,
          { payload: `{"id":"${held.id}",${payload.slice(1)}`, ttl, urgency, topic: held.id },
          held.settle,
        );
      }
    }
  },
  { name: 'push' },
);

function pickDefined<T extends object, K extends keyof T>(
  from: T | undefined,
  keys: K[],
): Partial<Pick<T, K>> {
  const picked: Partial<Pick<T, K>> = {};
  for (const key of keys) if (from?.[key] !== undefined) picked[key] = from[key];
  return picked;
}
