import { and, eq, gt, inArray, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../shared/languages.ts';
import type { AppDb, Executor } from '../db/client.ts';
import { admins, pushSubscriptions, sessions, teams } from '../db/schema.ts';
import { transaction } from '../db/transactions.ts';

/** Who a subscription belongs to: a team, or an administrator. */
export type PushOwner = { teamId: number } | { adminId: number };

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The queue lane it is delivered in: `team:<id>` or `admin:<id>` (push-sender.ts). */
  lane: string;
  /** The team it belongs to; null for an administrator's. */
  teamId: number | null;
  /** The phone's interface language: its alerts are written in it. */
  language: Language;
}

const target = {
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
  lane: sql<string>`case when ${pushSubscriptions.teamId} is not null then 'team:' || ${pushSubscriptions.teamId} else 'admin:' || ${pushSubscriptions.adminId} end`,
  teamId: pushSubscriptions.teamId,
  language: sql<Language>`${pushSubscriptions.language}`,
};

const ownerColumns = (owner: PushOwner) =>
  'teamId' in owner
    ? { teamId: owner.teamId, adminId: null }
    : { teamId: null, adminId: owner.adminId };

const ownedBy = (owner: PushOwner): SQL =>
  'teamId' in owner
    ? eq(pushSubscriptions.teamId, owner.teamId)
    : eq(pushSubscriptions.adminId, owner.adminId);

/**
 * Saves a browser's subscription for its owner and the session that made it. The same endpoint
 * again (the browser subscribing anew, signed in as another team, or its language changed) takes
 * the new keys, language, owner and session, and counts as the newest; `created` is false then. An owner keeps its
 * `maxPerOwner` newest subscriptions: older ones are deleted in the same transaction, which
 * first locks the owner's row so two saves for one owner are counted one after the other.
 */
export async function saveSubscription(
  db: AppDb,
  owner: PushOwner,
  sessionTokenHash: string,
  subscription: Omit<StoredSubscription, 'lane' | 'teamId'>,
  maxPerOwner: number,
): Promise<{ created: boolean; replaced: number }> {
  return transaction(db, async (tx) => {
    if ('teamId' in owner)
      await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, owner.teamId)).for('update');
    else
      await tx
        .select({ id: admins.id })
        .from(admins)
        .where(eq(admins.id, owner.adminId))
        .for('update');
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ ...subscription, ...ownerColumns(owner), sessionTokenHash })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          p256dh: subscription.p256dh,
          auth: subscription.auth,
          language: subscription.language,
          ...ownerColumns(owner),
          sessionTokenHash,
          createdAt: sql`now()`,
        },
      })
      // xmax is 0 for a freshly inserted row and the updating transaction's id otherwise.
      .returning({ id: pushSubscriptions.id, created: sql<boolean>`(xmax = 0)` });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(ownedBy(owner))
      .orderBy(sql`${pushSubscriptions.createdAt} desc, ${pushSubscriptions.id} desc`)
      .limit(maxPerOwner);
    const replaced = await tx
      .delete(pushSubscriptions)
      .where(and(ownedBy(owner), notInArray(pushSubscriptions.id, newest)))
      .returning({ id: pushSubscriptions.id });
    return { created: row!.created, replaced: replaced.length };
  });
}

export async function deleteOwnSubscription(
  db: Executor,
  owner: PushOwner,
  endpoint: string,
): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), ownedBy(owner)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}

/** A push service said the subscription is gone (404 or 410). */
export async function deleteSubscriptionByEndpoint(db: Executor, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

/**
 * Subscriptions whose session is still live. A deleted session takes its subscriptions with it
 * (foreign key); an expired one not yet swept must not be sent to either.
 */
function liveSubscriptions(db: Executor, where?: SQL): Promise<StoredSubscription[]> {
  return db
    .select(target)
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.tokenHash, pushSubscriptions.sessionTokenHash))
    .where(and(gt(sessions.expiresAt, sql`now()`), where));
}

export function listTeamSubscriptions(
  db: Executor,
  teamIds: number[],
): Promise<StoredSubscription[]> {
  if (teamIds.length === 0) return Promise.resolve([]);
  return liveSubscriptions(db, inArray(pushSubscriptions.teamId, teamIds));
}

export function listAdminSubscriptions(db: Executor): Promise<StoredSubscription[]> {
  return liveSubscriptions(db, isNotNull(pushSubscriptions.adminId));
}

export function listAllSubscriptions(db: Executor): Promise<StoredSubscription[]> {
  return liveSubscriptions(db);
}

/** The live subscriptions among these endpoints (a queued push is sent only to one still live). */
export function liveSubscriptionsAt(
  db: Executor,
  endpoints: string[],
): Promise<StoredSubscription[]> {
  if (endpoints.length === 0) return Promise.resolve([]);
  return liveSubscriptions(db, inArray(pushSubscriptions.endpoint, endpoints));
}
