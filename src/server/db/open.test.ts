import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './open.ts';

const work = mkdtempSync(join(tmpdir(), 'tc-open-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const show = async (database: Awaited<ReturnType<typeof openDatabase>>, setting: string) =>
  (
    (await database.db.execute(sql.raw(`show ${setting}`))) as unknown as {
      rows: Array<Record<string, string>>;
    }
  ).rows[0]![setting];

describe.runIf(process.env.TEST_ENGINE !== 'postgres')(
  'opening the embedded database (decision 245)',
  () => {
    it('makes a new data directory in a process of its own, then opens it with 32 MB of shared buffers, new or not', async () => {
      const dataDir = join(work, 'data');
      const first = await openDatabase({ dataDir });
      expect(existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
      expect(await show(first, 'shared_buffers')).toBe('32MB');
      await first.db.execute(sql`create table kept (n int)`);
      await first.db.execute(sql`insert into kept values (7)`);
      await first.close();

      const again = await openDatabase({ dataDir });
      expect(await show(again, 'shared_buffers')).toBe('32MB');
      const { rows } = (await again.db.execute(sql`select n from kept`)) as unknown as {
        rows: Array<{ n: number }>;
      };
      expect(rows).toEqual([{ n: 7 }]);
      await again.close();
    }, 300_000);
  },
);
