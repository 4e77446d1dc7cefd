import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../../src/server/db/client.ts';
import { openDatabase } from '../../src/server/db/open.ts';

export type Engine = 'pglite' | 'postgres';

/** A fresh, empty database for one run: a PGlite directory, or a new database on the server. */
export interface Storage {
  engine: Engine;
  /** The app's DATA_DIR (also holds the logs); with PostgreSQL the data lives on the server. */
  dataDir: string;
  databaseUrl?: string;
  /** Opens (and migrates) it with the project's own modules. */
  open(): Promise<Database>;
  /** A line about the engine for the report. */
  describe(): Promise<string>;
  destroy(): Promise<void>;
}

async function withClient<T>(
  connectionString: string,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createStorage(
  engine: Engine,
  label: string,
  serverUrl?: string,
): Promise<Storage> {
  const dataDir = mkdtempSync(join(tmpdir(), `tc-bench-${label}-`));
  if (engine === 'pglite') {
    return {
      engine,
      dataDir,
      open: () => openDatabase({ dataDir }),
      async describe() {
        const { PGlite } = await import('@electric-sql/pglite');
        const probe = await PGlite.create();
        const { rows } = await probe.query<{ v: string }>(
          "select current_setting('server_version') as v",
        );
        await probe.close();
        return `PGlite (PostgreSQL ${rows[0]?.v ?? '?'} in WebAssembly), data in a temporary directory`;
      },
      async destroy() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  if (!serverUrl) throw new Error('PostgreSQL runs need DATABASE_URL');
  // A database of our own on the given server; the given database itself is never touched.
  const name =
    `tc_bench_${label.replace(/[^a-z0-9]/gi, '_')}_${process.pid}_${Date.now().toString(36)}`.toLowerCase();
  await withClient(serverUrl, (client) =>
    client.query(`create database ${pg.escapeIdentifier(name)}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    engine,
    dataDir,
    databaseUrl,
    open: () => openDatabase({ dataDir, databaseUrl }),
    async describe() {
      const version = await withClient(
        databaseUrl,
        async (client) =>
          (await client.query<{ v: string }>("select current_setting('server_version') as v"))
            .rows[0]?.v,
      );
      return `PostgreSQL ${version ?? '?'} (a temporary database on ${url.host}, dropped afterwards)`;
    },
    async destroy() {
      await withClient(serverUrl, (client) =>
        client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
