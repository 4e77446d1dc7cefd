import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match } from '../../../shared/contract/matches.ts';
import { matches, scheduleVersions } from '../../db/schema.ts';
import { ensureAdmin } from '../auth/admin-bootstrap.ts';
import { buildTeam, type TestTeam } from '../../test/factories.ts';
import { cookiesFrom, createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';

/**
 * A schedule import writes a version of its own in small committed steps and switches to it in
 * one short transaction (decision 268): whoever reads meanwhile sees the old schedule whole or the
 * new one whole, a failed import leaves the old one, and nothing is left behind.
 */

let t: TestApp;
let admin: string;
let teams: TestTeam[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  teams = [];
  for (let i = 0; i < 8; i++) teams.push(await buildTeam(t.db, { name: `Versioned ${i}`, number: `V${i}` }));
});
afterAll(() => t.close());

/** `size` matches (at most what an import takes), labelled `prefix`0, 1..., four of the eight teams each. */
const scheduleFile = (prefix: string, size = 2000) =>
  `match,start,field,red1,red2,blue1,blue2\n${Array.from({ length: size }, (_, i) => {
    const start = new Date(Date.UTC(2030, 4, 3, 8) + i * 60_000).toISOString();
    return `${prefix}${i},${start},F${i % 4},${[0, 1, 2, 3].map((k) => `V${(i + k) % 8}`).join(',')}`;
  }).join('\n')}`;

const importAs = (cookie: string, csv: string) =>
  t.app.inject({ method: 'POST', url: '/api/matches/import', headers: { cookie, 'content-type': 'text/csv' }, payload: csv });

/** Imports are rate-limited and queued per administrator: each concurrent one as its own. */
async function anotherAdmin(name: string): Promise<string> {
  const credentials = { username: name, password: 'correct-horse-battery' };
  await ensureAdmin(t.db, credentials, t.app.log);
  return cookiesFrom(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials }));
}

const listed = async () => (await t.app.inject({ url: '/api/matches' })).json<Match[]>();
const versionStates = async () => (await t.db.select({ state: scheduleVersions.state }).from(scheduleVersions)).map((row) => row.state);
const matchRows = async () => (await t.db.select({ id: matches.id }).from(matches)).length;

/** What every reader must see: one schedule, all of it, each match with its four teams. */
function expectWhole(schedule: Match[], prefixes: string[], size = 2000) {
  expect(schedule).toHaveLength(size);
  const prefix = schedule[0]!.label.replace(/\d+$/, '');
  expect(prefixes).toContain(prefix);
  for (const match of schedule) {
    expect(match.label.startsWith(prefix)).toBe(true);
    expect(match.teams).toHaveLength(4);
  }
}

describe('a schedule import', () => {
  it('is seen whole or not at all by readers while it is written, and leaves one version behind', async () => {
    // 400 matches, eight steps: a full schedule takes a phone half a second to read on a busy machine.
    expect((await importAs(admin, scheduleFile('A', 400))).statusCode).toBe(200);
    const importing = importAs(admin, scheduleFile('B', 400));
    const seen: Match[][] = [];
    let done = false;
    void importing.finally(() => (done = true));
    // A phone asking again and again; in between the loop polls for I/O, as between two requests.
    while (!done) {
      seen.push(await listed());
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await importing).statusCode).toBe(200);
    for (const schedule of seen) expectWhole(schedule, ['A', 'B'], 400);
    // Read between the import's steps, not only before or after it.
    expect(seen.length).toBeGreaterThan(1);
    expectWhole(await listed(), ['B'], 400);
    expect(await versionStates()).toEqual(['current']);
    expect(await matchRows()).toBe(400);
  }, 60_000);

  it('that fails part way leaves the schedule before it, and removes what it wrote', async () => {
    expect((await importAs(admin, scheduleFile('C'))).statusCode).toBe(200);
    // A fault past the first steps: the 1,500th match of the next file cannot be written.
    await t.db.execute(sql`create function fail_d1500() returns trigger language plpgsql as $$
      begin if new.label = 'D1500' then raise exception 'injected failure'; end if; return new; end $$`);
    await t.db.execute(sql`create trigger fail_d1500 before insert on matches for each row execute function fail_d1500()`);
    try {
      const response = await importAs(admin, scheduleFile('D'));
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger fail_d1500 on matches`);
      await t.db.execute(sql`drop function fail_d1500()`);
    }
    expectWhole(await listed(), ['C']);
    expect(await versionStates()).toEqual(['current']);
    expect(await matchRows()).toBe(2000);
  }, 60_000);

  it('removes versions abandoned mid-write long ago, and leaves one being written now', async () => {
    const [abandoned] = await t.db.insert(scheduleVersions).values({ state: 'writing', createdAt: new Date(Date.now() - 60 * 60_000) }).returning();
    const [writing] = await t.db.insert(scheduleVersions).values({ state: 'writing' }).returning();
    await t.db.insert(matches).values([
      { versionId: abandoned!.id, label: 'Old1', startTime: new Date() },
      { versionId: writing!.id, label: 'New1', startTime: new Date() },
    ]);
    expect((await importAs(admin, scheduleFile('E'))).statusCode).toBe(200);
    const left = await t.db.select({ id: scheduleVersions.id, state: scheduleVersions.state }).from(scheduleVersions);
    expect(left.map((row) => row.state).sort()).toEqual(['current', 'writing']);
    expect(left.find((row) => row.state === 'writing')!.id).toBe(writing!.id);
    expect(await matchRows()).toBe(2001);
    expectWhole(await listed(), ['E']);
    await t.db.delete(scheduleVersions).where(sql`${scheduleVersions.id} = ${writing!.id}`);
  }, 60_000);

  it('run at once by two organisers, ends as one of their schedules whole', async () => {
    const [first, second] = await Promise.all([anotherAdmin('versions-one'), anotherAdmin('versions-two')]);
    const answers = await Promise.all([importAs(first, scheduleFile('F')), importAs(second, scheduleFile('G'))]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expectWhole(await listed(), ['F', 'G']);
    expect(await versionStates()).toEqual(['current']);
    expect(await matchRows()).toBe(2000);
  }, 60_000);
});
