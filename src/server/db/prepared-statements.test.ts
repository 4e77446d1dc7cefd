import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { executePrepared } from './client.ts';

describe(`statements kept prepared by name (decision 222), on ${process.env.TEST_ENGINE ?? 'pglite'}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table prepared_probe (x integer)`);
    await database.db.execute(sql`insert into prepared_probe values (7)`);
  });
  afterAll(() => database.close());

  const probe = () =>
    executePrepared<{ x: unknown }>(
      database.db,
      'prepared-probe',
      sql`select x from prepared_probe where x > ${0} order by x`,
    );
  const preparedOnSomeConnection = async () => {
    const result = await database.db.execute(
      sql`select count(*)::int as n from pg_prepared_statements where name = 'prepared-probe'`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };

  it('prepares the statement under its name and answers with its rows', async () => {
    expect((await probe()).rows).toEqual([{ x: 7 }]);
    expect((await probe()).rows).toEqual([{ x: 7 }]);
    // On PostgreSQL the pool hands back the connection it just got back: the one that prepared it.
    expect(await preparedOnSomeConnection()).toBe(1);
  });

  it('refuses what the database refuses, with its SQLSTATE, and goes on', async () => {
    const failing = executePrepared(
      database.db,
      'prepared-probe-failing',
      sql`insert into prepared_probe values (${'not a number'})`,
    );
    await expect(failing).rejects.toMatchObject({ code: '22P02' });
    expect((await probe()).rows).toEqual([{ x: 7 }]);
  });

  it('never runs inside another caller’s open transaction', async () => {
    let release!: () => void;
    let begun!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const inside = new Promise<void>((resolve) => (begun = resolve));
    const rolledBack = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into prepared_probe values (100)`);
        begun();
        await held;
        throw new Error('roll back');
      })
      .catch(() => 'rolled back');
    await inside;
    const written = executePrepared(
      database.db,
      'prepared-probe-insert',
      sql`insert into prepared_probe values (${200})`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    expect(await rolledBack).toBe('rolled back');
    await written;
    expect((await probe()).rows).toEqual([{ x: 7 }, { x: 200 }]);
    await database.db.execute(sql`delete from prepared_probe where x = 200`);
  });

  it('still answers after a migration changed the type of what it returns', async () => {
    await probe();
    await database.db.execute(sql`alter table prepared_probe alter column x type bigint`);
    expect((await probe()).rows).toEqual([{ x: expect.anything() }]);
    expect(String((await probe()).rows[0]!.x)).toBe('7');
  });
});
