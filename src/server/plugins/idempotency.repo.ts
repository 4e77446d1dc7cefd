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
  and(
    eq(idempotencyKeys.scope, scope),
    eq(idempotencyKeys.key, key),
    eq(idempotencyKeys.route, route),
  );

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

const idOf = ({ scope, key, route }: IdempotencyId) => `${scope}\n${key}\n${route}`;

export interface Reservation {
  id: IdempotencyId;
  fingerprint: string;
}

/**
 * Claims each request's key, in one statement (the requests of a burst are grouped, decision
 * 225): true for those that may run. The primary key decides a race: of concurrent requests with
 * one key exactly one inserts; the others see its row (of two in one call, the first is tried and
 * the second is not). A row past the replay window is taken over, and so is a reservation that
 * neither answered nor committed whose instance died or that is older than `abandonedBefore`
 * (decisions 122 and 203).
 */
export async function reserve(
  db: AppDb,
  reservations: readonly Reservation[],
  claim: Claim,
): Promise<boolean[]> {
  const first = new Map<string, Reservation>();
  for (const reservation of reservations)
    if (!first.has(idOf(reservation.id))) first.set(idOf(reservation.id), reservation);
  const input = [...first.values()].map(({ id, fingerprint }) => ({ ...id, fingerprint }));
  // Never run again once it committed: that one is answered 'done, answer lost' instead.
  const unanswered = sql`(${idempotencyKeys.status} is null and ${idempotencyKeys.committedAt} is null)`;
  // Every keyed write starts here: kept prepared (decision 222). Rows in key order, so two
  // instances' calls never take the same rows' locks in opposite orders.
  const { rows } = await executePrepared<IdempotencyId>(
    db,
    'idempotency-reserve',
    sql`
    insert into ${idempotencyKeys} (scope, key, route, fingerprint, owner)
    select r.scope, r.key, r.route, r.fingerprint, ${claim.owner}::text
    from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as r(scope text, key text, route text, fingerprint text)
    order by r.scope, r.key, r.route
    on conflict (scope, key, route) do update
    set fingerprint = excluded.fingerprint, status = null, content_type = null, body = null, owner = excluded.owner, created_at = now()
    where ${idempotencyKeys.createdAt} < ${claim.expiredBefore}
      or (${unanswered} and ${idempotencyKeys.createdAt} < ${claim.abandonedBefore})
      or (${unanswered} and not ${ownerAlive(idempotencyKeys.owner, claim.ownerDeadAfterMs)})
    returning scope, key, route`,
  );
  const claimed = new Set(rows.map(idOf));
  return reservations.map(
    (reservation) =>
      first.get(idOf(reservation.id)) === reservation && claimed.has(idOf(reservation.id)),
  );
}

/** The key's row, and whether the instance running it is alive (beat within `ownerDeadAfterMs`). */
export async function find(
  db: AppDb,
  id: IdempotencyId,
  ownerDeadAfterMs: number,
): Promise<(StoredRequest & { ownerAlive: boolean }) | undefined> {
  const [row] = await db
    .select({
      ...getTableColumns(idempotencyKeys),
      ownerAlive: sql<boolean>`${ownerAlive(idempotencyKeys.owner, ownerDeadAfterMs)}`,
    })
    .from(idempotencyKeys)
    .where(match(id))
    .limit(1);
  return row;
}

/** Marks the key's request as committed, inside the transaction that commits it. */
export async function markCommitted(tx: Executor, id: IdempotencyId): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ committedAt: sql`now()` })
    .where(match(id));
}

/**
 * The same mark as one clause of another write's statement, applied when `condition` holds (the
 * write happened): it commits with that statement (decision 222).
 */
export function markCommittedWhen(id: IdempotencyId, condition: SQL): SQL {
  return sql`update ${idempotencyKeys} set committed_at = now() where ${and(match(id), condition)}`;
}

export interface Answer {
  id: IdempotencyId;
  status: number;
  contentType: string | null;
  body: string;
}

/** Stores each key's first answer, in one statement (grouped like the reservations, decision 225). */
export async function complete(db: AppDb, answers: readonly Answer[]): Promise<void> {
  // Through UTF-8, as a text parameter went: a lone surrogate becomes U+FFFD here, where jsonb
  // would refuse the whole statement.
  const input = answers.map(({ id, status, contentType, body }) => ({
    ...id,
    status,
    contentType,
    body: Buffer.from(body).toString(),
  }));
  await executePrepared(
    db,
    'idempotency-complete',
    sql`
    update ${idempotencyKeys} set status = a.status, content_type = a."contentType", body = a.body
    from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as a(scope text, key text, route text, status integer, "contentType" text, body text)
    where ${idempotencyKeys.scope} = a.scope and ${idempotencyKeys.key} = a.key and ${idempotencyKeys.route} = a.route and ${idempotencyKeys.status} is null`,
  );
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
