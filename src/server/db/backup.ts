import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationsFolder } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import type { BackupFormat } from './snapshot.ts';

/**
 * Backups (decision 172). The embedded database is saved as PGlite's own data
 * directory archive (a consistent snapshot: PGlite runs one statement at a time); PostgreSQL as
 * `pg_dump`'s custom format. Restoring refuses what is not a backup, a backup of a newer schema
 * than this code, and a database that already holds data unless told to replace it.
 */

export const RESTORE_MESSAGES = {
  notBackup: 'This file is not a backup made by this app (npm run backup or the dashboard).',
  newerSchema:
    'This backup comes from a newer version of the app (its database has changes this version does not know). Update the app first.',
  notEmpty: 'The database already holds data. Restore with --force to replace it.',
  embeddedIntoPostgres:
    'This is a backup of the embedded database: restore it without DATABASE_URL set.',
  postgresIntoEmbedded:
    'This is a PostgreSQL backup: restore it with DATABASE_URL set to the target database.',
} as const;

/** A restore that was refused before anything was changed. */
export class RestoreRefused extends Error {}

/** Which kind of backup a file's first bytes show, or null. */
function backupFormatOf(head: Uint8Array): BackupFormat | null {
  if (head[0] === 0x1f && head[1] === 0x8b) return 'embedded';
  if (Buffer.from(head.subarray(0, 5)).toString('latin1') === 'PGDMP') return 'postgres';
  return null;
}

/** The migrations this code knows, by the timestamp Drizzle records for each. */
function knownMigrations(): Set<number> {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: Array<{ when: number }> };
  return new Set(journal.entries.map((entry) => entry.when));
}

function refuseNewerSchema(applied: number[]): void {
  const known = knownMigrations();
  if (applied.some((when) => !known.has(when)))
    throw new RestoreRefused(RESTORE_MESSAGES.newerSchema);
}

function readBackup(file: string, expected: BackupFormat): Buffer {
  const bytes = readFileSync(file);
  const format = backupFormatOf(bytes);
  if (!format) throw new RestoreRefused(RESTORE_MESSAGES.notBackup);
  if (format !== expected) {
    throw new RestoreRefused(
      format === 'embedded'
        ? RESTORE_MESSAGES.embeddedIntoPostgres
        : RESTORE_MESSAGES.postgresIntoEmbedded,
    );
  }
  return bytes;
}

/**
 * Restores an embedded backup into `dataDir` (the app must be stopped: the data directory lock
 * says so). The archive is unpacked and checked beside the current data, which is only replaced
 * once the backup has proven readable and not newer than this code.
 */
export async function restoreEmbedded(
  file: string,
  dataDir: string,
  { force = false } = {},
): Promise<void> {
  const bytes = readBackup(file, 'embedded');
  const target = join(dataDir, 'pgdata');
  const unlock = lockDataDir(dataDir);
  const staging = join(dataDir, `pgdata.restoring-${process.pid}`);
  try {
    if (existsSync(target) && readdirSync(target).length > 0 && !force)
      throw new RestoreRefused(RESTORE_MESSAGES.notEmpty);
    rmSync(staging, { recursive: true, force: true });
    let restored: PGlite;
    try {
      restored = await PGlite.create({
        dataDir: staging,
        loadDataDir: new Blob([new Uint8Array(bytes)]),
      });
    } catch {
      throw new RestoreRefused(RESTORE_MESSAGES.notBackup);
    }
    try {
      const applied = await restored
        .query<{ created_at: string }>('select created_at from drizzle.__drizzle_migrations')
        .then((result) => result.rows.map((row) => Number(row.created_at)))
        .catch(() => {
          throw new RestoreRefused(RESTORE_MESSAGES.notBackup);
        });
      refuseNewerSchema(applied);
    } finally {
      await restored.close();
    }
    rmSync(target, { recursive: true, force: true });
    renameSync(staging, target);
  } finally {
    rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}

function run(
  command: string,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** The migration timestamps recorded in a custom-format dump, read without restoring it. */
async function migrationsInDump(file: string): Promise<number[]> {
  const listed = await run('pg_restore', [
    '--data-only',
    '--schema=drizzle',
    '--table=__drizzle_migrations',
    '--file=-',
    file,
  ]);
  if (listed.code !== 0) throw new RestoreRefused(RESTORE_MESSAGES.notBackup);
  const rows: number[] = [];
  let inCopy = false;
  for (const line of listed.stdout.split('\n')) {
    if (line.startsWith('COPY ')) inCopy = true;
    else if (line === '\\.') inCopy = false;
    else if (inCopy) rows.push(Number(line.split('\t')[2]));
  }
  return rows;
}

/** Restores a `pg_dump` backup into the database at `connectionString`. */
export async function restorePostgres(
  file: string,
  connectionString: string,
  { force = false } = {},
): Promise<void> {
  readBackup(file, 'postgres');
  refuseNewerSchema(await migrationsInDump(file));
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    if (Number(rows[0]!.count) > 0 && !force) throw new RestoreRefused(RESTORE_MESSAGES.notEmpty);
    // pg_restore --clean cannot drop pg-boss's partitioned job table (its partitions' keys are
    // inherited): the replaced database's job queue goes first, and the backup's comes back with
    // its pending pushes (decision 253).
    await client.query('drop schema if exists pgboss cascade');
  } finally {
    await client.end();
  }
  const restored = await run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${connectionString}`,
    file,
  ]);
  if (restored.code !== 0)
    throw new Error(`pg_restore failed: ${restored.stderr.trim().slice(0, 2000)}`);
}
