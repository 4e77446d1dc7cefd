import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { AppDb } from '../db/client.ts';
import { pushVapidKeys } from '../db/schema.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The key pair every instance signs with (decision 161): the configured one, or the one kept in
 * the database. The first instance to start generates a pair; when two start together, both
 * insert, the single-row key keeps the first and both read back the same pair.
 */
export async function loadVapidKeys(
  db: AppDb,
  configured: VapidKeys | undefined,
): Promise<VapidKeys> {
  if (configured) return configured;
  const existing = await readStoredKeys(db);
  if (existing) return existing;
  const generated = webPush.generateVAPIDKeys();
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, ...generated })
    .onConflictDoNothing();
  const stored = await readStoredKeys(db);
  if (!stored) throw new Error('the VAPID key pair could not be stored');
  return stored;
}

async function readStoredKeys(db: AppDb): Promise<VapidKeys | undefined> {
  const [row] = await db
    .select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey })
    .from(pushVapidKeys)
    .where(eq(pushVapidKeys.id, 1));
  return row;
}

/** The subject push services may contact: VAPID_SUBJECT, else the app's https address. */
export function vapidSubject(configured: string | undefined, publicUrl: string): string {
  if (configured) return configured;
  if (publicUrl.startsWith('https://')) return publicUrl;
  return `mailto:organiser@${new URL(publicUrl).hostname}`;
}
