import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import type { PGlite } from '@electric-sql/pglite';

/** The two kinds of backup: PGlite's data directory archive, or `pg_dump`'s custom format. */
export type BackupFormat = 'embedded' | 'postgres';

const BACKUP_EXTENSION: Record<BackupFormat, string> = { embedded: 'tar.gz', postgres: 'pgdump' };

/** `tournament-backup-2026-11-23-1530.tar.gz`: sorts by time, says what it holds. */
export function backupFileName(format: BackupFormat, now = new Date()): string {
  const stamp = now.toISOString().slice(0, 16).replace('T', '-').replace(':', '');
  return `tournament-backup-${stamp}.${BACKUP_EXTENSION[format]}`;
}

export interface Snapshot {
  format: BackupFormat;
  stream: Readable;
}

/**
 * A consistent snapshot of a running embedded database. On disk, a base backup as PostgreSQL
 * takes one (decision 250): `pg_backup_start`, the files copied by `cp` while the database keeps
 * running, `pg_backup_stop`, then the WAL written meanwhile and the `backup_label` it answered;
 * `tar` packs and gzips the copy in a process of its own. Restoring it (db/backup.ts, PGlite's
 * `loadDataDir`) replays that WAL up to the end of the backup. In memory (tests) there is no
 * directory to copy: PGlite's `dumpDataDir`, which builds the archive on the event loop.
 */
export async function pgliteSnapshot(pglite: PGlite, directory?: string): Promise<Readable> {
  if (!directory) {
    const archive = await pglite.dumpDataDir('gzip');
    return Readable.from(Buffer.from(await archive.arrayBuffer()));
  }
  // One base backup at a time per database: PostgreSQL allows one per session, PGlite has one.
  const previous = backupsRunning.get(pglite) ?? Promise.resolve();
  const copied = previous.catch(() => undefined).then(() => copyRunningDatabase(pglite, directory));
  backupsRunning.set(
    pglite,
    copied.then(
      () => undefined,
      () => undefined,
    ),
  );
  return packCopy(await copied);
}

const backupsRunning = new WeakMap<PGlite, Promise<void>>();

/** Files a base backup leaves out (as pg_basebackup does); the WAL is copied after the stop. */
const NOT_COPIED = new Set(['pg_wal', 'postmaster.pid', 'postmaster.opts']);

/** The running database's files, made consistent by the WAL and backup label beside them, in a directory of its own. */
async function copyRunningDatabase(pglite: PGlite, directory: string): Promise<string> {
  const copy = await mkdtemp(join(dirname(directory), '.backup-'));
  try {
    await pglite.query("select pg_backup_start('pitcrew', true)");
    try {
      const entries = (await readdir(directory)).filter((name) => !NOT_COPIED.has(name));
      await runChild('cp', ['-a', '--', ...entries.map((name) => join(directory, name)), copy]);
    } catch (error) {
      await pglite.query('select pg_backup_stop(false)').catch(() => undefined);
      throw error;
    }
    const { rows } = await pglite.query<{ labelfile: string }>(
      'select labelfile from pg_backup_stop(false)',
    );
    await runChild('cp', ['-a', '--', join(directory, 'pg_wal'), copy]);
    await writeFile(join(copy, 'backup_label'), rows[0]!.labelfile);
    return copy;
  } catch (error) {
    await rm(copy, { recursive: true, force: true });
    throw error;
  }
}

/** The copy as a gzipped tar stream, made by `tar`; the copy is removed once it is packed. */
async function packCopy(copy: string): Promise<Readable> {
  const entries = await readdir(copy);
  const child = spawn(
    'tar',
    ['--format=ustar', '--owner=0', '--group=0', '-czf', '-', '-C', copy, '--', ...entries],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk.slice(0, 2000)));
  let removed = false;
  const removeCopy = () => {
    if (removed) return;
    removed = true;
    void rm(copy, { recursive: true, force: true });
  };
  child.on('close', (code) => {
    removeCopy();
    if (code !== 0) child.stdout.destroy(new Error(`tar failed (${code}): ${stderr.trim()}`));
  });
  child.on('error', (error) => {
    removeCopy();
    child.stdout.destroy(error);
  });
  return child.stdout;
}

function runChild(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr
      .setEncoding('utf8')
      .on('data', (chunk: string) => (stderr += chunk.slice(0, 2000)));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

/** `pg_dump` of a PostgreSQL database in custom format, as it is written. */
export function pgDumpStream(connectionString: string): Readable {
  const child = spawn(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--dbname=${connectionString}`],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk.slice(0, 2000)));
  child.on('close', (code) => {
    if (code !== 0) child.stdout.destroy(new Error(`pg_dump failed (${code}): ${stderr.trim()}`));
  });
  child.on('error', (error) => child.stdout.destroy(error));
  return child.stdout;
}
