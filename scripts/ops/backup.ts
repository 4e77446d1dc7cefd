/**
 * npm run backup -- <file>: a backup of the configured database (decisions 172 and 242).
 * PostgreSQL (DATABASE_URL): pg_dump's custom format, consistent while the app runs.
 * Embedded (DATA_DIR): PGlite's data directory archive; while the app runs on that directory,
 * the running app takes the snapshot and hands it over (src/server/db/backup-access.ts).
 */
import { createWriteStream, existsSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { describeDatabase, loadStartupConfig } from '../../src/server/config.ts';
import { readBackupAccess, type BackupAccess } from '../../src/server/db/backup-access.ts';
import { DataDirLockedError, lockDataDir } from '../../src/server/db/data-dir-lock.ts';
import { backupFileName, pgDumpStream, pgliteSnapshot } from '../../src/server/db/snapshot.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** The running app's snapshot, from its backup port. */
function snapshotFromApp(access: BackupAccess): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const asked = request(
      {
        host: '127.0.0.1',
        port: access.port,
        path: '/backup',
        headers: { authorization: `Bearer ${access.token}` },
      },
      (response) => {
        if (response.statusCode === 200) return resolve(response);
        response.resume();
        reject(new Error(`the running app answered ${response.statusCode}`));
      },
    );
    asked.once('error', reject);
    asked.end();
  });
}

async function backupRunningApp(dataDir: string, file: string, pid: number) {
  const access = readBackupAccess(dataDir);
  if (!access || access.pid !== pid) {
    fail(
      `The app (process ${pid}) is running on ${dataDir} but does not offer backups yet (still starting, or an older version): try again in a moment, or download the backup from the admin dashboard.`,
    );
  }
  try {
    await pipeline(await snapshotFromApp(access), createWriteStream(file, { flags: 'wx' }));
  } catch (error) {
    rmSync(file, { force: true });
    throw error;
  }
}

async function backupEmbedded(dataDir: string, file: string) {
  const pgdata = join(dataDir, 'pgdata');
  if (!existsSync(pgdata)) fail(`There is no embedded database in ${dataDir} to back up.`);
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) return backupRunningApp(dataDir, file, error.pid);
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
  if (config.databaseUrl)
    await pipeline(pgDumpStream(config.databaseUrl), createWriteStream(file, { flags: 'wx' }));
  else await backupEmbedded(config.dataDir, file);
} catch (error) {
  fail(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
}
process.stdout.write(`Backed up the ${describeDatabase(config)} to ${file}\n`);
