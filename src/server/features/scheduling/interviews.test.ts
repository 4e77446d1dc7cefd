import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../../shared/events.ts';
import { formatVenueClockHm, localTimeZone } from '../../../shared/venue-time.ts';
import { interviews, teams, tournamentSettings } from '../../db/schema.ts';
import type { DomainEvent } from '../../plugins/domain-event-types.ts';
import { buildRegisteredTeam } from '../../test/factories.ts';
import { buildInterview, buildTimeslot } from '../../test/factories-scheduling.ts';
import { createTestApp, signInAdmin, signInNewTeam, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const signedInTeam = () => signInNewTeam(t);
const venueTimeLabel = (at: Date) => formatVenueClockHm(at, localTimeZone());

const book = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/interviews', headers: { cookie }, payload });

describe('POST /api/interviews', () => {
  it('books an open slot as scheduled, with the spec DTO, and the slot shows who booked it', async () => {
    const { team, cookie } = await signedInTeam();
    const slot = await buildTimeslot(t.db, { room: 'Judging Room 1' });
    const response = await book(cookie, {
      title: '  Engineering notebook review ',
      userId: team.id,
      teamId: team.id,
      timeslotId: slot.id,
      notes: 'We bring the robot',
      status: 'scheduled',
    });
    expect(response.statusCode).toBe(201);
    const interview = response.json();
    expect(interview).toEqual({
      id: expect.any(Number),
      title: 'Engineering notebook review',
      userId: team.id,
      teamId: team.id,
      timeslotId: slot.id,
      notes: 'We bring the robot',
      status: 'scheduled',
      progress: 'waiting',
      timeslot: {
        startTime: slot.startTime.toISOString(),
        endTime: slot.endTime.toISOString(),
        room: 'Judging Room 1',
      },
      team: { name: team.name, number: null },
    });

    const slots = await t.app.inject({ url: '/api/timeslots' });
    expect(slots.json().find((s: { id: number }) => s.id === slot.id)).toEqual({
      id: slot.id,
      startTime: slot.startTime.toISOString(),
      endTime: slot.endTime.toISOString(),
      room: 'Judging Room 1',
      isAvailable: false,
      teamId: team.id,
      team: { id: team.id, name: team.name, number: null },
    });
  });

  it('answers with the booking as a later read shows it, the team number included', async () => {
    const { team, cookie } = await signedInTeam();
    await t.db
      .update(teams)
      .set({ number: `N${team.id}` })
      .where(eq(teams.id, team.id));
    const slot = await buildTimeslot(t.db, { room: 'Judging Room 2' });
    const response = await book(cookie, { title: 'Judging Interview', timeslotId: slot.id });
    expect(response.statusCode).toBe(201);
    expect(response.json().team).toEqual({ name: team.name, number: `N${team.id}` });
    const list = await t.app.inject({ url: '/api/interviews', headers: { cookie } });
    expect(list.json()).toEqual([response.json()]);
  });

  it('makes a pending request scheduled: new bookings are always scheduled', async () => {
    const { cookie } = await signedInTeam();
    const slot = await buildTimeslot(t.db);
    const response = await book(cookie, {
      title: 'Interview',
      timeslotId: slot.id,
      status: 'pending',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().status).toBe('scheduled');
  });

  it('refuses a visitor with 401', async () => {
    const slot = await buildTimeslot(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/interviews',
      payload: { title: 'x', timeslotId: slot.id },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Authentication required');
  });

  it('refuses a team booking for another team (teamId or userId) with 403 and books nothing', async () => {
    const { cookie } = await signedInTeam();
    const other = await buildRegisteredTeam(t.db);
    const slot = await buildTimeslot(t.db);
    for (const field of ['teamId', 'userId']) {
      const response = await book(cookie, {
        title: 'Sneaky',
        timeslotId: slot.id,
        [field]: other.id,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('A team can only act for itself');
    }
    expect(
      await t.db.select().from(interviews).where(eq(interviews.timeslotId, slot.id)),
    ).toHaveLength(0);
  });

  it('refuses a team that names itself in one field and another team in the other (403)', async () => {
    const { team, cookie } = await signedInTeam();
    const other = await buildRegisteredTeam(t.db);
    const slot = await buildTimeslot(t.db);
    for (const names of [
      { teamId: team.id, userId: other.id },
      { teamId: other.id, userId: team.id },
    ]) {
      const response = await book(cookie, { title: 'Sneaky', timeslotId: slot.id, ...names });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('A team can only act for itself');
    }
    expect(
      await t.db.select().from(interviews).where(eq(interviews.timeslotId, slot.id)),
    ).toHaveLength(0);
  });

  it('answers 409 for a slot another team already booked', async () => {
    const first = await signedInTeam();
    const second = await signedInTeam();
    const slot = await buildTimeslot(t.db);
    expect((await book(first.cookie, { title: 'A', timeslotId: slot.id })).statusCode).toBe(201);
    const response = await book(second.cookie, { title: 'B', timeslotId: slot.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This timeslot has just been booked by another team. Please choose another one.',
    );
  });

  it('answers 409 for a slot that already started', async () => {
    const { cookie } = await signedInTeam();
    const slot = await buildTimeslot(t.db, { startsInMinutes: -5 });
    const response = await book(cookie, { title: 'Late', timeslotId: slot.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This timeslot has already started. Please choose a later one.',
    );
  });

  it('answers 404 for an unknown slot', async () => {
    const { cookie } = await signedInTeam();
    const response = await book(cookie, { title: 'Ghost', timeslotId: 999_999 });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Timeslot not found');
  });

  it('answers 400 with the spec message when the slot id is missing or not an id', async () => {
    const { cookie } = await signedInTeam();
    for (const timeslotId of [undefined, null, 'abc', 0, -3, 1.5]) {
      const response = await book(cookie, { title: 'Interview', timeslotId });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Could not determine the selected timeslot ID.');
      expect(response.json().errors).toEqual([
        { field: 'timeslotId', message: 'Could not determine the selected timeslot ID.' },
      ]);
    }
  });

  it('answers 400 for a blank title and for oversized notes', async () => {
    const { cookie } = await signedInTeam();
    const slot = await buildTimeslot(t.db);
    const blank = await book(cookie, { title: '   ', timeslotId: slot.id });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please enter an interview title');
    const long = await book(cookie, {
      title: 'Interview',
      timeslotId: slot.id,
      notes: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Keep the notes under 1000 characters');
  });

  it('holds a team to the event-wide limit of upcoming interviews (default 1), with a clear message', async () => {
    const { team, cookie } = await signedInTeam();
    const [first, second, third] = [
      await buildTimeslot(t.db),
      await buildTimeslot(t.db),
      await buildTimeslot(t.db),
    ];
    expect((await book(cookie, { title: 'One', timeslotId: first.id })).statusCode).toBe(201);
    const refused = await book(cookie, { title: 'Two', timeslotId: second.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Your team already has an upcoming interview. Cancel it before booking another one.',
    );

    // A past interview does not count; an administrator raises the limit for everyone.
    const past = await buildTimeslot(t.db, { startsInMinutes: -120 });
    await buildInterview(t.db, { teamId: team.id, timeslotId: past.id });
    const raise = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/scheduling',
      headers: { cookie: admin },
      payload: { maxActiveInterviewsPerTeam: 2 },
    });
    expect(raise.statusCode).toBe(200);
    expect((await book(cookie, { title: 'Two', timeslotId: second.id })).statusCode).toBe(201);
    const third409 = await book(cookie, { title: 'Three', timeslotId: third.id });
    expect(third409.statusCode).toBe(409);
    expect(third409.json().message).toBe(
      'Your team already has 2 upcoming interviews, the most allowed. Cancel one before booking another.',
    );
    await t.db.update(tournamentSettings).set({ maxActiveInterviewsPerTeam: 1 });
  });

  it('counts an interview in progress toward the limit until its slot ends, as the booking page does', async () => {
    const { team, cookie } = await signedInTeam();
    const next = await buildTimeslot(t.db);
    // Started a minute ago, ends in 19 minutes: the team is in the room, so it still holds its place.
    const inProgress = await buildTimeslot(t.db, { startsInMinutes: -1, minutes: 20 });
    const held = await buildInterview(t.db, { teamId: team.id, timeslotId: inProgress.id });
    const refused = await book(cookie, { title: 'Next', timeslotId: next.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Your team already has an upcoming interview. Cancel it before booking another one.',
    );

    // Ended a minute ago: it no longer counts.
    await t.db.delete(interviews).where(eq(interviews.id, held.id));
    const ended = await buildTimeslot(t.db, { startsInMinutes: -21, minutes: 20 });
    await buildInterview(t.db, { teamId: team.id, timeslotId: ended.id });
    expect((await book(cookie, { title: 'Next', timeslotId: next.id })).statusCode).toBe(201);
  });

  it('lets an administrator book for a named team, beyond the limit, and needs that name', async () => {
    const team = await buildRegisteredTeam(t.db);
    const [a, b] = [await buildTimeslot(t.db), await buildTimeslot(t.db)];
    for (const slot of [a, b]) {
      const response = await book(admin, {
        title: 'Assigned',
        timeslotId: slot.id,
        teamId: team.id,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        teamId: team.id,
        userId: team.id,
        team: { name: team.name },
      });
    }
    const unnamed = await book(admin, {
      title: 'Assigned',
      timeslotId: (await buildTimeslot(t.db)).id,
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toBe('Choose a team');
    const mismatch = await book(admin, {
      title: 'x',
      timeslotId: a.id,
      teamId: team.id,
      userId: team.id + 1,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('userId and teamId must name the same team');
    // Either field names the team, or both alike.
    for (const names of [{ userId: team.id }, { userId: team.id, teamId: team.id }]) {
      const response = await book(admin, {
        title: 'Assigned',
        timeslotId: (await buildTimeslot(t.db)).id,
        ...names,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ teamId: team.id, userId: team.id });
    }
    const unknownTeam = await book(admin, {
      title: 'x',
      timeslotId: (await buildTimeslot(t.db)).id,
      teamId: 999_999,
    });
    expect(unknownTeam.statusCode).toBe(404);
    expect(unknownTeam.json().message).toBe('Team not found');
  });

  it("refuses a team a slot in a blocked period, but books an administrator's with the clash as a warning", async () => {
    const { team, cookie } = await signedInTeam();
    const lunch = {
      label: 'Lunch',
      startTime: new Date('2032-04-02T12:00:00Z'),
      endTime: new Date('2032-04-02T13:00:00Z'),
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/blocked-periods',
      headers: { cookie: admin },
      payload: {
        periods: [
          {
            label: lunch.label,
            startTime: lunch.startTime.toISOString(),
            endTime: lunch.endTime.toISOString(),
          },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    const clash = `Clashes with Lunch (${venueTimeLabel(lunch.startTime)}-${venueTimeLabel(lunch.endTime)})`;
    const inLunch = await buildTimeslot(t.db, { startTime: new Date('2032-04-02T12:20:00Z') });

    const refused = await book(cookie, { title: 'Over lunch', timeslotId: inLunch.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(clash);
    const assigned = await book(admin, {
      title: 'Over lunch',
      timeslotId: inLunch.id,
      teamId: team.id,
    });
    expect(assigned.statusCode).toBe(201);
    expect(assigned.json()).toMatchObject({
      teamId: team.id,
      timeslotId: inLunch.id,
      status: 'scheduled',
      warning: clash,
    });
    const afterLunch = await buildTimeslot(t.db, { startTime: lunch.endTime });
    const clear = await book(admin, {
      title: 'After lunch',
      timeslotId: afterLunch.id,
      teamId: team.id,
    });
    expect(clear.statusCode).toBe(201);
    expect(clear.json()).toMatchObject({ teamId: team.id, timeslotId: afterLunch.id });
    expect(clear.json()).not.toHaveProperty('warning');

    await t.app.inject({
      method: 'PUT',
      url: '/api/blocked-periods',
      headers: { cookie: admin },
      payload: { periods: [] },
    });
  });

  it('publishes timeslots.changed to everyone and interviews.changed to the team', async () => {
    const { team, cookie } = await signedInTeam();
    const slot = await buildTimeslot(t.db);
    const seen: Envelope[] = [];
    const stop = t.app.realtime.subscribe((envelope) => seen.push(envelope));
    expect((await book(cookie, { title: 'Live', timeslotId: slot.id })).statusCode).toBe(201);
    await vi.waitFor(() => {
      expect(seen).toContainEqual({ event: { type: 'timeslots.changed' } });
      expect(seen).toContainEqual({
        event: { type: 'interviews.changed', teamId: team.id },
        audience: { teamIds: [team.id] },
      });
    });
    stop();
  });
});

describe('GET /api/interviews', () => {
  it("lists only the signed-in team's interviews, canceled ones included, in time order", async () => {
    const { team, cookie } = await signedInTeam();
    const other = await buildRegisteredTeam(t.db);
    const later = await buildTimeslot(t.db, { startsInMinutes: 3000 });
    const sooner = await buildTimeslot(t.db, { startsInMinutes: 2000 });
    await buildInterview(t.db, {
      teamId: team.id,
      timeslotId: later.id,
      title: 'Later',
      status: 'canceled',
    });
    await buildInterview(t.db, { teamId: team.id, timeslotId: sooner.id, title: 'Sooner' });
    await buildInterview(t.db, {
      teamId: other.id,
      timeslotId: (await buildTimeslot(t.db)).id,
      title: 'Theirs',
    });

    const response = await t.app.inject({ url: '/api/interviews', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(
      response.json().map((i: { title: string; status: string }) => [i.title, i.status]),
    ).toEqual([
      ['Sooner', 'scheduled'],
      ['Later', 'canceled'],
    ]);
    const sneaky = await t.app.inject({
      url: `/api/interviews?teamId=${other.id}`,
      headers: { cookie },
    });
    expect(sneaky.statusCode).toBe(403);
  });

  it("keeps a day's list apart from the whole list", async () => {
    const team = await buildRegisteredTeam(t.db);
    const onTheDay = await buildTimeslot(t.db, { startTime: new Date('2032-05-06T10:00:00Z') });
    const dayAfter = await buildTimeslot(t.db, { startTime: new Date('2032-05-07T10:00:00Z') });
    await buildInterview(t.db, { teamId: team.id, timeslotId: onTheDay.id, title: 'On the day' });
    await buildInterview(t.db, { teamId: team.id, timeslotId: dayAfter.id, title: 'Day after' });
    const titles = async (query: string) =>
      (
        await t.app.inject({
          url: `/api/interviews?teamId=${team.id}${query}`,
          headers: { cookie: admin },
        })
      )
        .json()
        .map((i: { title: string }) => i.title);
    expect(await titles('&date=2032-05-06&tzOffset=0')).toEqual(['On the day']);
    expect(await titles('')).toEqual(['On the day', 'Day after']);
  });

  it('answers 401 to a visitor; an administrator sees every team and may filter by team', async () => {
    expect((await t.app.inject({ url: '/api/interviews' })).statusCode).toBe(401);
    const team = await buildRegisteredTeam(t.db);
    await buildInterview(t.db, {
      teamId: team.id,
      timeslotId: (await buildTimeslot(t.db)).id,
      title: 'Mine',
    });
    const all = await t.app.inject({ url: '/api/interviews', headers: { cookie: admin } });
    expect(new Set(all.json().map((i: { teamId: number }) => i.teamId)).size).toBeGreaterThan(1);
    const one = await t.app.inject({
      url: `/api/interviews?teamId=${team.id}`,
      headers: { cookie: admin },
    });
    expect(one.json().map((i: { title: string }) => i.title)).toEqual(['Mine']);
  });
});

describe('DELETE /api/interviews/{id}', () => {
  const cancel = (cookie: string | undefined, id: number) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/interviews/${id}`,
      headers: cookie ? { cookie } : {},
    });

  it('cancels: the row stays as canceled history and the slot can be booked again', async () => {
    const { cookie } = await signedInTeam();
    const next = await signedInTeam();
    const slot = await buildTimeslot(t.db);
    const booked = (await book(cookie, { title: 'Mine', timeslotId: slot.id })).json();

    const response = await cancel(cookie, booked.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: booked.id, status: 'canceled' });
    const [row] = await t.db.select().from(interviews).where(eq(interviews.id, booked.id));
    expect(row).toMatchObject({ status: 'canceled', canceledAt: expect.any(Date) });

    const slots = (await t.app.inject({ url: '/api/timeslots' })).json();
    expect(slots.find((s: { id: number }) => s.id === slot.id)).toMatchObject({
      isAvailable: true,
      teamId: null,
      team: null,
    });
    expect((await book(next.cookie, { title: 'Theirs now', timeslotId: slot.id })).statusCode).toBe(
      201,
    );
    // The limit counts active interviews only: the first team may book again.
    expect(
      (await book(cookie, { title: 'Again', timeslotId: (await buildTimeslot(t.db)).id }))
        .statusCode,
    ).toBe(201);
  });

  it('refuses a visitor (401), another team (403), an unknown id (404), twice (409) and a started one (409)', async () => {
    const { team, cookie } = await signedInTeam();
    const other = await signedInTeam();
    const booked = await buildInterview(t.db, {
      teamId: team.id,
      timeslotId: (await buildTimeslot(t.db)).id,
    });

    expect((await cancel(undefined, booked.id)).statusCode).toBe(401);
    const foreign = await cancel(other.cookie, booked.id);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe("You can only cancel your own team's interviews");
    const unknown = await cancel(cookie, 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Interview not found');
    expect((await cancel(cookie, booked.id)).statusCode).toBe(200);
    const twice = await cancel(cookie, booked.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This interview has already been canceled');

    const started = await buildInterview(t.db, {
      teamId: team.id,
      timeslotId: (await buildTimeslot(t.db, { startsInMinutes: -10 })).id,
    });
    const late = await cancel(cookie, started.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'This interview has already started and can no longer be canceled',
    );
    expect((await cancel(cookie, 0)).statusCode).toBe(400);
  });

  it('tells the rest of the app that the team canceled', async () => {
    const { team, cookie } = await signedInTeam();
    const booked = await buildInterview(t.db, {
      teamId: team.id,
      timeslotId: (await buildTimeslot(t.db)).id,
    });
    const told: DomainEvent[] = [];
    const off = t.app.domainEvents.on((event) => void told.push(event));
    const response = await cancel(cookie, booked.id);
    off();
    expect(response.statusCode).toBe(200);
    expect(told).toEqual([
      { type: 'interview.cancelled', interviewId: booked.id, teamId: team.id, by: 'team' },
    ]);
  });

  it('says a canceled interview is canceled, even once its slot has started', async () => {
    const { team, cookie } = await signedInTeam();
    const past = await buildTimeslot(t.db, { startsInMinutes: -30 });
    const canceled = await buildInterview(t.db, {
      teamId: team.id,
      timeslotId: past.id,
      status: 'canceled',
    });
    const response = await cancel(cookie, canceled.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This interview has already been canceled');
  });

  it('refuses to cancel from the very instant the slot starts', async () => {
    const team = await buildRegisteredTeam(t.db);
    const slot = await buildTimeslot(t.db, { startsInMinutes: 60 });
    const booked = await buildInterview(t.db, { teamId: team.id, timeslotId: slot.id });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(slot.startTime);
      const response = await cancel(admin, booked.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'This interview has already started and can no longer be canceled',
      );
    } finally {
      vi.useRealTimers();
    }
    const [row] = await t.db.select().from(interviews).where(eq(interviews.id, booked.id));
    expect(row!.status).toBe('scheduled');
  });

  it("lets an administrator cancel any team's interview", async () => {
    const team = await buildRegisteredTeam(t.db);
    const booked = await buildInterview(t.db, {
      teamId: team.id,
      timeslotId: (await buildTimeslot(t.db)).id,
    });
    const response = await cancel(admin, booked.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('canceled');
  });
});

describe('GET /api/interviews/{id}/calendar.ics', () => {
  it('downloads the interview as an iCalendar event for its team', async () => {
    const { team, cookie } = await signedInTeam();
    const slot = await buildTimeslot(t.db, {
      startTime: new Date('2031-05-03T14:20:00Z'),
      room: 'Room A',
    });
    const booked = (
      await book(cookie, {
        title: 'Notebook; review, part 1',
        timeslotId: slot.id,
        notes: 'Line one\nLine two',
      })
    ).json();

    const response = await t.app.inject({
      url: `/api/interviews/${booked.id}/calendar.ics`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="interview-${booked.id}.ics"`,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20310503T142000Z');
    expect(lines).toContain('DTEND:20310503T144000Z');
    expect(lines).toContain('SUMMARY:Notebook\\; review\\, part 1');
    expect(lines).toContain('LOCATION:Room A');
    const description = response.body
      .replace(/\r\n /g, '')
      .match(/^DESCRIPTION:Judging interview.*$/m)?.[0];
    expect(description).toMatch(
      new RegExp(
        `^DESCRIPTION:Judging interview for ${team.name}\\.\\\\n.+\\(venue time\\\\, .+\\)\\.\\\\nRoom: Room A\\.\\\\nNotes: Line one\\\\nLine two\r?$`,
      ),
    );
  });

  it("refuses a visitor and another team's coach", async () => {
    const team = await buildRegisteredTeam(t.db);
    const other = await signedInTeam();
    const booked = await buildInterview(t.db, {
      teamId: team.id,
      timeslotId: (await buildTimeslot(t.db)).id,
    });
    expect(
      (await t.app.inject({ url: `/api/interviews/${booked.id}/calendar.ics` })).statusCode,
    ).toBe(401);
    const foreign = await t.app.inject({
      url: `/api/interviews/${booked.id}/calendar.ics`,
      headers: { cookie: other.cookie },
    });
    expect(foreign.statusCode).toBe(403);
  });
});
