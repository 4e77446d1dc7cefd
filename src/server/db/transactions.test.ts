import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import type { Executor } from './executor.ts';
import { beforeCommit, transaction, writeAlone, type CommitHook } from './transactions.ts';

/** What commits with a write: the commit hooks in a transaction, and in a lone statement. */
describe(`plain transactions, on ${process.env.TEST_ENGINE ?? 'pglite'}`, () => {
  let database: TestDatabase;
  let pending: string[] = [];
  let runs = 0;
  let removeHook: () => void;

  const rows = async (table: 'probe_writes' | 'probe_marks') =>
    (
      (await database.db.execute(
        sql`select v from ${sql.identifier(table)} order by v`,
      )) as unknown as { rows: { v: string }[] }
    ).rows.map((row) => row.v);

  /** Marks what the running request still owes, in the write's transaction or statement. */
  const hook: CommitHook = {
    hasWork: () => pending.length > 0,
    async run(tx) {
      runs++;
      for (const mark of pending.splice(0))
        await tx.execute(sql`insert into probe_marks values (${mark})`);
    },
    inStatement: (condition: SQL) => {
      const mark = pending.shift()!;
      return sql`, marked as (insert into probe_marks select ${mark} where ${condition})`;
    },
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table probe_writes (v text primary key)`);
    await database.db.execute(sql`create table probe_marks (v text)`);
    // A database no hook was ever added to runs its transactions and lone writes plainly.
    await transaction(database.db, (tx) => write(tx, 'plain'));
    await writeAlone(database.db, (executor, alsoWrite) => {
      expect(alsoWrite).toEqual([]);
      return write(executor, 'plain, alone');
    });
    removeHook = beforeCommit(database.db, hook);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    pending = [];
    runs = 0;
    await database.db.execute(sql`delete from probe_writes`);
    await database.db.execute(sql`delete from probe_marks`);
  });

  const write = (executor: Executor, value: string) =>
    executor.execute(sql`insert into probe_writes values (${value})`);

  it('commits the hooks’ work with the transaction’s own, and answers what the work returned', async () => {
    pending = ['key-1'];
    const answer = await transaction(database.db, async (tx) => {
      await write(tx, 'a');
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await rows('probe_writes')).toEqual(['a']);
    expect(await rows('probe_marks')).toEqual(['key-1']);
  });

  it('commits neither when the work fails, and leaves the hook’s work owed', async () => {
    pending = ['key-2'];
    await expect(
      transaction(database.db, async (tx) => {
        await write(tx, 'b');
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await rows('probe_writes')).toEqual([]);
    expect(await rows('probe_marks')).toEqual([]);
    expect(pending).toEqual(['key-2']);
  });

  it('commits neither when a hook fails', async () => {
    const failing: CommitHook = {
      hasWork: () => true,
      run: () => Promise.reject(new Error('the hook failed')),
      inStatement: (condition) => condition,
    };
    const remove = beforeCommit(database.db, failing);
    await expect(transaction(database.db, (tx) => write(tx, 'd'))).rejects.toThrow(
      'the hook failed',
    );
    remove();
    expect(await rows('probe_writes')).toEqual([]);
  });

  it('inside a transaction runs a savepoint whose failure the outer one survives; hooks run once, at the outer commit', async () => {
    pending = ['key-4'];
    await transaction(database.db, async (tx) => {
      await write(tx, 'e');
      await expect(
        transaction(tx, async (inner) => {
          await write(inner, 'f');
          throw new Error('inner failed');
        }),
      ).rejects.toThrow('inner failed');
      await transaction(tx, (inner) => write(inner, 'g'));
    });
    expect(await rows('probe_writes')).toEqual(['e', 'g']);
    expect(await rows('probe_marks')).toEqual(['key-4']);
    expect(runs).toBe(1);
  });

  it('runs no hook without work, and none once removed', async () => {
    await transaction(database.db, (tx) => write(tx, 'h'));
    expect(runs).toBe(0);
    removeHook();
    pending = ['key-5'];
    await transaction(database.db, (tx) => write(tx, 'i'));
    removeHook = beforeCommit(database.db, hook);
    expect(await rows('probe_marks')).toEqual([]);
    expect(pending).toEqual(['key-5']);
  });

  it('puts the hooks’ clauses into a lone write’s statement, applied only when the write happened', async () => {
    const alone = (value: string) =>
      writeAlone(database.db, (executor, alsoWrite) =>
        executor.execute(
          sql`with written as (insert into probe_writes values (${value}) on conflict do nothing returning v)${sql.join(
            alsoWrite.map((clause) => clause(sql`exists (select 1 from written)`)),
          )} select count(*)::int as n from written`,
        ),
      );
    pending = ['key-6'];
    await alone('j');
    pending = ['key-7'];
    await alone('j');
    expect(await rows('probe_writes')).toEqual(['j']);
    expect(await rows('probe_marks')).toEqual(['key-6']);
  });

  it('given a transaction, a lone write runs in it with no clauses: the hooks run at its commit', async () => {
    pending = ['key-8'];
    await transaction(database.db, (tx) =>
      writeAlone(tx, (executor, alsoWrite) => {
        expect(alsoWrite).toEqual([]);
        return write(executor, 'k');
      }),
    );
    expect(await rows('probe_writes')).toEqual(['k']);
    expect(await rows('probe_marks')).toEqual(['key-8']);
  });
});
