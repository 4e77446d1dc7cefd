import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegisteredTeam, type TestTeam } from '../test/factories.ts';
import { buildDrawing } from '../test/factories-drawings.ts';
import { createEvidenceApp, sessionCookie, type EvidenceApp } from './evidence-app.ts';

/**
 * Bugs the bad-input work found, one test each, skipped until the owning feature fixes them
 * (then unskip, and remove the matching entry from KNOWN_BUGS in bad-input.fuzz.test.ts).
 * BUG-096-A is fixed: dates and instants are limited to the years 1900-2999 by the shared
 * schemas (calendarDateSchema, isoInstantSchema, the scheduling schemas).
 *
 * BUG-096-A (scheduling, drawings): instants outside the range PostgreSQL reads back from
 * JavaScript's ISO text reach the database and fail there with a 500. A date of 9999-12-31 makes
 * the day's end `+010000-01-01T00:00:00.000Z` ("time zone displacement out of range"); an
 * `expectedUpdatedAt` in year 0 is `0000-01-01T00:00:00.000Z` ("date/time field value out of
 * range"). Same on PGlite and PostgreSQL. Fix at the edges: refuse such dates with a 400 in the
 * shared schemas (calendarDateSchema, the ISO instants) or clamp the day range.
 */

let t: EvidenceApp;
let team: TestTeam;
let admin: string;
let teamCookie: string;

beforeAll(async () => {
  t = await createEvidenceApp();
  team = await buildRegisteredTeam(t.db);
  admin = await sessionCookie(t.db, { adminId: t.adminId });
  teamCookie = await sessionCookie(t.db, { teamId: team.id });
});
afterAll(() => t?.close());

const isClientError = (status: number) => status >= 400 && status < 500;

describe('BUG-096-A: dates at the ends of the calendar', () => {
  // BUG-096-A: a visitor gets a 500 from the public timeslot list (scheduling, timeslots.service listTimeslots → day-range).
  it('GET /api/timeslots?date=9999-12-31 is refused or answered, never a 500', async () => {
    const response = await t.app.inject({ url: '/api/timeslots?date=9999-12-31' });
    expect(response.statusCode).toBeLessThan(500);
  });

  // BUG-096-A: the same day range in interviews.service listInterviews.
  it('GET /api/interviews?date=9999-12-31 is refused or answered, never a 500', async () => {
    const response = await t.app.inject({
      url: '/api/interviews?date=9999-12-31',
      headers: { cookie: teamCookie },
    });
    expect(response.statusCode).toBeLessThan(500);
  });

  // BUG-096-A: the default end (start + 15 minutes) falls in year 10000 (timeslots.service createTimeslot → timeslots.repo insertTimeslot).
  it('POST /api/timeslots starting 9999-12-31T23:45Z is refused with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/timeslots',
      headers: { cookie: admin },
      payload: { startTime: '9999-12-31T23:45:00Z' },
    });
    expect(isClientError(response.statusCode)).toBe(true);
    expect(typeof response.json().message).toBe('string');
  });

  // BUG-096-A: the generator's existing-slot look-up runs on year-10000 instants (timeslots.service generateSchedule).
  it('POST /api/timeslots/generate on 9999-12-31 in UTC-14 is refused with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/timeslots/generate',
      headers: { cookie: admin },
      payload: {
        date: '9999-12-31',
        startTime: '23:00',
        endTime: '23:59',
        slotMinutes: 15,
        rooms: 1,
        tzOffset: 840,
      },
    });
    expect(isClientError(response.statusCode)).toBe(true);
  });

  // BUG-096-A: once an administrator sets 9999-12-31 as the tournament day, every tournament-day
  // list and the judges' schedule answer 500 to everyone until the date is changed.
  it('a tournament day of 9999-12-31 is refused, or its lists still answer', async () => {
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/tournament',
      headers: { cookie: admin },
      payload: { tournamentDate: '9999-12-31' },
    });
    if (set.statusCode === 200) {
      expect(
        (await t.app.inject({ url: '/api/timeslots?tournamentDayOnly=true' })).statusCode,
      ).toBe(200);
      expect(
        (await t.app.inject({ url: '/api/timeslots/judges-schedule', headers: { cookie: admin } }))
          .statusCode,
      ).toBe(200);
    } else {
      expect(set.statusCode).toBe(400);
    }
  });

  // BUG-096-A: drawings.service updateDrawing passes year 0 to drawings.repo updateDrawing.
  it('PUT /api/drawings/:id with expectedUpdatedAt in year 0 is a 400 or a 409, never a 500', async () => {
    const drawing = await buildDrawing(t.db, team.id);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/drawings/${drawing.id}`,
      headers: { cookie: teamCookie },
      payload: { name: 'Renamed', expectedUpdatedAt: '0000-01-01T00:00:00Z' },
    });
    expect([400, 409]).toContain(response.statusCode);
  });
});
