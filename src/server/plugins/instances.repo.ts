import { eq, lt, sql, type SQLWrapper } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { appInstances } from '../db/schema.ts';

/** Says this instance is alive, on the database's clock. */
export async function beat(db: AppDb, id: string): Promise<void> {
  await db
    .insert(appInstances)
    .values({ id })
    .onConflictDoUpdate({ target: appInstances.id, set: { seenAt: sql`now()` } });
}

export async function forget(db: AppDb, id: string): Promise<void> {
  await db.delete(appInstances).where(eq(appInstances.id, id));
}

/** Drops the rows of instances gone for longer than `olderThanMs`. */
export async function pruneGone(db: AppDb, olderThanMs: number): Promise<void> {
  await db
    .delete(appInstances)
    .where(lt(appInstances.seenAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`));
}

/**
 * True while the instance `owner` has beaten within `withinMs`: an SQL condition for rows that
 * name their owner in `ownerColumn`.
 */
export const ownerAlive = (ownerColumn: SQLWrapper, withinMs: number) =>
  sql`exists (select 1 from ${appInstances} where ${appInstances.id} = ${ownerColumn} and ${appInstances.seenAt} > now() - make_interval(secs => ${withinMs / 1000}))`;
