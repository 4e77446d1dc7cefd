import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { openPglite, openPostgres, type Database } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migrateDatabase } from './migrate.ts';

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
}

/**
 * PGlite's settings (decision 245). Its WebAssembly memory starts at 128 MB and never shrinks;
 * PostgreSQL's default 128 MB of shared buffers grew it to 189 MB. An event's data fits in 32 MB
 * of buffers, and the rest is the operating system's file cache.
 */
export const PGLITE_OPTIONS: PGliteOptions = { postgresqlconf: ['shared_buffers=32MB'] };

/**
 * Opens PGlite on `pgdata`. A new directory is made by initdb first, in a short-lived process of
 * its own: PGlite keeps initdb's WebAssembly instance and file bundle for as long as the database
 * it made stays open (about 450 MB resident), and even closed, much of it stays in the process.
 */
async function openPgliteDir(pgdata: string): Promise<PGlite> {
  if (!existsSync(join(pgdata, 'PG_VERSION'))) await initPgliteDir(pgdata);
  return PGlite.create({ ...PGLITE_OPTIONS, dataDir: pgdata });
}

async function initPgliteDir(pgdata: string) {
  const pgliteModule = pathToFileURL(
    createRequire(import.meta.url).resolve('@electric-sql/pglite'),
  ).href;
  const script = `import { PGlite } from ${JSON.stringify(pgliteModule)};
const [dataDir, options] = process.argv.slice(1);
await (await PGlite.create({ ...JSON.parse(options), dataDir })).close();`;
  await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', script, pgdata, JSON.stringify(PGLITE_OPTIONS)],
    { timeout: 120_000 },
  );
}

/** Opens and migrates the configured database: PostgreSQL from a URL, else PGlite in dataDir. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const database = openPostgres(options.databaseUrl);
    await migrateDatabase(database, options.databaseUrl);
    return database;
  }
  const unlock = lockDataDir(options.dataDir);
  try {
    const pgdata = join(options.dataDir, 'pgdata');
    const pglite = await openPgliteDir(pgdata);
    const database = openPglite(pglite, pgdata);
    await migrateDatabase(database);
    return {
      ...database,
      async close() {
        try {
          await database.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
