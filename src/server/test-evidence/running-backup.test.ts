import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKUP_ACCESS_FILE, readBackupAccess } from '../db/backup-access.ts';
import { restoreEmbedded } from '../db/backup.ts';
import { repoRoot } from './launch.ts';
import { serverEnvironment, startServer, stopAllServers } from './server-process.ts';

/**
 * `npm run backup` while the embedded app runs (decision 242): the running app takes the
 * snapshot and hands it to the holder of the secret in DATA_DIR. The backup, restored, holds
 * what the app held, table by table.
 */

const work = mkdtempSync(join(tmpdir(), 'tc-running-backup-'));
/** Generous: a first start on a new PGlite directory runs initdb, a minute on two busy cores. */
const PROCESS_TEST_MS = 600_000;
const START_MS = 240_000;

afterAll(async () => {
  await stopAllServers();
  rmSync(work, { recursive: true, force: true });
});

/** Every row of every table (the instances' heartbeats aside: the app beats every second). */
async function everyTable(pgdata: string): Promise<Record<string, string[]>> {
  const pglite = await PGlite.create({ dataDir: pgdata });
  try {
    const tables = await pglite.query<{ name: string }>(
      "select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' and table_name <> 'app_instances' order by 1",
    );
    const contents: Record<string, string[]> = {};
    for (const { name } of tables.rows) {
      const rows = await pglite.query<{ row: string }>(
        `select (t.*)::text as row from ${name} t order by 1`,
      );
      contents[name] = rows.rows.map((row) => row.row);
    }
    return contents;
  } finally {
    await pglite.close();
  }
}

function runBackup(dataDir: string, file: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ops/backup.ts', file], {
    cwd: repoRoot,
    env: { ...serverEnvironment(), DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

describe.runIf(process.env.TEST_ENGINE !== 'postgres')(
  'npm run backup while the embedded app runs',
  () => {
    it(
      'gets a consistent snapshot from the running app, which restores to the same rows in every table',
      async () => {
        const dataDir = join(work, 'data');
        const server = await startServer({
          dataDir,
          env: { DEMO_DATA: 'true' },
          timeoutMs: START_MS,
        });

        const accessFile = join(dataDir, BACKUP_ACCESS_FILE);
        expect(statSync(accessFile).mode & 0o777, 'the secret is readable by its owner only').toBe(
          0o600,
        );
        const access = readBackupAccess(dataDir)!;
        expect(access.pid).toBe(server.pid);
        const refused = await fetch(`http://127.0.0.1:${access.port}/backup`, {
          headers: { authorization: 'Bearer not-the-secret' },
        });
        expect(refused.status).toBe(401);

        const file = join(work, 'running.tar.gz');
        const backup = runBackup(dataDir, file);
        expect(backup.stderr).toBe('');
        expect(backup.status).toBe(0);
        expect(backup.stdout).toContain(`to ${file}`);

        // Nothing writes between the backup and the stop (no client), so the stopped data is what was saved.
        await server.stop('SIGTERM');
        expect(existsSync(accessFile), 'the access file goes with the app').toBe(false);
        const restoredDir = join(work, 'restored');
        await restoreEmbedded(file, restoredDir);
        const original = await everyTable(join(dataDir, 'pgdata'));
        const restored = await everyTable(join(restoredDir, 'pgdata'));
        expect(Object.keys(original).length).toBeGreaterThan(10);
        expect(
          original['public.teams']!.length,
          'the demo event is there to compare',
        ).toBeGreaterThan(0);
        for (const table of Object.keys(original))
          expect(restored[table], table).toEqual(original[table]);
        expect(Object.keys(restored)).toEqual(Object.keys(original));
      },
      PROCESS_TEST_MS,
    );

    it(
      'refuses an access file others may read',
      async () => {
        const dataDir = join(work, 'loose');
        const server = await startServer({ dataDir, timeoutMs: START_MS });
        chmodSync(join(dataDir, BACKUP_ACCESS_FILE), 0o644);
        const backup = runBackup(dataDir, join(work, 'loose.tar.gz'));
        expect(backup.status).toBe(1);
        expect(backup.stderr).toContain('may be read by others');
        expect(existsSync(join(work, 'loose.tar.gz'))).toBe(false);
        await server.stop('SIGTERM');
      },
      PROCESS_TEST_MS,
    );
  },
);
