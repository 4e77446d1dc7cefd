import type { PushPayload, PushSubscriptionRequest } from '../../shared/contract/push.ts';
import type { Language } from '../../shared/languages.ts';
import type { AppTx } from '../db/client.ts';
import type { PushDelivery } from './push-request.ts';
import type { Auth } from './session-auth.ts';

/** What a push says, or how to say it in a subscription's language (decision 280). */
export type PushText = PushPayload | ((language: Language) => PushPayload);
/** One text for the whole audience, or each team its own (a re-import's changes, decision 300). */
export type PushContent = PushText | { byTeam: ReadonlyMap<number, PushText> };

/** Who a push goes to: some teams, the administrators, or every subscriber. */
export type PushAudience = { teamIds: number[] } | 'admins' | 'everyone';

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
