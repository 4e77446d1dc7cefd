import { createECDH } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  PUSH_MESSAGES,
  PUSH_SUBSCRIPTIONS_PER_OWNER,
  type PushPayload,
  type PushSubscriptionRequest,
} from '../../shared/contract/push.ts';
import type { Language } from '../../shared/languages.ts';
import type { AppConfig } from '../config.ts';
import type { AppDb, AppTx, Database, Executor } from '../db/client.ts';
import { executeSqlOn } from '../db/raw-sql.ts';
import { badRequest, notFound } from '../http-errors.ts';
import { pushEndpointProblem } from './push-endpoints.ts';
import {
  createPushQueue,
  type HeldPush,
  type PushQueueOptions,
  type QueuedPush,
} from './push-queue.ts';
import type { PushDelivery } from './push-request.ts';
import { createPushSender, type PushSenderOptions } from './push-sender.ts';
import * as repo from './push-subscriptions.repo.ts';
import { loadVapidKeys, vapidSubject } from './push-vapid-keys.ts';
import type { Auth } from './session-auth.ts';

/** What a push says, or how to say it in a subscription's language (decision 280). */
type PushText = PushPayload | ((language: Language) => PushPayload);
/** One text for the whole audience, or each team its own (a re-import's changes, decision 300). */
type PushContent = PushText | { byTeam: ReadonlyMap<number, PushText> };

/** Who a push goes to: some teams, the administrators, or every subscriber. */
type PushAudience = { teamIds: number[] } | 'admins' | 'everyone';

export interface PushService {
  readonly publicKey: string;
  /**
   * Saves the subscription for the session's team (or administrator) and the session itself, so
   * it ends with the session; `created` is false when the endpoint was saved before. An owner
   * keeps its PUSH_SUBSCRIPTIONS_PER_OWNER newest subscriptions (the oldest are replaced).
   */
  subscribe(auth: Auth, subscription: PushSubscriptionRequest): Promise<{ created: boolean }>;
  unsubscribe(auth: Auth, endpoint: string): Promise<void>;
  /**
   * Looks up the audience's subscriptions and queues a push to each in the database, in the
   * background: the caller (a request's domain event) never waits for the lookup or the delivery.
   * Whichever instance takes a push from the queue sends it (decision 253).
   */
  send(audience: PushAudience, payload: PushContent, options: Omit<PushDelivery, 'payload'>): void;
  /**
   * Looks up the audience's subscriptions and queues their pushes inside the caller's
   * transaction: they are queued if the write commits and never without it (a reminder's claim
   * and its pushes, decision 271). `takeSoon` once it has committed sends them at once.
   */
  queueWithin(
    tx: AppTx,
    audience: PushAudience,
    payload: PushContent,
    options: Omit<PushDelivery, 'payload'>,
  ): Promise<void>;
  /** Looks at the queue now (pushes a transaction queued have just committed). */
  takeSoon(): void;
  /** Resolves when every push queued so far has been delivered, dropped or given up on. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushService;
  }
}

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
 * Web Push infrastructure (issue 18): the VAPID key pair, the subscriptions table and a sender
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
        if (problem) throw badRequest(problem, [{ field: 'endpoint', message: problem }]);
        if (!isP256Point(subscription.keys.p256dh)) {
          throw badRequest(PUSH_MESSAGES.p256dhInvalid, [
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
          throw notFound(PUSH_MESSAGES.notSubscribed);
      },
      async queueWithin(tx, audience, payload, delivery) {
        await queue.enqueueWithin(
          executeSqlOn(tx),
          await pushesFor(tx, audience, payload, delivery),
        );
      },
      takeSoon: () => queue.fetchSoon(),
      send(audience, payload, delivery) {
        const lookup = pushesFor(db, audience, payload, delivery)
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

    /** One push for each of the audience's subscriptions. */
    async function pushesFor(
      executor: Executor,
      audience: PushAudience,
      payload: PushContent,
      delivery: Omit<PushDelivery, 'payload'>,
    ): Promise<QueuedPush[]> {
      const targets =
        audience === 'everyone'
          ? await repo.listAllSubscriptions(executor)
          : audience === 'admins'
            ? await repo.listAdminSubscriptions(executor)
            : await repo.listTeamSubscriptions(executor, audience.teamIds);
      // PUSH_ENDPOINT_HOSTS may have shrunk since a subscription was saved.
      const allowed = targets.filter(
        (target) => pushEndpointProblem(target.endpoint, config.push.extraHosts) === null,
      );
      const text = textFor(payload);
      return allowed.flatMap((target) => {
        const written = text(target);
        return written === undefined
          ? []
          : [{ endpoint: target.endpoint, lane: target.lane, payload: written, ...delivery }];
      });
    }

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

/** The push's JSON for a subscription, written once per team and language however many phones read it. */
function textFor(
  content: PushContent,
): (target: { teamId: number | null; language: Language }) => string | undefined {
  if (typeof content === 'function' || !('byTeam' in content)) {
    const text = textsOf(content);
    return (target) => text(target.language);
  }
  const texts = new Map([...content.byTeam].map(([teamId, text]) => [teamId, textsOf(text)]));
  return (target) => texts.get(target.teamId ?? -1)?.(target.language);
}

/** The push's JSON in each language, written once per language however many phones read it. */
function textsOf(content: PushText): (language: Language) => string {
  if (typeof content !== 'function') {
    const text = JSON.stringify(content);
    return () => text;
  }
  const texts = new Map<Language, string>();
  return (language) => {
    let text = texts.get(language);
    if (text === undefined) texts.set(language, (text = JSON.stringify(content(language))));
    return text;
  };
}

function pickDefined<T extends object, K extends keyof T>(
  from: T | undefined,
  keys: K[],
): Partial<Pick<T, K>> {
  const picked: Partial<Pick<T, K>> = {};
  for (const key of keys) if (from?.[key] !== undefined) picked[key] = from[key];
  return picked;
}
