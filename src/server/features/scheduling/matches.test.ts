import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blockedPeriods, interviews, matches } from '../../db/schema.ts';
import { formatVenueClockHm, localTimeZone } from '../../../shared/venue-time.ts';

const venueTimeLabel = (at: Date | string) => formatVenueClockHm(at, localTimeZone());
import { buildTeam, type TestTeam } from '../../test/factories.ts';
import { buildInterview, buildTimeslot } from '../../test/factories-scheduling.ts';
import { createTestApp, signInAdmin, signInNewTeam, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
let red: TestTeam;
let blue: TestTeam;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  red = await buildTeam(t.db, { name: 'Red Rockets', number: '1234A' });
  blue = await buildTeam(t.db, { name: 'Blue Bolts', number: '5678B' });
});
afterAll(() => t.close());

const MINUTE = 60_000;
/** A whole minute some hours ahead, so every slot and match of a test is in the future. */
const base = new Date(Math.ceil((Date.now() + 3 * 60 * MINUTE) / (15 * MINUTE)) * 15 * MINUTE);
const at = (minutes: number) => new Date(base.getTime() + minutes * MINUTE);

const importCsv = (payload: string | Buffer, query = '', contentType = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url: `/api/matches/import${query}`,
    headers: { cookie: admin, 'content-type': contentType },
    payload,
  });

const matchCount = async () => (await t.db.select({ value: count() }).from(matches))[0]!.value;
const REJECTED =
  'Some rows cannot be imported, so the schedule was not changed. Fix them and import the file again.';

async function expectRefused(
  response: Awaited<ReturnType<typeof importCsv>>,
  status: number,
  message: string,
  errors?: unknown,
) {
  const before = await matchCount();
  expect(response.statusCode).toBe(status);
  expect(response.json().message).toBe(message);
  if (errors) expect(response.json().errors).toEqual(errors);
  expect(await matchCount()).toBe(before);
}

beforeEach(async () => {
  await t.db.delete(interviews);
  await t.db.delete(blockedPeriods);
  await t.db.delete(matches);
});

describe('POST /api/matches/import', () => {
  it('reads a spreadsheet export: BOM, semicolons, quotes, CRLF, red/blue columns by number or name', async () => {
    const csv =
      '\uFEFFMatch;Start;Field;Red1;Red2;Blue1;Blue2\r\n' +
      `Q1;${at(0).toISOString()};"Field 1; North";1234a;;blue bolts;\r\n` +
      `Q2;${at(10).toISOString()};;Blue Bolts;;;\r\n\r\n`;
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ imported: 2, clashes: [] });
    const listed = (await t.app.inject({ url: '/api/matches' })).json();
    expect(listed).toEqual([
      {
        id: expect.any(Number),
        label: 'Q1',
        startTime: at(0).toISOString(),
        field: 'Field 1; North',
        teams: [
          { station: 'red1', teamId: red.id, name: 'Red Rockets', number: '1234A' },
          { station: 'blue1', teamId: blue.id, name: 'Blue Bolts', number: '5678B' },
        ],
        // No field has a current match yet.
        queueState: null,
      },
      expect.objectContaining({ label: 'Q2', field: null }),
    ]);
    const redOnly = (await t.app.inject({ url: `/api/matches?teamId=${red.id}` })).json();
    expect(redOnly.map((match: { label: string }) => match.label)).toEqual(['Q1']);
  });

  it('takes team1..team6 columns and HH:MM on the tournament day at the venue, and replaces the schedule on reimport', async () => {
    const settings = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/settings/tournament',
        headers: { cookie: admin },
        payload,
      });
    expect(
      (await settings({ tournamentDate: '2030-05-03', timeZone: 'Europe/Berlin', confirm: true }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await importCsv(
          `match,start,team1,team2\nQ1,${at(0).toISOString()},1234A,5678B\nQ2,${at(5).toISOString()},1234A,\n`,
        )
      ).statusCode,
    ).toBe(200);
    const response = await importCsv(
      'match,start,team1,team2,team3,team4,team5,team6\nQ9,10:40,,,,,,5678b\n',
    );
    expect(response.statusCode).toBe(200);
    const listed = (await t.app.inject({ url: '/api/matches' })).json();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      label: 'Q9',
      startTime: '2030-05-03T08:40:00.000Z',
      teams: [{ station: 'team6', teamId: blue.id }],
    });
    expect(
      (await settings({ tournamentDate: '2030-05-03', timeZone: localTimeZone() })).statusCode,
    ).toBe(200);
  });

  it('refuses a file with any bad row, naming each by its line, and changes nothing', async () => {
    await importCsv(`match,start,red1\nQ1,${at(0).toISOString()},1234A\n`);
    const csv = [
      'match,start,red1,blue1',
      `Q2,${at(0).toISOString()},9999Z,`,
      'Q3,half past ten,1234A,',
      `Q4,${at(0).toISOString()},,`,
      `q2,${at(0).toISOString()},1234A,`,
      `Q5,${at(0).toISOString()},1234A,red rockets`,
      `,${at(0).toISOString()},1234A,`,
    ].join('\n');
    await expectRefused(await importCsv(csv), 400, REJECTED, [
      { field: 'line 2', message: 'No team has the number or name "9999Z"' },
      {
        field: 'line 3',
        message:
          '"half past ten" is not a time: use HH:MM on the tournament day, or an ISO date and time',
      },
      { field: 'line 4', message: 'The match has no teams' },
      { field: 'line 5', message: 'This match is already on line 2' },
      { field: 'line 6', message: 'Team "red rockets" is in this match twice' },
      { field: 'line 7', message: 'The match has no label (like Q12)' },
    ]);
    expect(
      (await t.app.inject({ url: '/api/matches' })).json().map((m: { label: string }) => m.label),
    ).toEqual(['Q1']);
  });

  it('answers a file that is not CSV, has no header, no rows or is not UTF-8 with a clear 4xx', async () => {
    await expectRefused(
      await importCsv('{"match":"Q1"}', '', 'application/json'),
      415,
      'Send the match schedule as a CSV file (Content-Type: text/csv)',
    );
    await expectRefused(
      await importCsv('label,when\nQ1,10:00\n'),
      400,
      'The first line must be a header with "match" and "start" columns and team columns (red1, red2, blue1, blue2 or team1 to team6)',
    );
    await expectRefused(
      await importCsv('match,start,red1\n'),
      400,
      'The file has a header but no matches',
    );
    await expectRefused(
      await importCsv(Buffer.from([0x6d, 0x61, 0xff, 0xfe])),
      400,
      'The file is not UTF-8 text: save it from your spreadsheet as "CSV UTF-8"',
    );
  });

  it('is for administrators only', async () => {
    const { cookie } = await signInNewTeam(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/matches/import',
      headers: { cookie, 'content-type': 'text/csv' },
      payload: 'match,start,red1\n',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('booking around matches and blocked periods', () => {
  /** Red plays Q12 at `at(60)`; the buffer is 15 minutes. */
  async function setUp() {
    const { team, cookie } = await signInNewTeam(t);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/teams/${team.id}`,
      headers: { cookie: admin },
      payload: { number: `T${team.id}` },
    });
    await importCsv(`match,start,red1,blue1\nQ12,${at(60).toISOString()},T${team.id},\n`);
    return { team, cookie };
  }
  const book = (cookie: string, timeslotId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/interviews',
      headers: { cookie },
      payload: { timeslotId, title: 'Judging Interview' },
    });

  it('refuses a slot ending inside the buffer before the match, and one starting inside it after', async () => {
    const { cookie } = await setUp();
    const before = await buildTimeslot(t.db, { startTime: at(26), minutes: 20 }); // ends 46, within 15 of 60
    const after = await buildTimeslot(t.db, { startTime: at(74), minutes: 20 }); // starts 74, within 15 of 60
    const over = await buildTimeslot(t.db, { startTime: at(50), minutes: 20 }); // holds the match
    const reason = `Clashes with your match Q12 at ${venueTimeLabel(at(60))}`;
    for (const slot of [before, after, over]) {
      const response = await book(cookie, slot.id);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(reason);
    }
  });

  it('allows slots just outside the buffer on either side', async () => {
    const { cookie } = await setUp();
    const before = await buildTimeslot(t.db, { startTime: at(25), minutes: 20 }); // ends 45 = 60 - 15
    expect((await book(cookie, before.id)).statusCode).toBe(201);
    await t.db.delete(interviews);
    const after = await buildTimeslot(t.db, { startTime: at(75), minutes: 20 }); // starts 75 = 60 + 15
    expect((await book(cookie, after.id)).statusCode).toBe(201);
  });

  it('uses the buffer setting', async () => {
    const { cookie } = await setUp();
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/tournament',
      headers: { cookie: admin },
      payload: { tournamentDate: '2030-05-03', matchBufferMinutes: 30, confirm: true },
    });
    expect(settings.json().matchBufferMinutes).toBe(30);
    const slot = await buildTimeslot(t.db, { startTime: at(75), minutes: 20 });
    expect((await book(cookie, slot.id)).statusCode).toBe(409);
    await t.app.inject({
      method: 'PUT',
      url: '/api/settings/tournament',
      headers: { cookie: admin },
      payload: { tournamentDate: '2030-05-03', matchBufferMinutes: 15 },
    });
    expect((await book(cookie, slot.id)).statusCode).toBe(201);
  });

  it('refuses a slot overlapping a blocked period, for every team, and lists the periods', async () => {
    const { cookie } = await setUp();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/blocked-periods',
      headers: { cookie: admin },
      payload: {
        periods: [
          { label: 'Lunch', startTime: at(200).toISOString(), endTime: at(260).toISOString() },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/blocked-periods' })).json()).toEqual([
      {
        id: expect.any(Number),
        label: 'Lunch',
        startTime: at(200).toISOString(),
        endTime: at(260).toISOString(),
      },
    ]);
    const inside = await buildTimeslot(t.db, { startTime: at(250), minutes: 20 });
    const response = await book(cookie, inside.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `Clashes with Lunch (${venueTimeLabel(at(200))}-${venueTimeLabel(at(260))})`,
    );
    const touching = await buildTimeslot(t.db, { startTime: at(260), minutes: 20 });
    expect((await book(cookie, touching.id)).statusCode).toBe(201);
  });

  it('refuses a blocked period whose end is not after its start', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/blocked-periods',
      headers: { cookie: admin },
      payload: {
        periods: [
          { label: 'Lunch', startTime: at(10).toISOString(), endTime: at(10).toISOString() },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(await t.db.select().from(blockedPeriods)).toEqual([]);
  });

  it('lets an administrator book, assign or move into a clash, with a warning in the answer', async () => {
    const { team } = await setUp();
    const clashing = await buildTimeslot(t.db, { startTime: at(50), minutes: 20 });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/interviews',
      headers: { cookie: admin },
      payload: { timeslotId: clashing.id, teamId: team.id, title: 'Judging Interview' },
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().warning).toBe(`Clashes with your match Q12 at ${venueTimeLabel(at(60))}`);
    const other = await buildTimeslot(t.db, { startTime: at(70), minutes: 20 });
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/interviews/${booked.json().id}/timeslot`,
      headers: { cookie: admin },
      payload: { timeslotId: other.id },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().warning).toBe(`Clashes with your match Q12 at ${venueTimeLabel(at(60))}`);
    const assigned = await t.app.inject({
      method: 'POST',
      url: '/api/timeslots',
      headers: { cookie: admin },
      payload: {
        startTime: at(65).toISOString(),
        endTime: at(85).toISOString(),
        room: 'Room 9',
        teamId: team.id,
      },
    });
    expect(assigned.statusCode).toBe(201);
    expect(assigned.json().warning).toBe(
      `Clashes with your match Q12 at ${venueTimeLabel(at(60))}`,
    );
    const free = await buildTimeslot(t.db, { startTime: at(120), minutes: 20 });
    const clear = await t.app.inject({
      method: 'PUT',
      url: `/api/interviews/${booked.json().id}/timeslot`,
      headers: { cookie: admin },
      payload: { timeslotId: free.id },
    });
    expect(clear.json().warning).toBeUndefined();
  });
});

describe('bookings a new schedule clashes with', () => {
  it('are listed in the import answer and by GET /api/matches/clashes, and the teams can be notified', async () => {
    const team = await buildTeam(t.db, { number: `N${Date.now() % 100000}` });
    const slot = await buildTimeslot(t.db, { startTime: at(30), minutes: 20, room: 'Room 1' });
    const interview = await buildInterview(t.db, { teamId: team.id, timeslotId: slot.id });
    const response = await importCsv(
      `match,start,team1\nQ7,${at(55).toISOString()},${team.name}\n`,
    );
    const clash = {
      teamId: team.id,
      teamName: team.name,
      teamNumber: expect.any(String),
      interviewId: interview.id,
      interviewTitle: 'Judging Interview',
      startTime: at(30).toISOString(),
      endTime: at(50).toISOString(),
      room: 'Room 1',
      reason: `Clashes with your match Q7 at ${venueTimeLabel(at(55))}`,
    };
    expect(response.json()).toEqual({ imported: 1, clashes: [clash] });
    expect(
      (await t.app.inject({ url: '/api/matches/clashes', headers: { cookie: admin } })).json(),
    ).toEqual([clash]);

    const told: unknown[] = [];
    const off = t.app.domainEvents.on((event) => void told.push(event));
    const notified = await t.app.inject({
      method: 'POST',
      url: '/api/matches/clashes/notify',
      headers: { cookie: admin },
    });
    off();
    expect(notified.json()).toEqual({ notified: 1 });
    // With the clash's values, so each phone reads the reason in its language (decision 280).
    expect(told).toEqual([
      {
        type: 'interview.clashes',
        teamId: team.id,
        interviewId: interview.id,
        reason: clash.reason,
        // The instant, not English words: each reader's language writes the time (decision 301).
        clash: {
          kind: 'match',
          label: 'Q7',
          startTime: at(55).toISOString(),
          timeZone: expect.any(String),
        },
      },
    ]);
  });
});

describe('the slot generator', () => {
  it('skips the slots that overlap a blocked period', async () => {
    await t.db.insert(blockedPeriods).values({
      label: 'Opening ceremony',
      startTime: new Date('2031-06-01T09:20:00Z'),
      endTime: new Date('2031-06-01T09:40:00Z'),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/timeslots/generate',
      headers: { cookie: admin },
      payload: {
        date: '2031-06-01',
        startTime: '09:00',
        endTime: '10:00',
        slotMinutes: 20,
        rooms: 1,
        tzOffset: 0,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ created: 2, skipped: 1 });
    expect(response.json().skippedSlots[0].reason).toMatch(/^Clashes with Opening ceremony/);
  });
});
