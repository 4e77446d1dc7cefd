import type { AppDb, AppTx, Executor } from './client.ts';

/**
 * Runs `work` in a transaction: on the database, one that commits with what the commit hooks add
 * for the running request (`Database.beforeCommit`: the Idempotency-Key plugin marks its key done
 * in it, decision 222); inside a transaction, a savepoint in it (the hooks run when the outer one
 * commits). The one way the services begin a transaction.
 */
export function transaction<T>(executor: Executor, work: (tx: AppTx) => Promise<T>): Promise<T> {
  return (executor as AppDb).transaction(work);
}
