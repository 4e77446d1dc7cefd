import { createECDH, randomBytes } from 'node:crypto';
import type { AppDb } from '../db/client.ts';
import { announcements } from '../db/schema.ts';

/** What a browser's `PushSubscription.toJSON()` gives, with fresh keys, for `endpoint`. */
export function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}

export async function buildAnnouncement(db: AppDb, values: { title?: string; body?: string } = {}) {
  const [row] = await db
    .insert(announcements)
    .values({ title: 'Lunch', body: 'Lunch is served in hall C.', ...values })
    .returning();
  return row!;
}
