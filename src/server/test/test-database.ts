import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { PGLITE_OPTIONS } from '../db/open.ts';
import { withDatabase } from './global-setup.ts';

export interface TestDatabase extends Database {
  /** The connection string on PostgreSQL (for a second app instance), undefined on PGlite. */
  url?: string;
}

/** A fresh, migrated database for one test file, on the engine this project runs. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_ENGINE === 'postgres') {
    const base = process.env.TEST_DATABASE_URL!;
    const name = `tc_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
        break;
      } catch (error) {
        // Two files copying the template at the same instant: try again shortly.
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
    await admin.end();
    const url = withDatabase(base, name);
    const database = openPostgres(url, 20);
    return {
      ...database,
      url,
      async close() {
        await database.close();
        const cleanup = new pg.Client({ connectionString: base });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
        await cleanup.end();
      },
    };
  }
  const image = new Blob([readFileSync(inject('pgliteImage'))]);
  if (process.env.TEST_PGLITE_ON_DISK !== 'true')
    return openPglite(await PGlite.create({ loadDataDir: image }));
  // A data directory on disk with the app's settings, as it ships: in memory, a growing file is
  // copied whole at once.
  const directory = mkdtempSync(join(tmpdir(), 'tc-pglite-'));
  const database = openPglite(
    await PGlite.create({ ...PGLITE_OPTIONS, dataDir: directory, loadDataDir: image }),
    directory,
  );
  return {
    ...database,
    async close() {
      await database.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
