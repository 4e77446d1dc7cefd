import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { describe, expect, it } from 'vitest';
import { CANNED_MESSAGES } from '../../shared/canned-messages.ts';
import { migrationsFolder } from './client.ts';

/** The migrations up to and including `tag`, in a folder of their own. */
function migrationsUpTo(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'tc-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('migrating a database that holds data', () => {
  it('stores each message by the id of its text, keeping every message the app sent', async () => {
    const pglite = new PGlite();
    const db = drizzle(pglite);
    await migrate(db, { migrationsFolder: migrationsUpTo('0020_interviews_without_pending') });
    const { rows: teams } = await pglite.query<{ id: number }>(
      `insert into teams (name, join_code) values ('A', 'AAAAAAAAAAAA'), ('B', 'BBBBBBBBBBBB') returning id`,
    );
    const [a, b] = teams.map((team) => team.id) as [number, number];
    for (const message of CANNED_MESSAGES)
      await pglite.query(
        'insert into messages (content, sender_team_id, receiver_team_id) values ($1, $2, $3)',
        [message.text, a, b],
      );
    await pglite.query(
      'insert into messages (content, sender_team_id, receiver_team_id) values ($1, $2, $3)',
      ['Not a message the app could send', b, a],
    );

    await migrate(db, { migrationsFolder });
    const { rows } = await pglite.query<{ canned_id: number }>(
      'select canned_id from messages order by id',
    );
    expect(rows.map((row) => row.canned_id)).toEqual(CANNED_MESSAGES.map((m) => m.id));
    await expect(
      pglite.query(
        'insert into messages (canned_id, sender_team_id, receiver_team_id) values (12, $1, $2)',
        [a, b],
      ),
    ).rejects.toThrow(/messages_canned_known/);
    await pglite.close();
  });
});
