import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import {
  PgDialect,
  PgTransaction,
  type PgDatabase,
  type PgQueryResultHKT,
} from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.ts';
import { pglitePrepared, STALE_PREPARED_PLAN } from './pglite-prepared.ts';
import { pgDumpStream, pgliteSnapshot, type Snapshot } from './snapshot.ts';

type Schema = typeof schema;
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;
export type AppTx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What repositories take: the database or a transaction inside it. */
export type Executor = AppDb | AppTx;

type NotificationListener = (payload: string) => void;

/** One opened database, whichever engine serves it. */
export interface Database {
  readonly db: AppDb;
  readonly engine: 'pglite' | 'postgres';
  /** Subscribes to a Postgres notification channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: NotificationListener): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** A consistent backup of the whole database, taken while it runs (db/backup.ts restores it). */
  snapshot(): Promise<Snapshot>;
  /**
   * Runs SQL text as it is, for a library that writes its own (the job queue, decision 253): with
   * values one statement with $1..$n, without any number of statements, the last one's rows back.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `hook` at the end of every transaction begun with `db.transaction`, inside it, just
   * before it commits, and puts its clause into every `writeAlone` statement it has work for: what
   * it writes commits with the transaction's or the statement's own writes or not at all (the
   * Idempotency-Key plugin marks its key done this way, decisions 203 and 222). Returns its removal.
   */
  beforeCommit(hook: CommitHook): () => void;
  close(): Promise<void>;
}

interface CommitHook {
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

const commitHooks = new WeakMap<AppDb, Set<CommitHook>>();

/** Gives `db.transaction` the hooks of `Database.beforeCommit`. */
function withCommitHooks(db: AppDb): Pick<Database, 'beforeCommit'> {
  const hooks = new Set<CommitHook>();
  commitHooks.set(db, hooks);
  const transaction = db.transaction.bind(db);
  db.transaction = ((
    work: (tx: AppTx) => Promise<unknown>,
    config?: Parameters<AppDb['transaction']>[1],
  ) =>
    transaction(async (tx) => {
      const result = await work(tx);
      for (const hook of hooks) if (hook.hasWork()) await hook.run(tx);
      return result;
    }, config)) as AppDb['transaction'];
  return {
    beforeCommit(hook) {
      hooks.add(hook);
      return () => hooks.delete(hook);
    },
  };
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
  if (executor instanceof PgTransaction) return write(executor, []);
  const working = [...(commitHooks.get(executor) ?? [])].filter((hook) => hook.hasWork());
  return write(
    executor,
    working.map((hook) => (condition: SQL) => hook.inStatement(condition)),
  );
}

/** Renders a query's text and parameters for the prepared-statement runners. */
const dialect = new PgDialect();

type PreparedRunner = (
  name: string,
  text: string,
  params: unknown[],
) => Promise<{ rows: unknown[] }>;
const preparedRunners = new WeakMap<AppDb, PreparedRunner>();

/**
 * Runs `query` as a statement PostgreSQL keeps prepared under `name` on each pooled connection:
 * parsed and planned once per connection, not on every call (decision 222); on PGlite, the same
 * inside it (`pglite-prepared.ts`). For the hottest statements only; a name must always stand for
 * the same text. Inside a transaction it runs as `execute` would. Rows come as the driver parses
 * them (json parsed, timestamps as dates on PostgreSQL): select json or plain columns.
 */
export function executePrepared<Row>(
  executor: Executor,
  name: string,
  query: SQL,
): Promise<{ rows: Row[] }> {
  const run = executor instanceof PgTransaction ? undefined : preparedRunners.get(executor);
  if (!run) return executor.execute(query) as unknown as Promise<{ rows: Row[] }>;
  const { sql: text, params } = dialect.sqlToQuery(query);
  return run(name, text, params) as Promise<{ rows: Row[] }>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** `directory`: where the database lives on disk, whose snapshots are base backups (none in memory). */
export function openPglite(pglite: PGlite, directory?: string): Database {
  const db = drizzlePglite(pglite, { schema }) as unknown as AppDb;
  preparedRunners.set(db, pglitePrepared(pglite));
  return {
    db,
    ...withCommitHooks(db),
    engine: 'pglite',
    async listen(channel, onPayload) {
      const unsubscribe = await pglite.listen(channel, onPayload);
      return () => unsubscribe();
    },
    async notify(channel, payload) {
      await pglite.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async snapshot() {
      return { format: 'embedded', stream: await pgliteSnapshot(pglite, directory) };
    },
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    async close() {
      if (pglite.closed) return;
      await pglite.query('checkpoint');
      await pglite.close();
    },
  };
}

export function openPostgres(connectionString: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePostgres(pool, { schema }) as unknown as AppDb;
  preparedRunners.set(db, async (name, text, params) => {
    for (let attempt = 1; ; attempt++) {
      const client = await pool.connect();
      try {
        const result = await client.query({ name, text, values: params });
        client.release();
        return result;
      } catch (error) {
        // A migration changed what the statement returns since this connection prepared it: drop
        // the connection (and its prepared statements) and run it once more on a fresh one.
        const stale = (error as { code?: string }).code === STALE_PREPARED_PLAN;
        client.release(stale ? (error as Error) : undefined);
        if (!stale || attempt > 1) throw error;
      }
    }
  });
  let listener: pg.Client | undefined;
  const listeners = new Map<string, Set<NotificationListener>>();

  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    const client = new pg.Client({ connectionString });
    client.on('error', () => undefined);
    client.on('notification', (message) => {
      for (const fn of listeners.get(message.channel) ?? []) fn(message.payload ?? '');
    });
    await client.connect();
    listener = client;
    return client;
  }

  return {
    db,
    ...withCommitHooks(db),
    engine: 'postgres',
    async listen(channel, onPayload) {
      const client = await listenerClient();
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async snapshot() {
      return { format: 'postgres', stream: pgDumpStream(connectionString) };
    },
    async executeSql(text, values) {
      const result = await pool.query(text, values);
      // Several statements in one text answer one result each: the last one's rows.
      return Array.isArray(result) ? (result.at(-1) as pg.QueryResult) : result;
    },
    async close() {
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
