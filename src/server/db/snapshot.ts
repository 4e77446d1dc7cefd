import { spawn } from 'node:child_process';
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

/** A consistent snapshot of a running embedded database. */
export async function pgliteSnapshot(pglite: PGlite): Promise<Readable> {
  const archive = await pglite.dumpDataDir('gzip');
  return Readable.from(Buffer.from(await archive.arrayBuffer()));
}

/** `pg_dump` of a PostgreSQL database in custom format, as it is written. */
export function pgDumpStream(connectionString: string): Readable {
  const child = spawn('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--dbname=${connectionString}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk.slice(0, 2000)));
  child.on('close', (code) => {
    if (code !== 0) child.stdout.destroy(new Error(`pg_dump failed (${code}): ${stderr.trim()}`));
  });
  child.on('error', (error) => child.stdout.destroy(error));
  return child.stdout;
}
