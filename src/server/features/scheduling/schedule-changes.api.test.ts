import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../shared/events.ts';
import {
  startFakePushService,
  type FakePushService,
  type TestBrowser,
} from '../../test/fake-push-service.ts';
import type { TestTeam } from '../../test/factories.ts';
import { createTestApp, signInAdmin, signInNewTeam, type TestApp } from '../../test/test-app.ts';
import { importMatches } from './matches.service.ts';
import type { SchedulingContext } from './scheduling.context.ts';

/** Schedule changes (decision 282): a re-import tells the teams it changed, and only them. */
let t: TestApp;
let service: FakePushService;
let admin: string;
const teams: { team: TestTeam; browser: TestBrowser }[] = [];

const MINUTE = 60_000;
const base = new Date(Math.ceil((Date.now() + 3 * 60 * MINUTE) / (15 * MINUTE)) * 15 * MINUTE);
const at = (minutes: number) => new Date(base.getTime() + minutes * MINUTE).toISOString();
const importCsv = (csv: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/matches/import',
    headers: { cookie: admin, 'content-type': 'text/csv' },
    payload: csv,
  });
const schedule = (q2Start: number, q2Field = 'Field 1') =>
  [
    'match,start,field,team1,team2',
    `Q1,${at(0)},Field 1,${teams[0]!.team.name},${teams[1]!.team.name}`,
    `Q2,${at(q2Start)},${q2Field},${teams[2]!.team.name},`,
  ].join('\n');

beforeAll(async () => {
  service = await startFakePushService();
  t = await createTestApp(
    { push: { extraHosts: [service.host] } },
    { push: { backoffMs: () => 20, timeoutMs: 60_000 } },
  );
  admin = await signInAdmin(t.app);
  for (const language of ['en', 'en', 'es']) {
    const { team, cookie } = await signInNewTeam(t);
    const browser = service.browser();
    await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie },
      payload: { ...browser.json, language },
    });
    teams.push({ team, browser });
  }
});
afterAll(async () => {
  await t?.close();
  await service?.close();
});

describe('a re-imported schedule', () => {
  it('tells nobody on the first import, then only the team whose match moved, in its language', async () => {
    expect((await importCsv(schedule(10))).statusCode).toBe(200);
    await t.app.push.idle();
    expect(service.received).toHaveLength(0);

    const heard: Envelope[] = [];
    const stop = t.app.realtime.subscribe((envelope) => heard.push(envelope));
    expect((await importCsv(schedule(25, 'Field 2'))).statusCode).toBe(200);
    stop();
    await service.until(() => service.payloadsFor(teams[2]!.browser).length >= 1);
    await t.app.push.idle();
    const [told] = service.payloadsFor(teams[2]!.browser);
    expect(told).toMatchObject({
      type: 'schedule.changed',
      title: 'Vuestro partido Q2 ha cambiado',
      url: '/home',
    });
    expect(told!.body).toMatch(/^Q2 empieza ahora a las .+ en Field 2\.$/);
    expect(service.payloadsFor(teams[0]!.browser)).toEqual([]);
    expect(service.payloadsFor(teams[1]!.browser)).toEqual([]);
    const alerts = heard.filter((envelope) => envelope.event.type === 'alert');
    expect(alerts).toEqual([
      expect.objectContaining({
        audience: { teamIds: [teams[2]!.team.id] },
        event: expect.objectContaining({ teamId: teams[2]!.team.id }),
      }),
    ]);
  });

  it('tells a team once of all its changed matches, listed in its language, and nobody else', async () => {
    const before = service.received.length;
    const heard: Envelope[] = [];
    const stop = t.app.realtime.subscribe((envelope) => heard.push(envelope));
    const csv = [
      'match,start,field,team1,team2',
      `Q1,${at(0)},Field 1,${teams[0]!.team.name},${teams[1]!.team.name}`,
      `Q2,${at(35)},Field 2,${teams[2]!.team.name},`,
      `Q3,${at(50)},Field 1,${teams[2]!.team.name},`,
    ].join('\n');
    expect((await importCsv(csv)).statusCode).toBe(200);
    stop();
    await service.until(() => service.payloadsFor(teams[2]!.browser).length >= 2);
    await t.app.push.idle();
    expect(service.received).toHaveLength(before + 1);
    const told = service.payloadsFor(teams[2]!.browser)[1]!;
    expect(told.title).toBe('Vuestro horario ha cambiado: 2 partidos');
    // The venue's 24-hour clock as Spanish writes it, the zone named: never '10:40 AM'.
    expect(told.body).toMatch(
      /^Q2 ahora a las \d{1,2}:\d{2} \S+ \(antes \d{1,2}:\d{2} \S+\); Q3 añadido a las \d{1,2}:\d{2} \S+\.$/,
    );
    expect(told.body).not.toMatch(/AM|PM/);
    const alerts = heard.filter((envelope) => envelope.event.type === 'alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      audience: { teamIds: [teams[2]!.team.id] },
      event: { alert: { title: 'Your schedule changed: 2 matches' } },
    });
  });

  it('tells nobody when the same schedule is imported again', async () => {
    const before = service.received.length;
    const same = [
      'match,start,field,team1,team2',
      `Q1,${at(0)},Field 1,${teams[0]!.team.name},${teams[1]!.team.name}`,
      `Q3,${at(50)},Field 1,${teams[2]!.team.name},`,
      `q2,${at(35)},Field 2,${teams[2]!.team.name},`,
    ].join('\n');
    expect((await importCsv(same)).statusCode).toBe(200);
    await t.app.push.idle();
    expect(service.received).toHaveLength(before);
  });

  it('switches no schedule whose alerts could not be queued: the one before stays, untold', async () => {
    const before = service.received.length;
    const off = t.app.domainEvents.onWrite(() => {
      throw new Error('the queue is unreachable');
    });
    const moved = await importCsv(schedule(70));
    off();
    expect(moved.statusCode).toBe(500);
    const q2 = (
      await t.app.inject({ method: 'GET', url: '/api/matches', headers: { cookie: admin } })
    )
      .json()
      .find((match: { label: string }) => match.label.toLowerCase() === 'q2');
    expect(q2).toMatchObject({ startTime: at(35), field: 'Field 2' });
    await t.app.push.idle();
    expect(service.received).toHaveLength(before);
  });

  it('tells the team even when the process dies right after the switch commits', async () => {
    // The import as the service runs it, but nothing after its commit ever happens: no emit.
    const ctx = {
      db: t.db,
      events: { record: t.app.domainEvents.record, emit: async () => undefined },
      slots: { invalidate: () => undefined },
      interviews: { invalidate: () => undefined },
      display: { invalidate: () => undefined },
      schedule: { invalidate: () => undefined },
    } as unknown as SchedulingContext;
    const told = service.payloadsFor(teams[2]!.browser).length;
    await importMatches(ctx, schedule(80));
    await service.until(() => service.payloadsFor(teams[2]!.browser).length > told);
    expect(service.payloadsFor(teams[2]!.browser).at(-1)).toMatchObject({
      type: 'schedule.changed',
      title: 'Vuestro horario ha cambiado: 2 partidos',
    });
  });
});
