import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSAFE_LABEL_MESSAGE } from '../../../shared/safe-text.ts';
import { TEAM_IMPORT_MESSAGES } from '../../../shared/team-import.ts';
import { teams } from '../../db/schema.ts';
import { buildTeam } from '../../test/factories.ts';
import { createTestApp, signInAdmin, signInNewTeam, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const importCsv = (payload: string | Buffer, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/teams/import',
    headers: { cookie: admin, 'content-type': 'text/csv; charset=utf-8', ...headers },
    payload,
  });

const teamCount = async () => (await t.db.select({ value: count() }).from(teams))[0]!.value;

/** Asserts a refused import: the status, the message, the line errors, and no team created. */
async function expectRefused(
  response: Awaited<ReturnType<typeof importCsv>>,
  before: number,
  status: number,
  message: string,
  errors?: { field: string; message: string }[],
) {
  expect(response.statusCode).toBe(status);
  expect(response.json().message).toBe(message);
  if (errors) expect(response.json().errors).toEqual(errors);
  expect(await teamCount()).toBe(before);
}

const REJECTED =
  'Some rows cannot be imported, so no team was created. Fix them and import the file again.';

describe('POST /api/teams/import', () => {
  it('creates every team of a spreadsheet export with its code: BOM, semicolons, quotes, CRLF, extra columns', async () => {
    const csv =
      '\uFEFFNumber;Name;Description;Coach\r\n' +
      '1;"Gear Grinders; North";"Builds ""fast"" robots,\r\nand wins";Ann\r\n' +
      '2;Bolt Brigade;;Bob\r\n' +
      '\r\n';
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(201);
    const { created } = response.json();
    expect(created.map((team: { name: string }) => team.name)).toEqual([
      'Gear Grinders; North',
      'Bolt Brigade',
    ]);
    for (const team of created) expect(team.joinCode).toEqual(expect.any(String));

    const listed = (await t.app.inject({ url: '/api/teams', headers: { cookie: admin } })).json();
    const grinders = listed.find((team: { name: string }) => team.name === 'Gear Grinders; North');
    expect(grinders).toMatchObject({
      description: 'Builds "fast" robots,\r\nand wins',
      joinCode: created[0].joinCode,
    });
    expect(
      listed.find((team: { name: string }) => team.name === 'Bolt Brigade').description,
    ).toBeNull();
  });

  it('takes a comma-separated file with LF line ends and no description column', async () => {
    const response = await importCsv('name\nComma One\nComma Two\n');
    expect(response.statusCode).toBe(201);
    expect(response.json().created).toHaveLength(2);
  });

  it('refuses the whole file when any row is bad, naming each bad row by its line', async () => {
    await buildTeam(t.db, { name: 'Already Here' });
    const before = await teamCount();
    const csv = [
      'name,description',
      'Fine Team,ok',
      ',no name here',
      `${'x'.repeat(101)},too long`,
      '"Multi',
      'line",spans two lines',
      'fine team,repeats line 2 in another case',
      'already here,taken',
    ].join('\n');
    await expectRefused(await importCsv(csv), before, 400, REJECTED, [
      { field: 'line 3', message: 'Please enter a team name.' },
      { field: 'line 4', message: 'A team name can be at most 100 characters' },
      // A quoted name may span lines in CSV, but a team's name is one line.
      { field: 'line 5', message: UNSAFE_LABEL_MESSAGE },
      { field: 'line 7', message: 'This name is already on line 2' },
      { field: 'line 8', message: 'A team with this name already exists' },
    ]);
  });

  it('reads a number column, refusing numbers repeated in the file or already taken', async () => {
    await buildTeam(t.db, { name: 'Numbered Already', number: '777X' });
    const before = await teamCount();
    await expectRefused(
      await importCsv('name,number\nNum One,555A\nNum Two,555a\nNum Three,777x\nNum Four,5 5\n'),
      before,
      400,
      REJECTED,
      [
        { field: 'line 3', message: 'This number is already on line 2' },
        { field: 'line 4', message: 'A team with this number already exists' },
        { field: 'line 5', message: 'A team number is 1 to 12 letters and digits, like 1234A' },
      ],
    );
    const response = await importCsv('name,number\nNum One,555A\nNum Two,\n');
    expect(response.statusCode).toBe(201);
    expect(response.json().created.map((team: { number: string | null }) => team.number)).toEqual([
      '555A',
      null,
    ]);
  });

  it('imports 2,000 rows and refuses 2,001', async () => {
    const rows = (n: number, prefix: string) =>
      ['name', ...Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`)].join('\n');
    const before = await teamCount();
    await expectRefused(
      await importCsv(rows(2001, 'Big')),
      before,
      400,
      'A file can hold at most 2,000 teams; this one has more',
    );
    const response = await importCsv(rows(2000, 'Big'));
    expect(response.statusCode).toBe(201);
    expect(response.json().created).toHaveLength(2000);
    expect(await teamCount()).toBe(before + 2000);
    const codes = new Set(
      response.json().created.map((team: { joinCode: string }) => team.joinCode),
    );
    expect(codes.size).toBe(2000);
  });

  it('refuses what is not a CSV of teams with a clear 4xx and creates nothing', async () => {
    const before = await teamCount();
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/teams/import',
      headers: { cookie: admin },
      payload: { name: 'Json Team' },
    });
    await expectRefused(json, before, 415, 'Send the teams as a CSV file (Content-Type: text/csv)');
    await expectRefused(
      await importCsv('%PDF-1.7\n\u0001\u0002 binary', {}),
      before,
      400,
      'The first line must be a header naming the columns, with a "name" column',
    );
    await expectRefused(
      await importCsv('name\n'),
      before,
      400,
      'The file has a header but no teams',
    );
    await expectRefused(
      await importCsv(''),
      before,
      400,
      'The first line must be a header naming the columns, with a "name" column',
    );
    await expectRefused(
      await importCsv(Buffer.from([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0x43, 0x61, 0x66, 0xe9, 0x0a])),
      before,
      400,
      'The file is not UTF-8 text: save it from your spreadsheet as "CSV UTF-8"',
    );
    // The shared text rule (shared/safe-text.ts), applied by the reader to each field it keeps.
    await expectRefused(await importCsv('name\nNul\u0000Team\n'), before, 400, REJECTED, [
      { field: 'line 2', message: TEAM_IMPORT_MESSAGES.badCharacters },
    ]);
    await expectRefused(await importCsv('name\n"never closed\n'), before, 400, REJECTED);
  });

  it('is for administrators only: a visitor gets 401 and a team 403', async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/teams/import',
      headers: { 'content-type': 'text/csv' },
      payload: 'name\nSneaky\n',
    });
    expect(visitor.statusCode).toBe(401);
    const { cookie } = await signInNewTeam(t);
    const team = await importCsv('name\nSneaky\n', { cookie });
    expect(team.statusCode).toBe(403);
    expect(
      (
        await t.db
          .select()
          .from(teams)
          .where(sql`${teams.name} = 'Sneaky'`)
      ).length,
    ).toBe(0);
  });
});
