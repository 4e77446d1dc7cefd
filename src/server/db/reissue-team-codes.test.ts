import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './client.ts';

/** Runs one migration file's statements, as drizzle's migrator splits them. */
async function apply(db: PGlite, file: string) {
  const text = readFileSync(join(migrationsFolder, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await db.exec(statement);
}

describe.skipIf(process.env.TEST_ENGINE === 'postgres')(
  'migration 0001: teams with old 8-character codes get new ones (decision 107), on PGlite once',
  () => {
    it('reissues short codes, keeps none of them, and then refuses any code not in the form', async () => {
      const db = await PGlite.create();
      await apply(db, '0000_init.sql');
      await db.exec(`insert into teams (name, join_code) values
      ('Old A', 'ABCD2345'), ('Old B', 'WXYZ6789'), ('Lower', 'abcdefghjkmn'), ('Current', '7KQDM3XPRT9W')`);

      await apply(db, '0001_reissue_short_team_codes.sql');

      const { rows } = await db.query<{ name: string; join_code: string }>(
        'select name, join_code from teams order by name',
      );
      const codes = Object.fromEntries(rows.map((row) => [row.name, row.join_code]));
      for (const code of Object.values(codes)) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{12}$/);
      expect(codes.Current).toBe('7KQDM3XPRT9W');
      expect(new Set(Object.values(codes)).size).toBe(4);
      await expect(
        db.exec(`insert into teams (name, join_code) values ('Short', 'ABCD2345')`),
      ).rejects.toThrow(/teams_join_code_format/);
      await db.close();
    });
  },
);
