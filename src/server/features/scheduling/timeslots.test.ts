import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { interviews, tournamentSettings } from '../../db/schema.ts';
import { buildRegisteredTeam } from '../../test/factories.ts';
import { buildInterview, buildTimeslot } from '../../test/factories-scheduling.ts';
import { publishAndSettle } from '../../test/realtime.ts';
import { createTestApp, signInAdmin, signInTeam, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  await setVenueZone('UTC');
});
afterAll(() => t.close());

const FUTURE_DAY = '2031-05-03';
const at = (time: string, day = FUTURE_DAY) => new Date(`${day}T${time}:00Z`);
/** An instant given by the server's own wall clock (month from 1), as the API's overlap messages read it. */
const localInstant = (year: number, month: number, day: number, hour: number, minute: number) =>
  new Date(year, month - 1, day, hour, minute).toISOString();

/** The venue's zone, straight in the settings row (the API's own test is venue-time-zone.test.ts). */
async function setVenueZone(timeZone: string) {
  await t.db
    .insert(tournamentSettings)
    .values({ id: 1, timeZone })
    .onConflictDoUpdate({ target: tournamentSettings.id, set: { timeZone } });
  await t.app.domainEvents.emit({ type: 'settings.changed' });
}

async function setTournamentDate(date: string | null) {
  await t.db
    .insert(tournamentSettings)
    .values({ id: 1, tournamentDate: date })
    .onConflictDoUpdate({ target: tournamentSettings.id, set: { tournamentDate: date } });
}

describe('GET /api/timeslots', () => {
  it('lists a calendar day in the venue zone, sorted by start, with who booked each slot', async () => {
    const team = await buildRegisteredTeam(t.db);
    const late = await buildTimeslot(t.db, { startTime: at('15:00', '2031-06-10') });
    const early = await buildTimeslot(t.db, { startTime: at('09:00', '2031-06-10') });
    await buildTimeslot(t.db, { startTime: at('09:00', '2031-06-11') });
    // 01:30 UTC on the 11th is still the 10th in UTC-5.
    const evening = await buildTimeslot(t.db, { startTime: at('01:30', '2031-06-11') });
    await buildInterview(t.db, { teamId: team.id, timeslotId: late.id });
    await buildInterview(t.db, { teamId: team.id, timeslotId: early.id, status: 'canceled' });

    const utc = await t.app.inject({ url: '/api/timeslots?date=2031-06-10&tzOffset=0' });
    expect(utc.statusCode).toBe(200);
    expect(utc.json().map((s: { id: number }) => s.id)).toEqual([early.id, late.id]);
    expect(utc.json()[0]).toMatchObject({ isAvailable: true, teamId: null, team: null });
    expect(utc.json()[1]).toMatchObject({
      isAvailable: false,
      teamId: team.id,
      team: { id: team.id, name: team.name },
    });
    expect(utc.headers['x-total-count']).toBe('2');

    // An old client's tzOffset no longer moves the day: the venue's zone decides (decision 154).
    const oldClient = await t.app.inject({ url: '/api/timeslots?date=2031-06-10&tzOffset=300' });
    expect(oldClient.json().map((s: { id: number }) => s.id)).toEqual([early.id, late.id]);

    await setVenueZone('America/Chicago');
    try {
      const chicago = await t.app.inject({ url: '/api/timeslots?date=2031-06-10&tzOffset=0' });
      expect(chicago.json().map((s: { id: number }) => s.id)).toEqual([
        early.id,
        late.id,
        evening.id,
      ]);
    } finally {
      await setVenueZone('UTC');
    }
  });

  it('lists the tournament day only, nothing while it is unset, and open-or-own slots for a team', async () => {
    await setTournamentDate(null);
    const none = await t.app.inject({ url: '/api/timeslots?tournamentDayOnly=true&tzOffset=0' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);

    await setTournamentDate('2031-07-04');
    const mine = await buildRegisteredTeam(t.db);
    const theirs = await buildRegisteredTeam(t.db);
    const [open, own, taken] = [
      await buildTimeslot(t.db, { startTime: at('10:00', '2031-07-04') }),
      await buildTimeslot(t.db, { startTime: at('10:20', '2031-07-04') }),
      await buildTimeslot(t.db, { startTime: at('10:40', '2031-07-04') }),
    ];
    await buildTimeslot(t.db, { startTime: at('10:00', '2031-07-05') });
    await buildInterview(t.db, { teamId: mine.id, timeslotId: own.id });
    await buildInterview(t.db, { teamId: theirs.id, timeslotId: taken.id });
    // The notification that the settings changed clears the cached lists.
    await publishAndSettle(t.app, { type: 'settings.changed' });

    const day = await t.app.inject({ url: '/api/timeslots?tournamentDayOnly=true&tzOffset=0' });
    expect(day.json().map((s: { id: number }) => s.id)).toEqual([open.id, own.id, taken.id]);
    const forTeam = await t.app.inject({
      url: `/api/timeslots?tournamentDayOnly=true&tzOffset=0&teamId=${mine.id}`,
    });
    expect(forTeam.json().map((s: { id: number }) => s.id)).toEqual([open.id, own.id]);
  });

  it('pages with limit and offset and gives the total in X-Total-Count', async () => {
    for (let hour = 8; hour < 20; hour++) {
      await buildTimeslot(t.db, {
        startTime: at(`${String(hour).padStart(2, '0')}:00`, '2031-08-01'),
      });
    }
    const first = await t.app.inject({ url: '/api/timeslots?date=2031-08-01&tzOffset=0&limit=10' });
    expect(first.json()).toHaveLength(10);
    expect(first.headers['x-total-count']).toBe('12');
    const rest = await t.app.inject({
      url: '/api/timeslots?date=2031-08-01&tzOffset=0&limit=10&offset=10',
    });
    expect(rest.json()).toHaveLength(2);
  });

  it('answers an unchanged poll with 304 and a changed one with the new list', async () => {
    const url = '/api/timeslots?date=2031-09-01&tzOffset=0';
    const slot = await buildTimeslot(t.db, { startTime: at('11:00', '2031-09-01') });
    await publishAndSettle(t.app, { type: 'timeslots.changed' });
    const first = await t.app.inject({ url });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const team = await buildRegisteredTeam(t.db);
    const cookie = await signInTeam(t.app, team);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/interviews',
      headers: { cookie },
      payload: { title: 'Interview', timeslotId: slot.id },
    });
    expect(booked.statusCode).toBe(201);
    const after = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json()[0]).toMatchObject({
      id: slot.id,
      isAvailable: false,
      team: { name: team.name },
    });
  });

  it('refuses malformed filters with 400', async () => {
    for (const query of [
      'date=2031-02-30',
      'date=tomorrow',
      'tournamentDayOnly=maybe',
      'teamId=abc',
      'tzOffset=9999',
      'limit=0',
    ]) {
      const response = await t.app.inject({ url: `/api/timeslots?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('dates at the ends of the calendar', () => {
  it('refuses days and instants outside the scheduling years with 400, never a 500', async () => {
    const message = 'Choose a date between 1900 and 2999';
    const farFuture = await t.app.inject({ url: '/api/timeslots?date=9999-12-31' });
    expect(farFuture.statusCode).toBe(400);
    expect(farFuture.json().message).toBe(message);
    expect(
      (await t.app.inject({ url: '/api/timeslots?date=0001-01-01&tzOffset=-840' })).statusCode,
    ).toBe(400);
    const interviews = await t.app.inject({
      url: '/api/interviews?date=9999-12-31',
      headers: { cookie: admin },
    });
    expect(interviews.statusCode).toBe(400);
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/timeslots',
      headers: { cookie: admin },
      payload: { startTime: '9999-12-31T23:45:00Z' },
    });
    expect(create.statusCode).toBe(400);
    expect(create.json().message).toBe(message);
    const generate = await t.app.inject({
      method: 'POST',
      url: '/api/timeslots/generate',
      headers: { cookie: admin },
      payload: {
        date: '9999-12-31',
        startTime: '23:00',
        endTime: '23:59',
        slotMinutes: 15,
        tzOffset: 840,
      },
    });
    expect(generate.statusCode).toBe(400);
    expect(generate.json().message).toBe(message);
  });

  it('answers an absurd tournament day with no slots rather than failing', async () => {
    await setTournamentDate('9999-12-31');
    await publishAndSettle(t.app, { type: 'settings.changed' });
    const day = await t.app.inject({ url: '/api/timeslots?tournamentDayOnly=true&tzOffset=-840' });
    expect(day.statusCode).toBe(200);
    expect(day.json()).toEqual([]);
    const judges = await t.app.inject({
      url: '/api/timeslots/judges-schedule',
      headers: { cookie: admin },
    });
    expect(judges.statusCode).toBe(200);
    expect(judges.body).toContain('No slots have been scheduled for Dec 31, 9999.');
    await setTournamentDate(null);
  });
});

describe('POST /api/timeslots', () => {
  const create = (cookie: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/timeslots',
      headers: cookie ? { cookie } : {},
      payload,
    });

  it('creates an open slot, 15 minutes long unless an end is given', async () => {
    const response = await create(admin, {
      startTime: '2031-10-01T10:15:00.000Z',
      teamId: null,
      isAvailable: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      startTime: '2031-10-01T10:15:00.000Z',
      endTime: '2031-10-01T10:30:00.000Z',
      room: null,
      isAvailable: true,
      teamId: null,
      team: null,
    });
    const withEnd = await create(admin, {
      startTime: '2031-10-01T11:00:00+02:00',
      endTime: '2031-10-01T11:20:00+02:00',
      room: 'Room B',
    });
    expect(withEnd.json()).toMatchObject({
      startTime: '2031-10-01T09:00:00.000Z',
      endTime: '2031-10-01T09:20:00.000Z',
      room: 'Room B',
    });
  });

  it('books a slot assigned to a team for that team', async () => {
    const team = await buildRegisteredTeam(t.db);
    const response = await create(admin, {
      startTime: '2031-10-02T10:00:00.000Z',
      teamId: team.id,
      isAvailable: false,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      isAvailable: false,
      teamId: team.id,
      team: { id: team.id, name: team.name },
    });
    const teamInterviews = await t.app.inject({
      url: '/api/interviews',
      headers: { cookie: await signInTeam(t.app, team) },
    });
    expect(teamInterviews.json()).toEqual([
      expect.objectContaining({
        title: 'Judging Interview',
        status: 'scheduled',
        timeslotId: response.json().id,
      }),
    ]);
  });

  it('refuses visitors (401) and teams (403)', async () => {
    const payload = { startTime: '2031-10-03T10:00:00.000Z' };
    expect((await create(undefined, payload)).statusCode).toBe(401);
    const team = await buildRegisteredTeam(t.db);
    const asTeam = await create(await signInTeam(t.app, team), payload);
    expect(asTeam.statusCode).toBe(403);
    expect(asTeam.json().message).toBe('Administrator access is required');
  });

  it("answers the spec's message without a start time, and refuses an end before the start", async () => {
    const missing = await create(admin, { teamId: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please select a start time and team.');
    const garbage = await create(admin, { startTime: 'half past ten' });
    expect(garbage.json().message).toBe('Please select a start time and team.');
    const backwards = await create(admin, {
      startTime: '2031-10-03T10:00:00Z',
      endTime: '2031-10-03T09:45:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      message: 'End time must be after start time',
      errors: [{ field: 'endTime', message: 'End time must be after start time' }],
    });
  });

  it('refuses a start in the past (400), a duplicate start in the same room (409) and an unknown team (404)', async () => {
    const past = await create(admin, { startTime: '2020-01-01T10:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Choose a start time in the future');
    const tenOClock = localInstant(2031, 10, 4, 10, 0);
    expect((await create(admin, { startTime: tenOClock, room: 'Room C' })).statusCode).toBe(201);
    const duplicate = await create(admin, { startTime: tenOClock, room: 'Room C' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Overlaps 10:00-10:15 in Room C');
    expect((await create(admin, { startTime: tenOClock, room: 'Room D' })).statusCode).toBe(201);
    const unknownTeam = await create(admin, { startTime: '2031-10-04T11:00:00Z', teamId: 999_999 });
    expect(unknownTeam.statusCode).toBe(404);
    expect(unknownTeam.json().message).toBe('Team not found');
  });
});

describe('POST /api/timeslots: no two slots of one room overlap', () => {
  const create = (cookie: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/timeslots', headers: { cookie }, payload });

  it('refuses a slot that overlaps part of another in the same room, naming it, and allows back-to-back ones', async () => {
    const room = 'Overlap Room';
    expect(
      (
        await create(admin, {
          startTime: localInstant(2031, 10, 8, 10, 0),
          endTime: localInstant(2031, 10, 8, 10, 20),
          room,
        })
      ).statusCode,
    ).toBe(201);
    const inside = await create(admin, { startTime: localInstant(2031, 10, 8, 10, 10), room });
    expect(inside.statusCode).toBe(409);
    expect(inside.json().message).toBe('Overlaps 10:00-10:20 in Overlap Room');
    const around = await create(admin, {
      startTime: localInstant(2031, 10, 8, 9, 50),
      endTime: localInstant(2031, 10, 8, 10, 30),
      room,
    });
    expect(around.json().message).toBe('Overlaps 10:00-10:20 in Overlap Room');
    expect(
      (await create(admin, { startTime: localInstant(2031, 10, 8, 10, 20), room })).statusCode,
    ).toBe(201);
    expect(
      (await create(admin, { startTime: localInstant(2031, 10, 8, 9, 45), room })).statusCode,
    ).toBe(201);
    expect(
      (await create(admin, { startTime: localInstant(2031, 10, 8, 10, 10), room: 'Another Room' }))
        .statusCode,
    ).toBe(201);
    // Slots without a room share the room of no name.
    expect((await create(admin, { startTime: localInstant(2031, 10, 9, 14, 0) })).statusCode).toBe(
      201,
    );
    expect(
      (await create(admin, { startTime: localInstant(2031, 10, 9, 14, 5) })).json().message,
    ).toBe('Overlaps 14:00-14:15');
  });

  it('lets exactly one of several overlapping slots created at the same instant in, on every engine', async () => {
    const answers = await Promise.all(
      [0, 5, 10, 0, 5].map((minute) =>
        create(admin, { startTime: localInstant(2031, 10, 10, 11, minute), room: 'Race Room' }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(4);
  });
});

describe('DELETE /api/timeslots/{id}', () => {
  const remove = (cookie: string, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/timeslots/${id}`, headers: { cookie } });

  it('deletes an unused slot; keeps one with interview history (409); 404 for unknown; 403 for teams', async () => {
    const unused = await buildTimeslot(t.db);
    expect((await remove(admin, unused.id)).statusCode).toBe(204);
    expect((await remove(admin, unused.id)).statusCode).toBe(404);

    const team = await buildRegisteredTeam(t.db);
    const used = await buildTimeslot(t.db);
    await buildInterview(t.db, { teamId: team.id, timeslotId: used.id, status: 'canceled' });
    const kept = await remove(admin, used.id);
    expect(kept.statusCode).toBe(409);
    expect(kept.json().message).toBe(
      'This timeslot has interviews on record. Cancel its booking instead of deleting it.',
    );
    expect(
      (await remove(await signInTeam(t.app, team), (await buildTimeslot(t.db)).id)).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/timeslots/generate', () => {
  const generate = (payload: Record<string, unknown>, cookie = admin) =>
    t.app.inject({ method: 'POST', url: '/api/timeslots/generate', headers: { cookie }, payload });

  it('creates a day of 20-minute slots per judging room and skips slots that exist', async () => {
    const response = await generate({
      date: '2031-11-05',
      startTime: '10:00',
      endTime: '12:00',
      rooms: 2,
      tzOffset: 0,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ created: 12, skipped: 0, skippedSlots: [] });
    const day = (await t.app.inject({ url: '/api/timeslots?date=2031-11-05&tzOffset=0' })).json();
    expect(day).toHaveLength(12);
    expect(day.slice(0, 2)).toMatchObject([
      {
        startTime: '2031-11-05T10:00:00.000Z',
        endTime: '2031-11-05T10:20:00.000Z',
        room: 'Judging Room 1',
      },
      { startTime: '2031-11-05T10:00:00.000Z', room: 'Judging Room 2' },
    ]);
    expect(day.at(-1)).toMatchObject({
      startTime: '2031-11-05T11:40:00.000Z',
      endTime: '2031-11-05T12:00:00.000Z',
    });

    const again = await generate({
      date: '2031-11-05',
      startTime: '10:00',
      endTime: '13:00',
      rooms: 2,
      tzOffset: 0,
    });
    expect(again.json()).toMatchObject({ created: 6, skipped: 12 });
    expect(again.json().skippedSlots).toHaveLength(12);
    expect(again.json().skippedSlots[0]).toEqual({
      startTime: '2031-11-05T10:00:00.000Z',
      room: 'Judging Room 1',
      reason: expect.stringMatching(/^Overlaps \d\d:\d\d-\d\d:\d\d in Judging Room 1$/),
    });
  });

  it('skips planned slots that would overlap a slot already in the room, saying which', async () => {
    // A 30-minute slot at 10:10 in Judging Room 1 blocks the 10:00 and 10:20 slots of that room only.
    const existing = await t.app.inject({
      method: 'POST',
      url: '/api/timeslots',
      headers: { cookie: admin },
      payload: {
        startTime: localInstant(2031, 11, 12, 10, 10),
        endTime: localInstant(2031, 11, 12, 10, 40),
        room: 'Judging Room 1',
      },
    });
    expect(existing.statusCode).toBe(201);
    const offset = -new Date(2031, 10, 12, 10).getTimezoneOffset();
    const response = await generate({
      date: '2031-11-12',
      startTime: '10:00',
      endTime: '11:00',
      rooms: 2,
      tzOffset: offset,
    });
    expect(response.json()).toEqual({
      created: 4,
      skipped: 2,
      skippedSlots: [
        {
          startTime: localInstant(2031, 11, 12, 10, 0),
          room: 'Judging Room 1',
          reason: 'Overlaps 10:10-10:40 in Judging Room 1',
        },
        {
          startTime: localInstant(2031, 11, 12, 10, 20),
          room: 'Judging Room 1',
          reason: 'Overlaps 10:10-10:40 in Judging Room 1',
        },
      ],
    });
  });

  it('honours the slot length, breaks and the venue zone', async () => {
    await setVenueZone('Europe/Paris');
    onTestFinished(() => setVenueZone('UTC'));
    const response = await generate({
      date: '2031-11-06',
      startTime: '09:00',
      endTime: '10:00',
      slotMinutes: 15,
      breakMinutes: 5,
      tzOffset: 300,
    });
    expect(response.json()).toEqual({ created: 3, skipped: 0, skippedSlots: [] });
    const day = (await t.app.inject({ url: '/api/timeslots?date=2031-11-06' })).json();
    expect(day.map((s: { startTime: string }) => s.startTime)).toEqual([
      '2031-11-06T08:00:00.000Z',
      '2031-11-06T08:20:00.000Z',
      '2031-11-06T08:40:00.000Z',
    ]);
  });

  it('refuses bad input with clear messages, and teams with 403', async () => {
    const backwards = await generate({ date: '2031-11-07', startTime: '12:00', endTime: '10:00' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The last interview must end after the first one starts');
    const tooShort = await generate({ date: '2031-11-07', startTime: '10:00', endTime: '10:10' });
    expect(tooShort.json().message).toBe('The day is shorter than one slot');
    const tooMany = await generate({
      date: '2031-11-07',
      startTime: '00:00',
      endTime: '23:55',
      slotMinutes: 5,
      rooms: 20,
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/more than 2000 slots/);
    const badTime = await generate({ date: '2031-11-07', startTime: '25:00', endTime: '26:00' });
    expect(badTime.json().message).toBe('Use the format hh:mm');
    const rooms = await generate({
      date: '2031-11-07',
      startTime: '10:00',
      endTime: '11:00',
      rooms: 0,
    });
    expect(rooms.json().message).toBe('At least 1 judging room');
    const team = await buildRegisteredTeam(t.db);
    const asTeam = await generate(
      { date: '2031-11-07', startTime: '10:00', endTime: '11:00' },
      await signInTeam(t.app, team),
    );
    expect(asTeam.statusCode).toBe(403);
  });
});

describe('GET /api/timeslots/judges-schedule', () => {
  it("prints the day's slots per room with teams, titles and notes, escaped", async () => {
    const team = await buildRegisteredTeam(t.db, { name: 'Bots <script>alert(1)</script>' });
    const slot = await buildTimeslot(t.db, {
      startTime: at('10:00', '2031-12-01'),
      room: 'Judging Room 1',
    });
    await buildTimeslot(t.db, { startTime: at('10:00', '2031-12-01'), room: 'Judging Room 2' });
    await t.db.insert(interviews).values({
      teamId: team.id,
      timeslotId: slot.id,
      title: 'Notebook & robot',
      notes: 'Bring "spares"',
    });

    const response = await t.app.inject({
      url: '/api/timeslots/judges-schedule?date=2031-12-01&tzOffset=0',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain("<h1>Judges' Schedule: Dec 1, 2031</h1>");
    expect(html).toContain('1 of 2 interview slots booked.');
    expect(html).toContain('<h2>Judging Room 1</h2>');
    expect(html).toContain('<h2>Judging Room 2</h2>');
    expect(html).toContain('10:00 AM to 10:20 AM');
    expect(html).toContain('Bots &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Notebook &amp; robot');
    expect(html).toContain('Bring &quot;spares&quot;');
  });

  it('uses the tournament day by default and is for administrators only', async () => {
    await setTournamentDate(null);
    const unset = await t.app.inject({
      url: '/api/timeslots/judges-schedule',
      headers: { cookie: admin },
    });
    expect(unset.statusCode).toBe(400);
    await setTournamentDate('2031-12-24');
    const empty = await t.app.inject({
      url: '/api/timeslots/judges-schedule?tzOffset=0',
      headers: { cookie: admin },
    });
    expect(empty.body).toContain('No slots have been scheduled for Dec 24, 2031.');
    expect((await t.app.inject({ url: '/api/timeslots/judges-schedule' })).statusCode).toBe(401);
    const team = await buildRegisteredTeam(t.db);
    const asTeam = await t.app.inject({
      url: '/api/timeslots/judges-schedule',
      headers: { cookie: await signInTeam(t.app, team) },
    });
    expect(asTeam.statusCode).toBe(403);
  });
});

describe('GET/PUT /api/settings/scheduling', () => {
  it('reads the default limit of 1 and lets an administrator change it', async () => {
    await t.db.delete(tournamentSettings);
    const initial = await t.app.inject({ url: '/api/settings/scheduling' });
    expect(initial.json()).toEqual({ maxActiveInterviewsPerTeam: 1, updatedAt: null });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/scheduling',
      headers: { cookie: admin },
      payload: { maxActiveInterviewsPerTeam: 3 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ maxActiveInterviewsPerTeam: 3, updatedAt: expect.any(String) });
    expect(
      (await t.app.inject({ url: '/api/settings/scheduling' })).json().maxActiveInterviewsPerTeam,
    ).toBe(3);
    const [row] = await t.db.select().from(tournamentSettings);
    expect(row!.tournamentDate).toBeNull();
  });

  it('refuses a limit under 1 or over 20 (400), visitors (401) and teams (403)', async () => {
    const put = (cookie: string | undefined, value: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/settings/scheduling',
        headers: cookie ? { cookie } : {},
        payload: { maxActiveInterviewsPerTeam: value },
      });
    expect((await put(admin, 0)).json().message).toBe(
      'A team must be allowed at least 1 interview',
    );
    expect((await put(admin, 21)).json().message).toBe('At most 20 interviews per team');
    expect((await put(admin, 'lots')).statusCode).toBe(400);
    expect((await put(undefined, 2)).statusCode).toBe(401);
    const team = await buildRegisteredTeam(t.db);
    expect((await put(await signInTeam(t.app, team), 2)).statusCode).toBe(403);
  });
});
