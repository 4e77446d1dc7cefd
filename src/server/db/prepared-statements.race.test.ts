import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeRaces } from '../test/races.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { executePrepared } from './client.ts';

describeRaces('statements kept prepared on PostgreSQL (decision 222)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table prepared_probe (x integer)`);
    await database.db.execute(sql`insert into prepared_probe values (7)`);
  });
  afterAll(() => database.close());

  const probe = () => executePrepared<{ x: unknown }>(database.db, 'prepared-probe', sql`select x from prepared_probe where x is not null`);
  const preparedOnSomeConnection = async () => {
    const result = await database.db.execute(sql`select count(*)::int as n from pg_prepared_statements where name = 'prepared-probe'`);
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  it('prepares the statement under its name and answers with its rows', async () => {
    expect((await probe()).rows).toEqual([{ x: 7 }]);
    expect((await probe()).rows).toEqual([{ x: 7 }]);
    // The pool hands back the connection it just got back: the one that prepared the statement.
    expect(await preparedOnSomeConnection()).toBe(1);
  });

  it('still answers after a migration changed the type of what it returns', async () => {
    await probe();
    await database.db.execute(sql`alter table prepared_probe alter column x type text`);
    expect((await probe()).rows).toEqual([{ x: '7' }]);
    expect((await probe()).rows).toEqual([{ x: '7' }]);
  });
});
