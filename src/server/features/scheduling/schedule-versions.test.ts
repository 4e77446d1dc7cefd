import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match } from '../../../shared/contract/matches.ts';
import { matches, scheduleVersions } from '../../db/schema.ts';
import { buildTeam, type TestTeam } from '../../test/factories.ts';
import {
  cookiesFrom,
  createTestApp,
  ensureAdmin,
  signInAdmin,
  type TestApp,
} from '../../test/test-app.ts';

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
  for (let i = 0; i < 8; i++)
    teams.push(await buildTeam(t.db, { name: `Versioned ${i}`, number: `V${i}` }));
});
afterAll(() => t.close());

/**
 * `size` matches (at most what an import takes), Q0, Q1..., four of the eight teams each. Every
 * `turn` plays the same teams in the same matches at the same times, at stations turned by one:
 * no team's matches change, so the schedules tell apart without a schedule-change alert each.
 */
const scheduleFile = (turn: number, size = 2000) =>
  `match,start,field,red1,red2,blue1,blue2\n${Array.from({ length: size }, (_, i) => {
    const start = new Date(Date.UTC(2030, 4, 3, 8) + i * 60_000).toISOString();
    return `Q${i},${start},F${i % 4},${[0, 1, 2, 3].map((k) => `V${(i + ((k + turn) % 4)) % 8}`).join(',')}`;
  }).join('\n')}`;

/** Which turn a listed match is at: its red1 team's place after its first. */
const turnOf = (match: Match) => {
  const i = Number(match.label.slice(1));
  return (((Number(match.teams[0]!.number!.slice(1)) - i) % 8) + 8) % 8;
};

const importAs = (cookie: string, csv: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/matches/import',
    headers: { cookie, 'content-type': 'text/csv' },
    payload: csv,
  });

/** Imports are rate-limited and queued per administrator: each concurrent one as its own. */
async function anotherAdmin(name: string): Promise<string> {
  const credentials = { username: name, password: 'correct-horse-battery' };
  await ensureAdmin(t.db, credentials, t.app.log);
  return cookiesFrom(
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials }),
  );
}

const listed = async () => (await t.app.inject({ url: '/api/matches' })).json<Match[]>();
const versionStates = async () =>
  (await t.db.select({ state: scheduleVersions.state }).from(scheduleVersions)).map(
    (row) => row.state,
  );
const matchRows = async () => (await t.db.select({ id: matches.id }).from(matches)).length;

/** What every reader must see: one schedule (one of `turns`), all of it, each match with its four teams. */
function expectWhole(schedule: Match[], turns: number[], size = 2000) {
  expect(schedule).toHaveLength(size);
  const turn = turnOf(schedule[0]!);
  expect(turns).toContain(turn);
  for (const match of schedule) {
    expect(match.teams).toHaveLength(4);
    expect(turnOf(match)).toBe(turn);
  }
}

describe('a schedule import', () => {
  it('is seen whole or not at all by readers while it is written, and leaves one version behind', async () => {
    // 400 matches, eight steps: a full schedule takes a phone half a second to read on a busy machine.
    expect((await importAs(admin, scheduleFile(0, 400))).statusCode).toBe(200);
    const importing = importAs(admin, scheduleFile(1, 400));
    const seen: Match[][] = [];
    let done = false;
    void importing.finally(() => (done = true));
    // A phone asking again and again; in between the loop polls for I/O, as between two requests.
    while (!done) {
      seen.push(await listed());
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await importing).statusCode).toBe(200);
    for (const schedule of seen) expectWhole(schedule, [0, 1], 400);
    // Read between the import's steps, not only before or after it.
    expect(seen.length).toBeGreaterThan(1);
    expectWhole(await listed(), [1], 400);
    expect(await versionStates()).toEqual(['current']);
    expect(await matchRows()).toBe(400);
  }, 120_000);

  it('that fails part way leaves the schedule before it, and removes what it wrote', async () => {
    expect((await importAs(admin, scheduleFile(2, 600))).statusCode).toBe(200);
    // A fault past the first ten steps: the next file's match Q500 cannot be written.
    await t.db.execute(sql`create function fail_q500() returns trigger language plpgsql as $$
      begin if new.label = 'Q500' then raise exception 'injected failure'; end if; return new; end $$`);
    await t.db.execute(
      sql`create trigger fail_q500 before insert on matches for each row execute function fail_q500()`,
    );
    try {
      const response = await importAs(admin, scheduleFile(3, 600));
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger fail_q500 on matches`);
      await t.db.execute(sql`drop function fail_q500()`);
    }
    expectWhole(await listed(), [2], 600);
    expect(await versionStates()).toEqual(['current']);
    expect(await matchRows()).toBe(600);
  }, 120_000);

  it('removes versions abandoned mid-write long ago, and leaves one being written now', async () => {
    const [abandoned] = await t.db
      .insert(scheduleVersions)
      .values({ state: 'writing', createdAt: new Date(Date.now() - 60 * 60_000) })
      .returning();
    const [writing] = await t.db.insert(scheduleVersions).values({ state: 'writing' }).returning();
    await t.db.insert(matches).values([
      { versionId: abandoned!.id, label: 'Old1', startTime: new Date() },
      { versionId: writing!.id, label: 'New1', startTime: new Date() },
    ]);
    expect((await importAs(admin, scheduleFile(3, 400))).statusCode).toBe(200);
    const left = await t.db
      .select({ id: scheduleVersions.id, state: scheduleVersions.state })
      .from(scheduleVersions);
    expect(left.map((row) => row.state).sort()).toEqual(['current', 'writing']);
    expect(left.find((row) => row.state === 'writing')!.id).toBe(writing!.id);
    expect(await matchRows()).toBe(401);
    expectWhole(await listed(), [3], 400);
    await t.db.delete(scheduleVersions).where(sql`${scheduleVersions.id} = ${writing!.id}`);
  }, 120_000);

  it('run at once by two organisers, ends as one of their schedules whole', async () => {
    const [first, second] = await Promise.all([
      anotherAdmin('versions-one'),
      anotherAdmin('versions-two'),
    ]);
    const answers = await Promise.all([
      importAs(first, scheduleFile(0, 400)),
      importAs(second, scheduleFile(1, 400)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expectWhole(await listed(), [0, 1], 400);
    expect(await versionStates()).toEqual(['current']);
    expect(await matchRows()).toBe(400);
  }, 120_000);
});
