import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_MESSAGES } from '../../../shared/contract/announcements.ts';
import type { Envelope } from '../../../shared/events.ts';
import { announcements } from '../../db/schema.ts';
import { buildRegisteredTeam, type TestTeam } from '../../test/factories.ts';
import { createTestApp, signInAdmin, signInTeam, type TestApp } from '../../test/test-app.ts';
import { sendDueAnnouncements } from './announcements.service.ts';

/** Announcements aimed at listed teams or at a field's teams, now or at a set time. */
describe('aimed and scheduled announcements', () => {
  let t: TestApp;
  let admin: string;
  let onField: TestTeam;
  let elsewhere: TestTeam;
  let listed: TestTeam;
  const cookies = new Map<number, string>();
  const heard: Envelope[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAdmin(t.app);
    onField = await buildRegisteredTeam(t.db, { number: '2222F' });
    elsewhere = await buildRegisteredTeam(t.db, { number: '3333E' });
    listed = await buildRegisteredTeam(t.db);
    for (const team of [onField, elsewhere, listed])
      cookies.set(team.id, await signInTeam(t.app, team));
    const start = new Date(Date.now() + 3 * 3_600_000).toISOString();
    const csv = `match,start,field,red1,blue1\nQ1,${start},Field 2,2222F,\nQ2,${start},Field 3,3333E,\n`;
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/matches/import',
      headers: { cookie: admin, 'content-type': 'text/csv' },
      payload: csv,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    t.app.realtime.subscribe((envelope) => void heard.push(envelope));
  });
  afterAll(() => t.close());

  const post = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/announcements',
      headers: { cookie: admin },
      payload,
    });
  const titlesFor = async (cookie?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/announcements',
        headers: cookie ? { cookie } : {},
      })
    )
      .json()
      .map((a: { title: string }) => a.title);

  it('shows an announcement aimed at listed teams to those teams only, and tells only them live', async () => {
    heard.length = 0;
    const response = await post({
      title: 'Pit inspection',
      body: 'Bring your robot to table 3.',
      teamIds: [listed.id],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      audience: 'teams',
      teamIds: [listed.id],
      field: null,
      sentAt: expect.any(String),
      sendAt: null,
    });
    expect(await titlesFor(cookies.get(listed.id))).toContain('Pit inspection');
    expect(await titlesFor(cookies.get(onField.id))).not.toContain('Pit inspection');
    expect(await titlesFor()).not.toContain('Pit inspection');
    expect(await titlesFor(admin)).toContain('Pit inspection');
    const alerts = heard.filter((e) => e.event.type === 'alert');
    expect(alerts.map((e) => e.audience)).toEqual([{ teamIds: [listed.id] }]);
    expect(heard.find((e) => e.event.type === 'announcements.changed')?.audience).toEqual({
      teamIds: [listed.id],
    });
    // A team's list says who it is for, never which other teams.
    const seen = (
      await t.app.inject({
        method: 'GET',
        url: '/api/announcements',
        headers: { cookie: cookies.get(listed.id)! },
      })
    ).json()[0];
    expect(seen).not.toHaveProperty('teamIds');
  });

  it('aims at the teams with matches on a field, named whatever its case', async () => {
    const response = await post({
      title: 'Field 2 delayed',
      body: 'Ten minutes late.',
      field: 'field 2',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      audience: 'field',
      field: 'field 2',
      teamIds: [onField.id],
    });
    expect(await titlesFor(cookies.get(onField.id))).toContain('Field 2 delayed');
    expect(await titlesFor(cookies.get(elsewhere.id))).not.toContain('Field 2 delayed');
    expect(await titlesFor(cookies.get(listed.id))).not.toContain('Field 2 delayed');
  });

  it('still tells everyone when aimed at nobody in particular', async () => {
    expect((await post({ title: 'Lunch', body: 'Hall C.' })).json()).toMatchObject({
      audience: 'everyone',
      teamIds: [],
    });
    for (const cookie of [...cookies.values(), undefined])
      expect(await titlesFor(cookie)).toContain('Lunch');
  });

  it('refuses teams and a field together, unknown teams, a field with no matches, and a time too far ahead', async () => {
    const cases: Array<[object, string, string]> = [
      [{ teamIds: [listed.id], field: 'Field 2' }, 'field', ANNOUNCEMENT_MESSAGES.teamsOrField],
      [{ teamIds: [] }, 'teamIds', ANNOUNCEMENT_MESSAGES.teamsRequired],
      [{ teamIds: [2_000_000] }, 'teamIds', ANNOUNCEMENT_MESSAGES.unknownTeams],
      [{ field: 'Field 99' }, 'field', ANNOUNCEMENT_MESSAGES.unknownField],
      [{ field: '  ' }, 'field', ANNOUNCEMENT_MESSAGES.fieldRequired],
      [
        { sendAt: new Date(Date.now() + 8 * 86_400_000).toISOString() },
        'sendAt',
        ANNOUNCEMENT_MESSAGES.sendAtTooLate,
      ],
      [{ sendAt: 'tomorrow' }, 'sendAt', 'Use an ISO date and time, like 2025-05-03T10:00:00Z'],
    ];
    for (const [aim, field, message] of cases) {
      const response = await post({ title: 'Aimed', body: 'x', ...aim });
      expect(response.statusCode, JSON.stringify(aim)).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
  });

  it('sends a scheduled one once, when its time comes, to the teams on the field then', async () => {
    const sendAt = new Date(Date.now() + 3_600_000).toISOString();
    const response = await post({
      title: 'Field 3 briefing',
      body: 'Drivers to field 3.',
      field: 'Field 3',
      sendAt,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ sentAt: null, sendAt, teamIds: [] });
    expect(await titlesFor(cookies.get(elsewhere.id))).not.toContain('Field 3 briefing');
    expect(await titlesFor(admin)).toContain('Field 3 briefing');

    // Nothing is due yet; then its time comes, and two sweeps (two instances) send it once.
    expect(await sendDueAnnouncements({ db: t.db, events: t.app.domainEvents })).toBe(0);
    await t.db
      .update(announcements)
      .set({ sendAt: sql`now() - interval '1 second'` })
      .where(eq(announcements.id, response.json().id));
    heard.length = 0;
    const sent = await Promise.all(
      [1, 2].map(() => sendDueAnnouncements({ db: t.db, events: t.app.domainEvents })),
    );
    expect(sent.sort()).toEqual([0, 1]);
    expect(heard.filter((e) => e.event.type === 'alert').map((e) => e.audience)).toEqual([
      { teamIds: [elsewhere.id] },
    ]);
    expect(await titlesFor(cookies.get(elsewhere.id))).toContain('Field 3 briefing');
    expect(await titlesFor(cookies.get(onField.id))).not.toContain('Field 3 briefing');
    expect(await sendDueAnnouncements({ db: t.db, events: t.app.domainEvents })).toBe(0);
  });

  it('keeps a scheduled one whose sweep failed once it was claimed: the next sweep sends it, once', async () => {
    const response = await post({
      title: 'Lunch moved',
      body: 'Lunch is at noon.',
      sendAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await t.db
      .update(announcements)
      .set({ sendAt: sql`now() - interval '1 second'` })
      .where(eq(announcements.id, response.json().id));
    // The process fails after the claim, where its pushes are queued.
    const off = t.app.domainEvents.onWrite(() => {
      throw new Error('the process failed here');
    });
    await expect(sendDueAnnouncements({ db: t.db, events: t.app.domainEvents })).rejects.toThrow(
      'the process failed here',
    );
    off();
    heard.length = 0;
    expect(await sendDueAnnouncements({ db: t.db, events: t.app.domainEvents })).toBe(1);
    expect(heard.filter((e) => e.event.type === 'alert')).toHaveLength(1);
    expect(await sendDueAnnouncements({ db: t.db, events: t.app.domainEvents })).toBe(0);
  });

  it('refuses an announcement whose pushes could not be queued: nothing is stored half-way', async () => {
    const off = t.app.domainEvents.onWrite(() => {
      throw new Error('the queue is unreachable');
    });
    const response = await post({ title: 'Half-way', body: 'Never stored.' });
    off();
    expect(response.statusCode).toBe(500);
    expect(await titlesFor(admin)).not.toContain('Half-way');
  });
});
