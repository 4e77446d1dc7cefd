import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegisteredTeam } from '../../test/factories.ts';
import { buildInterview, buildTimeslot } from '../../test/factories-scheduling.ts';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const display = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/display?tzOffset=0', headers });

describe('GET /api/display (the now/next screens)', () => {
  it('answers nothing to show while the tournament day is unset', async () => {
    const answer = await display();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ date: null, interviews: [] });
  });

  it('shows a visitor the tournament day’s booked interviews with only room, times, team name and progress', async () => {
    const day = '2031-09-10';
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/tournament',
      headers: { cookie: admin },
      payload: { tournamentDate: day, confirm: true },
    });
    expect(set.statusCode).toBe(200);
    const gears = await buildRegisteredTeam(t.db, { name: 'Gears of Glory' });
    const bolts = await buildRegisteredTeam(t.db, { name: 'Bolt Brigade' });
    const first = await buildTimeslot(t.db, {
      startTime: new Date(`${day}T10:00:00Z`),
      room: 'Room 1',
    });
    const second = await buildTimeslot(t.db, {
      startTime: new Date(`${day}T10:20:00Z`),
      room: 'Room 1',
    });
    await buildTimeslot(t.db, { startTime: new Date(`${day}T10:40:00Z`), room: 'Room 1' });
    const canceledSlot = await buildTimeslot(t.db, {
      startTime: new Date(`${day}T11:00:00Z`),
      room: 'Room 2',
    });
    const otherDay = await buildTimeslot(t.db, {
      startTime: new Date('2031-09-11T10:00:00Z'),
      room: 'Room 1',
    });
    const interview = await buildInterview(t.db, {
      teamId: gears.id,
      timeslotId: first.id,
      title: 'Secret title',
    });
    await buildInterview(t.db, { teamId: bolts.id, timeslotId: second.id });
    await buildInterview(t.db, {
      teamId: bolts.id,
      timeslotId: canceledSlot.id,
      status: 'canceled',
    });
    await buildInterview(t.db, { teamId: gears.id, timeslotId: otherDay.id });
    // The factories write straight to the database: tell the read models, as a write would.
    await t.app.domainEvents.emit({ type: 'timeslots.changed' });

    const answer = await display();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      date: day,
      interviews: [
        {
          room: 'Room 1',
          startTime: first.startTime.toISOString(),
          endTime: first.endTime.toISOString(),
          teamName: 'Gears of Glory',
          teamNumber: null,
          progress: 'waiting',
        },
        {
          room: 'Room 1',
          startTime: second.startTime.toISOString(),
          endTime: second.endTime.toISOString(),
          teamName: 'Bolt Brigade',
          teamNumber: null,
          progress: 'waiting',
        },
      ],
    });
    expect(answer.body).not.toContain('Secret title');
    expect(answer.body).not.toContain(gears.joinCode);

    // Polls cost nothing while nothing changed, and see a change at once.
    const etag = answer.headers.etag as string;
    expect((await display({ 'if-none-match': etag })).statusCode).toBe(304);
    const progressed = await t.app.inject({
      method: 'PUT',
      url: `/api/interviews/${interview.id}/progress`,
      headers: { cookie: admin },
      payload: { progress: 'in_interview' },
    });
    expect(progressed.statusCode).toBe(200);
    const after = await display({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().interviews[0]).toMatchObject({
      teamName: 'Gears of Glory',
      progress: 'in_interview',
    });
  });

  it('refuses a bad time-zone offset with 400', async () => {
    expect((await t.app.inject({ url: '/api/display?tzOffset=abc' })).statusCode).toBe(400);
  });
});
