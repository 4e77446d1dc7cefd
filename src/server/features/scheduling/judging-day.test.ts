import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../../shared/events.ts';
import { buildRegisteredTeam } from '../../test/factories.ts';
import { buildInterview, buildTimeslot } from '../../test/factories-scheduling.ts';
import { createTestApp, signInAdmin, signInTeam, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const setProgress = (id: number, payload: unknown, cookie = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/interviews/${id}/progress`,
    headers: { cookie },
    payload: payload as object,
  });

describe('PUT /api/interviews/{id}/progress', () => {
  it('moves a booking through the judging room, tells the team live, and the team reads it', async () => {
    const team = await buildRegisteredTeam(t.db);
    const slot = await buildTimeslot(t.db, { room: 'Judging Room 3' });
    const interview = await buildInterview(t.db, { teamId: team.id, timeslotId: slot.id });
    const teamCookie = await signInTeam(t.app, team);
    const ownList = async () =>
      (await t.app.inject({ url: '/api/interviews', headers: { cookie: teamCookie } })).json();
    expect((await ownList())[0].progress).toBe('waiting');

    const seen: Envelope[] = [];
    const stop = t.app.realtime.subscribe((envelope) => seen.push(envelope));
    for (const progress of ['arrived', 'in_interview', 'done'] as const) {
      const answer = await setProgress(interview.id, { progress });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ id: interview.id, progress, status: 'scheduled' });
      expect((await ownList())[0].progress).toBe(progress);
    }
    await vi.waitFor(() =>
      expect(seen).toContainEqual({
        event: { type: 'interviews.changed', teamId: team.id },
        audience: { teamIds: [team.id] },
      }),
    );
    stop();
  });

  it('records a no-show without freeing the slot', async () => {
    const team = await buildRegisteredTeam(t.db);
    const slot = await buildTimeslot(t.db);
    const interview = await buildInterview(t.db, { teamId: team.id, timeslotId: slot.id });
    expect((await setProgress(interview.id, { progress: 'no_show' })).json()).toMatchObject({
      progress: 'no_show',
      status: 'scheduled',
    });
    const slots = (
      await t.app.inject({ url: '/api/timeslots', headers: { cookie: admin } })
    ).json();
    expect(slots.find((s: { id: number }) => s.id === slot.id)).toMatchObject({
      isAvailable: false,
      teamId: team.id,
    });
  });

  it('refuses teams (403), visitors (401), unknown progress (400), canceled (409) and unknown interviews (404), changing nothing', async () => {
    const team = await buildRegisteredTeam(t.db);
    const interview = await buildInterview(t.db, {
      teamId: team.id,
      timeslotId: (await buildTimeslot(t.db)).id,
    });
    const asTeam = await setProgress(
      interview.id,
      { progress: 'done' },
      await signInTeam(t.app, team),
    );
    expect(asTeam.statusCode).toBe(403);
    const visitor = await t.app.inject({
      method: 'PUT',
      url: `/api/interviews/${interview.id}/progress`,
      payload: { progress: 'done' },
    });
    expect(visitor.statusCode).toBe(401);
    for (const payload of [{ progress: 'finished' }, { progress: '' }, {}, { progress: 3 }]) {
      const unknown = await setProgress(interview.id, payload);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(
        'Progress is one of waiting, arrived, in_interview, done, no_show',
      );
    }
    const canceled = await buildInterview(t.db, {
      teamId: team.id,
      timeslotId: (await buildTimeslot(t.db)).id,
      status: 'canceled',
    });
    const refused = await setProgress(canceled.id, { progress: 'arrived' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This interview was canceled: it has no progress to record',
    );
    expect((await setProgress(999_999, { progress: 'arrived' })).statusCode).toBe(404);
    const list = (
      await t.app.inject({ url: `/api/interviews?teamId=${team.id}`, headers: { cookie: admin } })
    ).json();
    expect(list.map((i: { progress: string }) => i.progress)).toEqual(['waiting', 'waiting']);
  });
});

describe('GET /api/timeslots/export.csv', () => {
  it('lists every slot with date, times, room, team, status and progress, formulas kept as text', async () => {
    const team = await buildRegisteredTeam(t.db, {
      name: '=HYPERLINK("http://x.example","Click")',
    });
    const booked = await buildTimeslot(t.db, {
      startTime: new Date(2032, 2, 4, 10, 0),
      room: 'Room, "North"',
    });
    await buildTimeslot(t.db, { startTime: new Date(2032, 2, 4, 10, 20), room: null });
    const interview = await buildInterview(t.db, { teamId: team.id, timeslotId: booked.id });
    await setProgress(interview.id, { progress: 'arrived' });

    const response = await t.app.inject({
      url: '/api/timeslots/export.csv',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="interview-schedule.csv"',
    );
    const rows = Papa.parse<string[]>(response.body.trim()).data;
    expect(rows[0]).toEqual(['date', 'start', 'end', 'room', 'team', 'status', 'progress']);
    const day = rows.filter((row) => row[0] === '2032-03-04');
    expect(day).toEqual([
      [
        '2032-03-04',
        '10:00',
        '10:20',
        'Room, "North"',
        `'=HYPERLINK("http://x.example","Click")`,
        'scheduled',
        'arrived',
      ],
      ['2032-03-04', '10:20', '10:40', '', '', 'open', ''],
    ]);
  });

  it('is for administrators only', async () => {
    expect((await t.app.inject({ url: '/api/timeslots/export.csv' })).statusCode).toBe(401);
    const team = await buildRegisteredTeam(t.db);
    expect(
      (
        await t.app.inject({
          url: '/api/timeslots/export.csv',
          headers: { cookie: await signInTeam(t.app, team) },
        })
      ).statusCode,
    ).toBe(403);
  });
});
