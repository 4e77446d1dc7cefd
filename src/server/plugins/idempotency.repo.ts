import { and, eq, getTableColumns, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { executePrepared, type AppDb, type Executor } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { ownerAlive } from './instances.repo.ts';

export interface IdempotencyId {
  scope: string;
  key: string;
  route: string;
}

export type StoredRequest = typeof idempotencyKeys.$inferSelect;

const match = ({ scope, key, route }: IdempotencyId) =>
  and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), eq(idempotencyKeys.route, route));

export interface Claim {
  /** The instance running the request (plugins/instances.ts). */
  owner: string;
  /** A row older than this is past the replay window, answered or not. */
  expiredBefore: Date;
  /** A reservation older than this is taken over even while its instance lives. */
  abandonedBefore: Date;
  /** An instance silent this long is dead: its reservations are taken over at once. */
  ownerDeadAfterMs: number;
}

/**
 * Claims the key for this request. The primary key decides a race: of concurrent requests with
 * one key exactly one inserts; the others see its row. A row past the replay window is taken
 * over, and so is a reservation that neither answered nor committed whose instance died or that
 * is older than `abandonedBefore` (decisions 122 and 203).
 */
export async function reserve(db: AppDb, id: IdempotencyId, fingerprint: string, claim: Claim): Promise<boolean> {
  // Never run again once it committed: that one is answered 'done, answer lost' instead.
  const unanswered = sql`(${idempotencyKeys.status} is null and ${idempotencyKeys.committedAt} is null)`;
  const reservation = db
    .insert(idempotencyKeys)
    .values({ ...id, fingerprint, owner: claim.owner })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key, idempotencyKeys.route],
      set: { fingerprint, status: null, contentType: null, body: null, owner: claim.owner, createdAt: sql`now()` },
      setWhere: sql`${idempotencyKeys.createdAt} < ${claim.expiredBefore}
        or (${unanswered} and ${idempotencyKeys.createdAt} < ${claim.abandonedBefore})
        or (${unanswered} and not ${ownerAlive(idempotencyKeys.owner, claim.ownerDeadAfterMs)})`,
    })
    .returning({ key: idempotencyKeys.key });
  // Every keyed write starts here: kept prepared (decision 222).
  const { rows } = await executePrepared(db, 'idempotency-reserve', reservation.getSQL());
  return rows.length === 1;
}

/** The key's row, and whether the instance running it is alive (beat within `ownerDeadAfterMs`). */
export async function find(db: AppDb, id: IdempotencyId, ownerDeadAfterMs: number): Promise<(StoredRequest & { ownerAlive: boolean }) | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(idempotencyKeys), ownerAlive: sql<boolean>`${ownerAlive(idempotencyKeys.owner, ownerDeadAfterMs)}` })
    .from(idempotencyKeys)
    .where(match(id))
    .limit(1);
  return row;
}

/** Marks the key's request as committed, inside the transaction that commits it. */
export async function markCommitted(tx: Executor, id: IdempotencyId): Promise<void> {
  await tx.update(idempotencyKeys).set({ committedAt: sql`now()` }).where(match(id));
}

/**
 * The same mark as one clause of another write's statement, applied when `condition` holds (the
 * write happened): it commits with that statement (decision 222).
 */
export function markCommittedWhen(id: IdempotencyId, condition: SQL): SQL {
  return sql`update ${idempotencyKeys} set committed_at = now() where ${and(match(id), condition)}`;
}

export async function complete(db: AppDb, id: IdempotencyId, status: number, contentType: string | null, body: string): Promise<void> {
  const update = db.update(idempotencyKeys).set({ status, contentType, body }).where(and(match(id), isNull(idempotencyKeys.status)));
  await executePrepared(db, 'idempotency-complete', update.getSQL());
}

/**
 * Gives the key back (the answer was one a retry should not get again, e.g. 429), unless its
 * request committed: then false, and the key must not run again.
 */
export async function release(db: AppDb, id: IdempotencyId): Promise<boolean> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(and(match(id), isNull(idempotencyKeys.status), isNull(idempotencyKeys.committedAt)))
    .returning({ key: idempotencyKeys.key });
  return deleted.length === 1;
}

export async function deleteExpired(db: AppDb, expiredBefore: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expiredBefore));
}
