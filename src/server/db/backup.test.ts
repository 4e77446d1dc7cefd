import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../test/global-setup.ts';
import { createTestApp, signInAdmin, type TestApp } from '../test/test-app.ts';
import { seedDemoEvent } from './demo/seed-demo-event.ts';
import { RESTORE_MESSAGES, RestoreRefused, restoreEmbedded, restorePostgres } from './backup.ts';

type Query = (text: string) => Promise<Array<Record<string, unknown>>>;

/**
 * Every row of every table of the app and its migration record, as PostgreSQL prints it. Not the
 * instances' heartbeats (`app_instances`): the running app beats every second, during the backup
 * too, and a restored row is only a dead instance (decision 203).
 */
async function everyTable(query: Query): Promise<Record<string, unknown[]>> {
  const tables = await query(
    "select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' and table_name <> 'app_instances' order by 1",
  );
  const contents: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const rows = await query(`select (t.*)::text as row from ${name as string} t order by 1`);
    contents[name as string] = rows.map((row) => row.row);
  }
  return contents;
}

const onPostgres = process.env.TEST_ENGINE === 'postgres';
const work = mkdtempSync(join(tmpdir(), 'tc-backup-'));
let t: TestApp;
let backupFile: string;
let before: Record<string, unknown[]>;

const queryApp: Query = async (text) =>
  ((await t.db.execute(sql.raw(text))) as unknown as { rows: Array<Record<string, unknown>> }).rows;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoEvent(t.db, t.app.log);
  // The running app is asked for its backup, as the dashboard does.
  const response = await t.app.inject({
    url: '/api/admin/backup',
    headers: { cookie: await signInAdmin(t.app) },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="tournament-backup-[\d-]+\.(tar\.gz|pgdump)"$/,
  );
  expect(response.headers['cache-control']).toBe('no-store');
  backupFile = join(work, onPostgres ? 'event.pgdump' : 'event.tar.gz');
  writeFileSync(backupFile, response.rawPayload);
  before = await everyTable(queryApp);
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

// Each step boots a PGlite of its own (seconds each on a busy machine).
describe.runIf(!onPostgres)(
  'backup and restore of the embedded database',
  { timeout: 240_000 },
  () => {
    async function tablesIn(dataDir: string) {
      const pglite = await PGlite.create({ dataDir: join(dataDir, 'pgdata') });
      try {
        return await everyTable(
          async (text) => (await pglite.query<Record<string, unknown>>(text)).rows,
        );
      } finally {
        await pglite.close();
      }
    }

    it('restores a running app’s backup into a fresh data directory, every table equal', async () => {
      expect(before['public.teams']!.length).toBeGreaterThan(0);
      const fresh = join(work, 'fresh');
      await restoreEmbedded(backupFile, fresh);
      expect(await tablesIn(fresh)).toEqual(before);
      // A second restore into the same directory needs --force, and then replaces it.
      await expect(restoreEmbedded(backupFile, fresh)).rejects.toThrow(RESTORE_MESSAGES.notEmpty);
      await restoreEmbedded(backupFile, fresh, { force: true });
      expect(await tablesIn(fresh)).toEqual(before);
    });

    it('refuses a file that is not a backup and a PostgreSQL backup, changing nothing', async () => {
      const target = join(work, 'untouched');
      await restoreEmbedded(backupFile, target);
      const notBackup = join(work, 'notes.txt');
      writeFileSync(notBackup, 'name,description\nGears,\n');
      const pgDump = join(work, 'other.pgdump');
      writeFileSync(pgDump, 'PGDMP\u0001\u000e');
      const broken = join(work, 'broken.tar.gz');
      writeFileSync(broken, Buffer.from([0x1f, 0x8b, 0x08, 0, 1, 2, 3]));
      for (const [file, message] of [
        [notBackup, RESTORE_MESSAGES.notBackup],
        [pgDump, RESTORE_MESSAGES.postgresIntoEmbedded],
        [broken, RESTORE_MESSAGES.notBackup],
      ] as const) {
        await expect(restoreEmbedded(file, target, { force: true })).rejects.toThrow(message);
      }
      expect(await tablesIn(target)).toEqual(before);
      expect(readdirSync(target).filter((name) => name.startsWith('pgdata.restoring'))).toEqual([]);
    });

    it('refuses a backup from a newer version of the app', async () => {
      // A copy of the backup whose migration record names one this code does not have.
      const source = join(work, 'newer-src');
      await restoreEmbedded(backupFile, source);
      const pglite = await PGlite.create({ dataDir: join(source, 'pgdata') });
      await pglite.query(
        "insert into drizzle.__drizzle_migrations (hash, created_at) values ('future', 99999999999999)",
      );
      const archive = await pglite.dumpDataDir('gzip');
      await pglite.close();
      const newerFile = join(work, 'newer.tar.gz');
      writeFileSync(newerFile, Buffer.from(await archive.arrayBuffer()));
      const target = join(work, 'stays-empty');
      const refused = restoreEmbedded(newerFile, target);
      await expect(refused).rejects.toBeInstanceOf(RestoreRefused);
      await expect(refused).rejects.toThrow(RESTORE_MESSAGES.newerSchema);
      expect(existsSync(join(target, 'pgdata'))).toBe(false);
    });
  },
);

describe.runIf(onPostgres)('backup and restore of PostgreSQL', () => {
  const base = process.env.TEST_DATABASE_URL ?? '';
  const name = `tc_restore_${randomBytes(5).toString('hex')}`;
  const target = onPostgres ? withDatabase(base, name) : '';

  async function admin(text: string) {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  }
  async function tablesIn(connectionString: string) {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return await everyTable(async (text) => (await client.query(text)).rows);
    } finally {
      await client.end();
    }
  }
  beforeAll(() => admin(`create database ${name}`));
  afterAll(() => admin(`drop database if exists ${name} with (force)`));

  it('restores pg_dump of the running app into an empty database, every table equal', async () => {
    await restorePostgres(backupFile, target);
    expect(await tablesIn(target)).toEqual(before);
  });

  it('refuses a non-empty database without --force, a file that is not a backup and an embedded one', async () => {
    await expect(restorePostgres(backupFile, target)).rejects.toThrow(RESTORE_MESSAGES.notEmpty);
    const notBackup = join(work, 'notes.txt');
    writeFileSync(notBackup, 'hello');
    await expect(restorePostgres(notBackup, target, { force: true })).rejects.toThrow(
      RESTORE_MESSAGES.notBackup,
    );
    const embedded = join(work, 'embedded.tar.gz');
    writeFileSync(embedded, Buffer.from([0x1f, 0x8b, 0x08, 0]));
    await expect(restorePostgres(embedded, target, { force: true })).rejects.toThrow(
      RESTORE_MESSAGES.embeddedIntoPostgres,
    );
    expect(await tablesIn(target)).toEqual(before);
    await restorePostgres(backupFile, target, { force: true });
    expect(await tablesIn(target)).toEqual(before);
  });

  it('refuses a backup from a newer version of the app, changing nothing', async () => {
    await t.db.execute(
      sql.raw(
        "insert into drizzle.__drizzle_migrations (hash, created_at) values ('future', 99999999999999)",
      ),
    );
    const response = await t.app.inject({
      url: '/api/admin/backup',
      headers: { cookie: await signInAdmin(t.app) },
    });
    await t.db.execute(sql.raw("delete from drizzle.__drizzle_migrations where hash = 'future'"));
    const newerFile = join(work, 'newer.pgdump');
    writeFileSync(newerFile, response.rawPayload);
    await expect(restorePostgres(newerFile, target, { force: true })).rejects.toThrow(
      RESTORE_MESSAGES.newerSchema,
    );
    expect(await tablesIn(target)).toEqual(before);
  });
});
