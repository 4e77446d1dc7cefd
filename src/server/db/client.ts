import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.ts';
import { pglitePrepared, STALE_PREPARED_PLAN } from './pglite-prepared.ts';
import { pgDumpStream, pgliteSnapshot, type Snapshot } from './snapshot.ts';
import { beforeCommit, type CommitHook } from './transactions.ts';

import type { AppDb, Executor } from './executor.ts';

export type { AppDb, AppTx, Executor } from './executor.ts';

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
  /** `transactions.ts`'s `beforeCommit` on this database: a hook its transactions commit with. */
  beforeCommit(hook: CommitHook): () => void;
  close(): Promise<void>;
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
    beforeCommit: (hook) => beforeCommit(db, hook),
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
    beforeCommit: (hook) => beforeCommit(db, hook),
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
