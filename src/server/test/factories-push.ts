import { createECDH, randomBytes } from 'node:crypto';
import type { AppDb } from '../db/client.ts';
import { announcements, pushSubscriptions } from '../db/schema.ts';
import { hashToken, randomToken } from '../lib/crypto.ts';
import { insertSession } from '../plugins/sessions.repo.ts';

/** What a browser's `PushSubscription.toJSON()` gives, with fresh keys, for `endpoint`. */
export function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

export async function buildAnnouncement(db: AppDb, values: { title?: string; body?: string } = {}) {
  const [row] = await db
    .insert(announcements)
    .values({ title: 'Lunch', body: 'Lunch is served in hall C.', ...values })
    .returning();
  return row!;
}

/** A team's subscription saved as a signed-in phone of it would: with a live session of its own. */
export async function buildTeamSubscription(
  db: AppDb,
  teamId: number,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
) {
  const sessionTokenHash = hashToken(randomToken());
  await insertSession(db, sessionTokenHash, { teamId }, new Date(Date.now() + 24 * 60 * 60 * 1000));
  await db
    .insert(pushSubscriptions)
    .values({ teamId, endpoint: subscription.endpoint, ...subscription.keys, sessionTokenHash });
}
