import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_IMPORT_MAX_ROWS, TEAM_IMPORT_MESSAGES } from '../../../shared/team-import.ts';
import { teams } from '../../db/schema.ts';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';

/**
 * A full file of teams is written a slice at a time, other requests' queries running between
 * (decision 269). If a slice fails, the slices before it are removed: no team of the file stays.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const teamFile = (set: string) =>
  `name,description,number\n${Array.from({ length: TEAM_IMPORT_MAX_ROWS }, (_, i) => `Team ${set} ${i},,${set}${i}`).join('\n')}`;
const importFile = (csv: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/teams/import',
    headers: { cookie: admin, 'content-type': 'text/csv' },
    payload: csv,
  });
const teamCount = async () => (await t.db.select({ value: count() }).from(teams))[0]!.value;

/** Runs `work` while inserting the team named `name` fails with `errcode`. */
async function failingAt<T>(name: string, errcode: string, work: () => Promise<T>): Promise<T> {
  await t.db.execute(
    sql.raw(`create function fail_team() returns trigger language plpgsql as $$
    begin if new.name = '${name}' then raise exception 'injected failure' using errcode = '${errcode}'; end if; return new; end $$`),
  );
  await t.db.execute(
    sql`create trigger fail_team before insert on teams for each row execute function fail_team()`,
  );
  try {
    return await work();
  } finally {
    await t.db.execute(sql`drop trigger fail_team on teams`);
    await t.db.execute(sql`drop function fail_team()`);
  }
}

describe('a full team import', () => {
  it('creates every team of the file, each with its code', async () => {
    const before = await teamCount();
    const response = await importFile(teamFile('A'));
    expect(response.statusCode).toBe(201);
    const { created } = response.json<{
      created: { id: number; name: string; joinCode: string }[];
    }>();
    expect(created.map((team) => team.name)).toEqual(
      Array.from({ length: TEAM_IMPORT_MAX_ROWS }, (_, i) => `Team A ${i}`),
    );
    expect(new Set(created.map((team) => team.joinCode)).size).toBe(TEAM_IMPORT_MAX_ROWS);
    expect(await teamCount()).toBe(before + TEAM_IMPORT_MAX_ROWS);
  });

  it('whose last slice meets a name taken meanwhile answers 409 and leaves no team of the file', async () => {
    const before = await teamCount();
    const response = await failingAt('Team B 1999', '23505', () => importFile(teamFile('B')));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(TEAM_IMPORT_MESSAGES.changedMeanwhile);
    expect(await teamCount()).toBe(before);
  });

  it('that fails part way for another reason leaves no team of the file', async () => {
    const before = await teamCount();
    const response = await failingAt('Team C 1100', 'P0001', () => importFile(teamFile('C')));
    expect(response.statusCode).toBe(500);
    expect(await teamCount()).toBe(before);
    // And the file imports once the fault is gone.
    expect((await importFile(teamFile('C'))).statusCode).toBe(201);
    expect(await teamCount()).toBe(before + TEAM_IMPORT_MAX_ROWS);
  });
});
