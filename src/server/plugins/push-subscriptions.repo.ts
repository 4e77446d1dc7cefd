import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { pushSubscriptions } from '../db/schema.ts';

/** Who a subscription belongs to: a team, or an administrator. */
export type PushOwner = { teamId: number } | { adminId: number };

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

const target = { endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth };

const ownerColumns = (owner: PushOwner) =>
  'teamId' in owner ? { teamId: owner.teamId, adminId: null } : { teamId: null, adminId: owner.adminId };

/**
 * Saves a browser's subscription for its owner. The same endpoint again (the browser subscribing
 * anew, or signed in as another team) updates the keys and the owner. `created` is false then.
 */
export async function saveSubscription(db: Executor, owner: PushOwner, subscription: StoredSubscription) {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...subscription, ...ownerColumns(owner) })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: subscription.p256dh, auth: subscription.auth, ...ownerColumns(owner) },
    })
    // xmax is 0 for a freshly inserted row and the updating transaction's id otherwise.
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return { created: row!.created };
}

export async function deleteOwnSubscription(db: Executor, owner: PushOwner, endpoint: string): Promise<boolean> {
  const ownedBy = 'teamId' in owner ? eq(pushSubscriptions.teamId, owner.teamId) : eq(pushSubscriptions.adminId, owner.adminId);
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), ownedBy))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** A push service said the subscription is gone (404 or 410). */
export async function deleteSubscriptionByEndpoint(db: Executor, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export function listTeamSubscriptions(db: Executor, teamIds: number[]): Promise<StoredSubscription[]> {
  if (teamIds.length === 0) return Promise.resolve([]);
  return db.select(target).from(pushSubscriptions).where(inArray(pushSubscriptions.teamId, teamIds));
}

export function listAdminSubscriptions(db: Executor): Promise<StoredSubscription[]> {
  return db.select(target).from(pushSubscriptions).where(isNotNull(pushSubscriptions.adminId));
}

export function listAllSubscriptions(db: Executor): Promise<StoredSubscription[]> {
  return db.select(target).from(pushSubscriptions);
}
