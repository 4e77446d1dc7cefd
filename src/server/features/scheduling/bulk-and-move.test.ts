import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { interviews } from '../../db/schema.ts';
import { INTERVIEW_ERRORS } from '../../../shared/contract/interviews.ts';
import type { Envelope } from '../../../shared/events.ts';
import type { DomainEvent } from '../../plugins/domain-event-types.ts';
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

const at = (iso: string) => ({ startTime: new Date(iso) });
const slotIdsOn = async (date: string): Promise<number[]> =>
  (
    await t.app.inject({
      url: `/api/timeslots?date=${date}&tzOffset=0`,
      headers: { cookie: admin },
    })
  )
    .json()
    .map((slot: { id: number }) => slot.id);
const deleteOpen = (query: string, cookie: string | null = admin) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/timeslots${query}`,
    headers: cookie ? { cookie } : {},
  });

describe('DELETE /api/timeslots?date= (delete a day of open slots)', () => {
  it('deletes the day’s never-used slots in one request, keeps booked and once-booked ones, and says how many', async () => {
    const team = await buildRegisteredTeam(t.db);
    const open1 = await buildTimeslot(t.db, at('2031-06-02T10:00:00Z'));
    const open2 = await buildTimeslot(t.db, { ...at('2031-06-02T10:20:00Z'), room: 'Room 2' });
    const booked = await buildTimeslot(t.db, at('2031-06-02T10:40:00Z'));
    await buildInterview(t.db, { teamId: team.id, timeslotId: booked.id });
    const history = await buildTimeslot(t.db, at('2031-06-02T11:00:00Z'));
    await buildInterview(t.db, { teamId: team.id, timeslotId: history.id, status: 'canceled' });
    const otherDay = await buildTimeslot(t.db, at('2031-06-03T10:00:00Z'));
    expect(await slotIdsOn('2031-06-02')).toHaveLength(4);

    const heard: Envelope[] = [];
    const stop = t.app.realtime.subscribe((envelope) => heard.push(envelope));
    const answer = await deleteOpen('?date=2031-06-02&tzOffset=0');
    stop();
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ deleted: 2, kept: 2 });
    expect(heard).toContainEqual({ event: { type: 'timeslots.changed' } });
    const left = await slotIdsOn('2031-06-02');
    expect(left.sort()).toEqual([booked.id, history.id].sort());
    expect(left).not.toContain(open1.id);
    expect(left).not.toContain(open2.id);
    expect(await slotIdsOn('2031-06-03')).toEqual([otherDay.id]);

    // Again: nothing left to delete, nothing announced.
    expect((await deleteOpen('?date=2031-06-02&tzOffset=0')).json()).toEqual({
      deleted: 0,
      kept: 2,
    });
  });

  it('refuses teams (403), visitors (401) and a missing or bad day (400), deleting nothing', async () => {
    const team = await buildRegisteredTeam(t.db);
    const slot = await buildTimeslot(t.db, at('2031-06-05T10:00:00Z'));
    expect(
      (await deleteOpen('?date=2031-06-05&tzOffset=0', await signInTeam(t.app, team))).statusCode,
    ).toBe(403);
    expect((await deleteOpen('?date=2031-06-05&tzOffset=0', null)).statusCode).toBe(401);
    for (const query of [
      '',
      '?date=',
      '?date=2031-13-01',
      '?date=yesterday',
      '?date=2031-06-05&tzOffset=9999',
    ]) {
      const answer = await deleteOpen(query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().message).toEqual(expect.any(String));
    }
    expect(await slotIdsOn('2031-06-05')).toEqual([slot.id]);
  });
});

const move = (id: number, payload: unknown, cookie: string | null = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/interviews/${id}/timeslot`,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });
const book = async (timeslotId: number) => {
  const team = await buildRegisteredTeam(t.db);
  return t.app.inject({
    method: 'POST',
    url: '/api/interviews',
    headers: { cookie: await signInTeam(t.app, team) },
    payload: { title: 'Judging', timeslotId },
  });
};

describe('PUT /api/interviews/{id}/timeslot (move a booking)', () => {
  it('moves a booked interview to a free slot, frees the old one, starts its progress again and tells the team live', async () => {
    const team = await buildRegisteredTeam(t.db);
    const from = await buildTimeslot(t.db, { startsInMinutes: 120, room: 'Room 1' });
    const to = await buildTimeslot(t.db, { startsInMinutes: 180, room: 'Room 2' });
    const interview = await buildInterview(t.db, {
      teamId: team.id,
      timeslotId: from.id,
      title: 'Robot design',
    });
    await t.app.inject({
      method: 'PUT',
      url: `/api/interviews/${interview.id}/progress`,
      headers: { cookie: admin },
      payload: { progress: 'no_show' },
    });
    // Reminded of the old time already: the new time gets a reminder of its own.
    await t.db
      .update(interviews)
      .set({ remindedAt: new Date() })
      .where(eq(interviews.id, interview.id));

    const told: DomainEvent[] = [];
    const off = t.app.domainEvents.on((event) => void told.push(event));
    const heard: Envelope[] = [];
    const stop = t.app.realtime.subscribe((envelope) => heard.push(envelope));
    const answer = await move(interview.id, { timeslotId: to.id });
    off();
    stop();

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      id: interview.id,
      title: 'Robot design',
      teamId: team.id,
      timeslotId: to.id,
      status: 'scheduled',
      progress: 'waiting',
      timeslot: { startTime: to.startTime.toISOString(), room: 'Room 2' },
    });
    expect(told).toEqual([
      {
        type: 'interview.moved',
        interviewId: interview.id,
        teamId: team.id,
        fromTimeslotId: from.id,
        toTimeslotId: to.id,
        by: 'admin',
      },
    ]);
    expect(heard).toContainEqual({
      event: { type: 'interviews.changed', teamId: team.id },
      audience: { teamIds: [team.id] },
    });
    expect(heard).toContainEqual({ event: { type: 'timeslots.changed' } });

    const own = (
      await t.app.inject({
        url: '/api/interviews',
        headers: { cookie: await signInTeam(t.app, team) },
      })
    ).json();
    expect(own).toEqual([expect.objectContaining({ id: interview.id, timeslotId: to.id })]);
    const slots = (
      await t.app.inject({ url: '/api/timeslots', headers: { cookie: admin } })
    ).json();
    expect(slots.find((slot: { id: number }) => slot.id === from.id)).toMatchObject({
      isAvailable: true,
      teamId: null,
    });
    expect(slots.find((slot: { id: number }) => slot.id === to.id)).toMatchObject({
      isAvailable: false,
      teamId: team.id,
    });
    // The freed slot can be booked again.
    expect((await book(from.id)).statusCode).toBe(201);
    const [row] = await t.db
      .select({ remindedAt: interviews.remindedAt })
      .from(interviews)
      .where(eq(interviews.id, interview.id));
    expect(row!.remindedAt).toBeNull();
  });

  it('refuses a taken, started or missing target in the words a booking gets, changing nothing', async () => {
    const team = await buildRegisteredTeam(t.db);
    const other = await buildRegisteredTeam(t.db);
    const from = await buildTimeslot(t.db, { startsInMinutes: 240 });
    const interview = await buildInterview(t.db, { teamId: team.id, timeslotId: from.id });
    const taken = await buildTimeslot(t.db, { startsInMinutes: 300 });
    await buildInterview(t.db, { teamId: other.id, timeslotId: taken.id });
    const started = await buildTimeslot(t.db, { startsInMinutes: -5 });

    const cases = [
      { timeslotId: taken.id, status: 409, message: INTERVIEW_ERRORS.slotTaken },
      { timeslotId: started.id, status: 409, message: INTERVIEW_ERRORS.slotStarted },
      { timeslotId: 2_000_000_000, status: 404, message: INTERVIEW_ERRORS.slotNotFound },
      { timeslotId: from.id, status: 409, message: INTERVIEW_ERRORS.slotTaken },
    ];
    for (const { timeslotId, status, message } of cases) {
      const answer = await move(interview.id, { timeslotId });
      expect(answer.statusCode, String(timeslotId)).toBe(status);
      expect(answer.json().message).toBe(message);
      // A team booking the same slot hears the same words.
      const booking = await book(timeslotId);
      expect(booking.statusCode).toBe(status);
      expect(booking.json().message).toBe(message);
    }
    const own = (
      await t.app.inject({
        url: '/api/interviews',
        headers: { cookie: await signInTeam(t.app, team) },
      })
    ).json();
    expect(own).toEqual([expect.objectContaining({ id: interview.id, timeslotId: from.id })]);
  });

  it('refuses teams (403), visitors (401), bad bodies (400), unknown (404), canceled and under-way interviews (409)', async () => {
    const team = await buildRegisteredTeam(t.db);
    const interview = await buildInterview(t.db, {
      teamId: team.id,
      timeslotId: (await buildTimeslot(t.db, { startsInMinutes: 400 })).id,
    });
    const free = await buildTimeslot(t.db, { startsInMinutes: 460 });
    expect(
      (await move(interview.id, { timeslotId: free.id }, await signInTeam(t.app, team))).statusCode,
    ).toBe(403);
    expect((await move(interview.id, { timeslotId: free.id }, null)).statusCode).toBe(401);
    for (const payload of [{}, { timeslotId: 'soon' }, { timeslotId: -1 }, { timeslotId: 1.5 }]) {
      const answer = await move(interview.id, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().errors).toContainEqual(expect.objectContaining({ field: 'timeslotId' }));
    }
    expect((await move(2_000_000_000, { timeslotId: free.id })).json()).toMatchObject({
      message: INTERVIEW_ERRORS.notFound,
    });
    expect((await move(2_000_000_000, { timeslotId: free.id })).statusCode).toBe(404);

    const canceled = await buildInterview(t.db, {
      teamId: team.id,
      timeslotId: (await buildTimeslot(t.db, { startsInMinutes: 520 })).id,
      status: 'canceled',
    });
    const refusedCanceled = await move(canceled.id, { timeslotId: free.id });
    expect(refusedCanceled.statusCode).toBe(409);
    expect(refusedCanceled.json().message).toBe(INTERVIEW_ERRORS.moveCanceled);

    for (const progress of ['in_interview', 'done'] as const) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/interviews/${interview.id}/progress`,
        headers: { cookie: admin },
        payload: { progress },
      });
      const refused = await move(interview.id, { timeslotId: free.id });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(INTERVIEW_ERRORS.moveUnderway);
    }
    const slots = (
      await t.app.inject({ url: '/api/timeslots', headers: { cookie: admin } })
    ).json();
    expect(slots.find((slot: { id: number }) => slot.id === free.id)).toMatchObject({
      isAvailable: true,
    });
  });

  it('lets exactly one of a move and a booking racing for the same slot win', async () => {
    const team = await buildRegisteredTeam(t.db);
    const interview = await buildInterview(t.db, {
      teamId: team.id,
      timeslotId: (await buildTimeslot(t.db, { startsInMinutes: 600 })).id,
    });
    const target = await buildTimeslot(t.db, { startsInMinutes: 660 });
    const [moved, booked] = await Promise.all([
      move(interview.id, { timeslotId: target.id }),
      book(target.id),
    ]);
    expect([moved.statusCode, booked.statusCode].sort()).toEqual([200, 409].sort());
    await vi.waitFor(async () => {
      const slots = (
        await t.app.inject({ url: '/api/timeslots', headers: { cookie: admin } })
      ).json();
      expect(slots.find((slot: { id: number }) => slot.id === target.id)).toMatchObject({
        isAvailable: false,
      });
    });
  });
});
