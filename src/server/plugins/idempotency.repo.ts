import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';

export interface IdempotencyId {
  scope: string;
  key: string;
  route: string;
}

export type StoredRequest = typeof idempotencyKeys.$inferSelect;

const match = ({ scope, key, route }: IdempotencyId) =>
  and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), eq(idempotencyKeys.route, route));

/**
 * Claims the key for this request. The primary key decides a race: of concurrent requests with
 * one key exactly one inserts; the others see its row. A row older than `expiredBefore` (past
 * the replay window, or a reservation whose request died) is taken over.
 */
export async function reserve(db: AppDb, id: IdempotencyId, fingerprint: string, expiredBefore: Date, abandonedBefore: Date): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...id, fingerprint })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key, idempotencyKeys.route],
      set: { fingerprint, status: null, contentType: null, body: null, createdAt: sql`now()` },
      setWhere: sql`${idempotencyKeys.createdAt} < ${expiredBefore} or (${idempotencyKeys.status} is null and ${idempotencyKeys.createdAt} < ${abandonedBefore})`,
    })
    .returning({ key: idempotencyKeys.key });
  return inserted.length === 1;
}

export async function find(db: AppDb, id: IdempotencyId): Promise<StoredRequest | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(match(id)).limit(1);
  return row;
}

export async function complete(db: AppDb, id: IdempotencyId, status: number, contentType: string | null, body: string): Promise<void> {
  await db.update(idempotencyKeys).set({ status, contentType, body }).where(and(match(id), isNull(idempotencyKeys.status)));
}

/** Gives the key back (the answer was one a retry should not get again, e.g. 429). */
export async function release(db: AppDb, id: IdempotencyId): Promise<void> {
  await db.delete(idempotencyKeys).where(and(match(id), isNull(idempotencyKeys.status)));
}

export async function deleteExpired(db: AppDb, expiredBefore: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expiredBefore));
}
