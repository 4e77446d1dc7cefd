import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegisteredTeam, type TestTeam } from '../../test/factories.ts';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';

/** GET /api/matches is kept serialized: never stale after any change that shows in it. */
let t: TestApp;
let admin: string;
let team: TestTeam;
const start = new Date(Date.now() + 24 * 3_600_000).toISOString();

const get = async (url = '/api/matches') => {
  const answer = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<
    { label: string; field: string; queueState?: string | null; teams: { number: string }[] }[]
  >();
};
const importCsv = (rows: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/matches/import',
    headers: { cookie: admin, 'content-type': 'text/csv' },
    payload: ['match,start,field,red1', ...rows].join('\n'),
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  team = await buildRegisteredTeam(t.db, { number: '4321C' });
  expect(
    (
      await importCsv([
        `R1,${start},Field 9,4321C`,
        `R2,${start.replace(/T\d\d/, 'T23')},Field 9,4321C`,
      ])
    ).statusCode,
  ).toBe(200);
});
afterAll(() => t?.close());

describe('the schedule read model', () => {
  it('shows a re-import at once, for everyone and for the team', async () => {
    expect((await get()).map((match) => match.label)).toEqual(['R1', 'R2']);
    expect(await get(`/api/matches?teamId=${team.id}`)).toHaveLength(2);
    expect((await importCsv([`R3,${start},Field 9,4321C`])).statusCode).toBe(200);
    expect((await get()).map((match) => match.label)).toEqual(['R3']);
    expect((await get(`/api/matches?teamId=${team.id}`)).map((match) => match.label)).toEqual([
      'R3',
    ]);
  });

  it("shows a team's new number at once", async () => {
    await get();
    const renumbered = await t.app.inject({
      method: 'PATCH',
      url: `/api/teams/${team.id}`,
      headers: { cookie: admin },
      payload: { number: '9876Z' },
    });
    expect(renumbered.statusCode, renumbered.body).toBe(200);
    expect((await get())[0]!.teams[0]!.number).toBe('9876Z');
  });

  it('shows a queue state at once when the field moves on', async () => {
    expect(
      (await importCsv([`R4,${start},Field 9,9876Z`, `R5,${start},Field 9,9876Z`])).statusCode,
    ).toBe(200);
    expect((await get()).map((match) => match.queueState ?? null)).toEqual([null, null]);
    const marked = await t.app.inject({
      method: 'PUT',
      url: '/api/fields/Field%209/current',
      headers: { cookie: admin },
      payload: { match: 'R4' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await get()).map((match) => match.queueState)).toEqual(['on-field', 'on-deck']);
  });
});
