import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldQueue } from '../../../shared/contract/queue.ts';
import type { Match } from '../../../shared/contract/matches.ts';
import type { ServerEvent } from '../../../shared/events.ts';
import { openPostgres, type Database } from '../../db/client.ts';
import {
  startFakePushService,
  type FakePushService,
  type TestBrowser,
} from '../../test/fake-push-service.ts';
import type { TestTeam } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createTestApp, signInAdmin, signInNewTeam, type TestApp } from '../../test/test-app.ts';

/**
 * Queue calls (decision 281): marking a field's current match calls the teams of the
 * next queueLeadMatches matches, by push (in each phone's language) and live, once per team and
 * match across instances. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
let service: FakePushService;
let database: TestDatabase;
let t: TestApp;
let other: TestApp;
let otherDatabase: Database | undefined;
let admin: string;
const teams: { team: TestTeam; cookie: string; browser: TestBrowser }[] = [];

const MINUTE = 60_000;
const base = new Date(Math.ceil((Date.now() + 3 * 60 * MINUTE) / (15 * MINUTE)) * 15 * MINUTE);
const at = (minutes: number) => new Date(base.getTime() + minutes * MINUTE).toISOString();

beforeAll(async () => {
  service = await startFakePushService();
  database = await createTestDatabase();
  const push = { backoffMs: () => 20, timeoutMs: 60_000, pollMs: 50 };
  t = await createTestApp({ push: { extraHosts: [service.host] } }, { database, push });
  // A second instance on the same database (on PostgreSQL with its own pool, as a process has).
  if (database.url) otherDatabase = openPostgres(database.url, 5);
  other = await createTestApp(
    { push: { extraHosts: [service.host] } },
    { database: (otherDatabase ?? database) as TestDatabase, push },
  );
  admin = await signInAdmin(t.app);
  for (let i = 0; i < 8; i++) {
    const { team, cookie } = await signInNewTeam(t);
    const browser = service.browser();
    const language = i === 4 ? 'es' : 'en';
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie },
      payload: { ...browser.json, language },
    });
    expect(saved.statusCode).toBe(201);
    teams.push({ team, cookie, browser });
  }
  // Teams are found in the file by number or name.
  const id = (index: number) => teams[index]!.team.name;
  const csv = [
    'match,start,field,team1,team2',
    `Q11,${at(0)},Field 1,${id(0)},${id(1)}`,
    `Q12,${at(8)},Field 1,${id(2)},${id(3)}`,
    `Q13,${at(16)},Field 1,${id(4)},${id(5)}`,
    `Q14,${at(24)},Field 1,${id(6)},${id(7)}`,
    `Q15,${at(32)},Field 1,${id(0)},${id(2)}`,
    `Q16,${at(40)},Field 1,${id(1)},${id(3)}`,
    `Q20,${at(8)},Field 2,${id(1)},`,
  ].join('\n');
  const imported = await t.app.inject({
    method: 'POST',
    url: '/api/matches/import',
    headers: { cookie: admin, 'content-type': 'text/csv' },
    payload: csv,
  });
  expect(imported.statusCode, imported.body).toBe(200);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
  await otherDatabase?.close();
  await database?.close();
  await service?.close();
});

const mark = (app: TestApp, field: string, match: string, cookie = admin) =>
  app.app.inject({
    method: 'PUT',
    url: `/api/fields/${encodeURIComponent(field)}/current`,
    headers: { cookie },
    payload: { match },
  });
const pushes = (index: number) => service.payloadsFor(teams[index]!.browser);
const settled = async () => {
  await t.app.push.idle();
  await other.app.push.idle();
};

describe('PUT /api/fields/{field}/current', () => {
  it('calls the teams of the next two matches once each, by push in their language and live', async () => {
    const heard: ServerEvent[] = [];
    const stop = t.app.realtime.subscribe(({ event }) => heard.push(event));
    const response = await mark(t, 'Field 1', 'q12');
    stop();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ field: 'Field 1', match: 'Q12', called: 4 });
    await service.until(() => [4, 5, 6, 7].every((index) => pushes(index).length >= 1));
    await settled();
    expect(pushes(4)).toEqual([
      expect.objectContaining({ type: 'queue.call', title: 'A la cola: Q13 en Field 1' }),
    ]);
    expect(pushes(5)).toEqual([
      expect.objectContaining({ title: 'Queue now: Q13 on Field 1', url: '/home' }),
    ]);
    expect(pushes(6)).toEqual([expect.objectContaining({ title: 'Queue now: Q14 on Field 1' })]);
    expect(pushes(7)).toHaveLength(1);
    // The teams now playing or done are not called.
    for (const index of [0, 1, 2, 3]) expect(pushes(index)).toEqual([]);
    const calls = heard.filter((event) => event.type === 'alert');
    expect(calls).toHaveLength(4);
    expect(calls[0]).toMatchObject({
      teamId: teams[4]!.team.id,
      alert: { title: 'Queue now: Q13 on Field 1', words: { title: { key: 'queueNow.title' } } },
    });
    expect(heard.some((event) => event.type === 'queue.changed')).toBe(true);
  });

  it('does nothing when the same match is marked again, on either instance', async () => {
    expect((await mark(t, 'field 1', 'Q12')).json()).toEqual({
      field: 'Field 1',
      match: 'Q12',
      called: 0,
    });
    expect((await mark(other, 'Field 1', 'Q12')).json()).toMatchObject({ called: 0 });
    await settled();
    for (const index of [4, 5, 6, 7]) expect(pushes(index)).toHaveLength(1);
  });

  it('calls a team once per match when two instances mark the next match at the same moment', async () => {
    const answers = await Promise.all([mark(t, 'Field 1', 'Q13'), mark(other, 'Field 1', 'Q13')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    // Q14's teams were called already; Q15's (teams 0 and 2) are called now, by one of the two.
    expect(answers.map((answer) => answer.json<{ called: number }>().called).sort()).toEqual([
      0, 2,
    ]);
    await service.until(() => pushes(0).length >= 1 && pushes(2).length >= 1);
    await settled();
    expect(pushes(0)).toEqual([expect.objectContaining({ title: 'Queue now: Q15 on Field 1' })]);
    expect(pushes(2)).toHaveLength(1);
    expect(pushes(6)).toHaveLength(1);
  });

  it('answers each of a team’s matches with its queue state, derived from the field’s current match', async () => {
    const states = async (index: number) =>
      (await t.app.inject({ url: `/api/matches?teamId=${teams[index]!.team.id}` }))
        .json<Match[]>()
        .map((match) => [match.label, match.queueState]);
    // Q13 is on Field 1: Q14 on deck, Q15 now queuing, Q16 queuing soon; Field 2 has not started.
    expect(await states(0)).toEqual([
      ['Q11', null],
      ['Q15', 'now-queuing'],
    ]);
    expect(await states(1)).toEqual([
      ['Q11', null],
      ['Q20', null],
      ['Q16', 'queuing-soon'],
    ]);
    expect(await states(4)).toEqual([['Q13', 'on-field']]);
    expect(await states(6)).toEqual([['Q14', 'on-deck']]);
  });

  it('answers 404 for a field or a match the schedule does not have, and 400 without a match', async () => {
    for (const [field, match, message] of [
      ['Field 9', 'Q12', 'No match in the schedule is on this field'],
      ['Field 2', 'Q12', 'No match with this label is on this field'],
      ['Field 1', 'Q99', 'No match with this label is on this field'],
    ] as const) {
      const response = await mark(t, field, match);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(message);
    }
    const empty = await mark(t, 'Field 1', ' ');
    expect(empty.statusCode).toBe(400);
    expect((await mark(t, 'Field 1', 'Q14', teams[0]!.cookie)).statusCode).toBe(403);
  });
});

describe('queue check-ins', () => {
  const checkIn = (payload: object, cookie = admin) =>
    t.app.inject({ method: 'PUT', url: '/api/queue/check-ins', headers: { cookie }, payload });

  it('records a team at the queue, seen in the field’s queue and live', async () => {
    const heard: ServerEvent[] = [];
    const stop = other.app.realtime.subscribe(({ event }) => heard.push(event));
    const saved = await checkIn({
      match: 'q14',
      teamId: teams[6]!.team.id,
      status: 'drive-team-only',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      match: 'Q14',
      teamId: teams[6]!.team.id,
      status: 'drive-team-only',
    });
    await other.app.inject({ url: '/api/health' });
    await expect.poll(() => heard.some((event) => event.type === 'queue.changed')).toBe(true);
    stop();
    const queue = (await t.app.inject({ url: '/api/queue?field=Field%201' })).json<FieldQueue[]>();
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ field: 'Field 1', currentMatch: 'Q13' });
    expect(queue[0]!.matches.map((match) => [match.label, match.state])).toEqual([
      ['Q13', 'on-field'],
      ['Q14', 'on-deck'],
      ['Q15', 'now-queuing'],
      ['Q16', 'queuing-soon'],
    ]);
    expect(queue[0]!.matches[1]!.teams.map((team) => team.checkIn)).toEqual([
      'drive-team-only',
      null,
    ]);
    // Changed again: the latest holds.
    await checkIn({ match: 'Q14', teamId: teams[6]!.team.id, status: 'checked-in' });
    const again = (await t.app.inject({ url: '/api/queue?field=Field%201' })).json<FieldQueue[]>();
    expect(again[0]!.matches[1]!.teams[0]!.checkIn).toBe('checked-in');
  });

  it('refuses a team not in the match, an unknown status and a team session', async () => {
    expect(
      (await checkIn({ match: 'Q14', teamId: teams[0]!.team.id, status: 'checked-in' })).statusCode,
    ).toBe(404);
    expect(
      (await checkIn({ match: 'Q99', teamId: teams[0]!.team.id, status: 'checked-in' })).statusCode,
    ).toBe(404);
    const bad = await checkIn({ match: 'Q14', teamId: teams[6]!.team.id, status: 'late' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Choose checked-in, drive-team-only or not-here');
    expect(
      (
        await checkIn(
          { match: 'Q14', teamId: teams[6]!.team.id, status: 'checked-in' },
          teams[6]!.cookie,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('queueLeadMatches', () => {
  const settings = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/settings/tournament',
      headers: { cookie: admin },
      payload: { tournamentDate: '2030-05-03', ...payload },
    });

  it('is a whole number of matches from 1 to 10, 2 until changed', async () => {
    expect((await t.app.inject({ url: '/api/settings/tournament' })).json()).toMatchObject({
      queueLeadMatches: 2,
    });
    for (const queueLeadMatches of [0, 11, 1.5, '2']) {
      const refused = await settings({ queueLeadMatches });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('Queue calls go from 1 to 10 matches ahead');
    }
    expect((await settings({ queueLeadMatches: 1 })).json()).toMatchObject({ queueLeadMatches: 1 });
  });

  it('decides how many matches ahead are called', async () => {
    // One ahead: marking Q14 calls Q15, whose teams were called before; Q16's teams hear nothing.
    expect((await mark(t, 'Field 1', 'Q14')).json()).toMatchObject({ called: 0 });
    expect((await settings({ queueLeadMatches: 3 })).statusCode).toBe(200);
    expect((await mark(t, 'Field 1', 'Q15')).json()).toMatchObject({ called: 2 });
    await service.until(() => pushes(1).length >= 1 && pushes(3).length >= 1);
    await settled();
    expect(pushes(1)).toEqual([expect.objectContaining({ title: 'Queue now: Q16 on Field 1' })]);
  });
});

describe('after a restart', () => {
  it('remembers every call: marking an earlier match again calls nobody twice', async () => {
    const before = service.received.length;
    await other.close();
    // A fresh instance on the same database, as after a restart.
    other = await createTestApp(
      { push: { extraHosts: [service.host] } },
      { database: (otherDatabase ?? database) as TestDatabase, push: { pollMs: 50 } },
    );
    expect((await mark(other, 'Field 1', 'Q12')).json()).toEqual({
      field: 'Field 1',
      match: 'Q12',
      called: 0,
    });
    await settled();
    expect(service.received).toHaveLength(before);
  });
});
