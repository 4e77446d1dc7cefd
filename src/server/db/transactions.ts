import { PgTransaction } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { AppDb, AppTx, Executor } from './executor.ts';

/**
 * Work that commits with a request's own writes or not at all: the Idempotency-Key plugin marks
 * its key done this way (decisions 203 and 222).
 */
export interface CommitHook {
  /** Whether the hook has anything to write for the running request. */
  hasWork(): boolean;
  run(tx: AppTx): Promise<void>;
  /**
   * The same write as one data-modifying clause (`update ... where ... and <condition>`), for a
   * lone write to carry in its own statement (`writeAlone`): it commits with that write or not at
   * all, without a transaction around it. Applied only when `condition` holds.
   */
  inStatement(condition: SQL): SQL;
}

/** What the commit hooks add to a lone write's statement: clauses, each given its condition. */
export type AlsoWrite = ((condition: SQL) => SQL)[];

const hooksOf = new WeakMap<AppDb, Set<CommitHook>>();

/**
 * Runs `hook` at the end of every transaction `transaction` begins on `db`, inside it, just before
 * it commits, and puts its clause into every `writeAlone` statement it has work for. Returns its
 * removal.
 */
export function beforeCommit(db: AppDb, hook: CommitHook): () => void {
  let hooks = hooksOf.get(db);
  if (!hooks) hooksOf.set(db, (hooks = new Set()));
  hooks.add(hook);
  return () => hooks.delete(hook);
}

const working = (db: AppDb) => [...(hooksOf.get(db) ?? [])].filter((hook) => hook.hasWork());

/**
 * Runs `work` in a transaction: on the database, one that commits with what the commit hooks add
 * for the running request; inside a transaction, a savepoint in it (the hooks run when the outer
 * one commits). The one way the services begin a transaction.
 */
export function transaction<T>(executor: Executor, work: (tx: AppTx) => Promise<T>): Promise<T> {
  // Stryker disable next-line ConditionalExpression: equivalent, a transaction has no hooks of its own, so the other branch adds none
  if (executor instanceof PgTransaction) return executor.transaction(work);
  return executor.transaction(async (tx) => {
    const result = await work(tx);
    for (const hook of working(executor)) await hook.run(tx);
    return result;
  });
}

/**
 * Runs `write`, a single statement, so that it commits with whatever the commit hooks add for the
 * running request, without `BEGIN` and `COMMIT` round trips (decision 222): `write` puts the hooks'
 * clauses (`alsoWrite`) into its own statement, each given the condition that the write happened.
 * Given a transaction, it runs in it with none (the hooks run when that one commits).
 */
export function writeAlone<T>(
  executor: Executor,
  write: (executor: Executor, alsoWrite: AlsoWrite) => Promise<T>,
): Promise<T> {
  // Stryker disable next-line ConditionalExpression: equivalent, a transaction has no hooks of its own, so the other branch passes none
  if (executor instanceof PgTransaction) return write(executor, []);
  return write(
    executor,
    working(executor).map((hook) => (condition: SQL) => hook.inStatement(condition)),
  );
}
