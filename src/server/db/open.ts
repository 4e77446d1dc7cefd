import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openPglite, openPostgres, type Database } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { migrateDatabase } from './migrate.ts';

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
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
    const pglite = await PGlite.create({ dataDir: join(options.dataDir, 'pgdata') });
    const database = openPglite(pglite);
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
