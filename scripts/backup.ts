/**
 * npm run backup -- <file>: a backup of the configured database (decision 172).
 * PostgreSQL (DATABASE_URL): pg_dump's custom format, consistent while the app runs.
 * Embedded (DATA_DIR): PGlite's data directory archive. While the app runs on that directory,
 * download the backup from the admin dashboard instead (Settings, "Download a backup").
 */
import { createWriteStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { describeDatabase, loadStartupConfig } from '../src/server/config.ts';
import { DataDirLockedError, lockDataDir } from '../src/server/db/data-dir-lock.ts';
import { backupFileName, pgDumpStream, pgliteSnapshot } from '../src/server/db/snapshot.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function backupEmbedded(dataDir: string, file: string) {
  const pgdata = join(dataDir, 'pgdata');
  if (!existsSync(pgdata)) fail(`There is no embedded database in ${dataDir} to back up.`);
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      fail(`The app is running on ${dataDir}: download the backup from the admin dashboard (Settings, "Download a backup"), or stop the app first.`);
    }
    throw error;
  }
  try {
    const pglite = await PGlite.create({ dataDir: pgdata });
    try {
      await pipeline(await pgliteSnapshot(pglite), createWriteStream(file, { flags: 'wx' }));
    } finally {
      await pglite.close();
    }
  } finally {
    unlock();
  }
}

const config = loadStartupConfig();
const format = config.databaseUrl ? 'postgres' : 'embedded';
const file = process.argv[2] ?? backupFileName(format);
if (existsSync(file)) fail(`${file} already exists: choose another file name.`);
try {
  if (config.databaseUrl) await pipeline(pgDumpStream(config.databaseUrl), createWriteStream(file, { flags: 'wx' }));
  else await backupEmbedded(config.dataDir, file);
} catch (error) {
  fail(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
}
process.stdout.write(`Backed up the ${describeDatabase(config)} to ${file}\n`);
