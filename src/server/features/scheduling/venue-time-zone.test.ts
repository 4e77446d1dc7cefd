import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localTimeZone } from '../../../shared/venue-time.ts';
import { buildRegisteredTeam } from '../../test/factories.ts';
import { buildInterview, buildTimeslot } from '../../test/factories-scheduling.ts';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';

/** Decision 154: the venue's time zone is a setting, and the server's days are the venue's. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const DAY = '2031-06-10';
const putSettings = (payload: Record<string, unknown>, cookie = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/tournament', headers: { cookie }, payload });
const getSettings = async () => (await t.app.inject({ url: '/api/settings/tournament' })).json();

describe('the venue time zone setting', () => {
  it("is the server's zone until an administrator sets one", async () => {
    expect((await getSettings()).timeZone).toBe(localTimeZone());
  });

  it('is set, read back in its canonical spelling, and kept when a later save leaves it out', async () => {
    const saved = await putSettings({ tournamentDate: DAY, timeZone: 'america/chicago' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ tournamentDate: DAY, timeZone: 'America/Chicago' });
    expect((await getSettings()).timeZone).toBe('America/Chicago');
    expect(
      (await putSettings({ tournamentDate: DAY, reminderLeadMinutes: 20 })).json().timeZone,
    ).toBe('America/Chicago');
  });

  it('refuses an unknown zone, a raw offset or a number with a clear 400', async () => {
    for (const timeZone of ['Mars/Olympus_Mons', '+05:00', '', 42, 'x'.repeat(200)]) {
      const response = await putSettings({ tournamentDate: DAY, timeZone });
      expect(response.statusCode, String(timeZone)).toBe(400);
      expect(response.json().message).toContain('Choose a time zone from the list');
    }
    expect((await getSettings()).timeZone).toBe('America/Chicago');
  });

  it('may only be changed by an administrator', async () => {
    expect((await putSettings({ tournamentDate: DAY, timeZone: 'UTC' }, '')).statusCode).toBe(401);
  });
});

describe("the server's day is the venue's day", () => {
  it('lists the whole Chicago day whatever tzOffset an old client sends, in the venue zone', async () => {
    await putSettings({ tournamentDate: DAY, timeZone: 'America/Chicago' });
    // 10:00 and 16:40 CDT, and 23:30 CDT (04:30 UTC the next day): all on the Chicago 10th.
    const morning = await buildTimeslot(t.db, { startTime: new Date('2031-06-10T15:00:00Z') });
    const afternoon = await buildTimeslot(t.db, { startTime: new Date('2031-06-10T21:40:00Z') });
    const night = await buildTimeslot(t.db, { startTime: new Date('2031-06-11T04:30:00Z') });
    // 23:30 CDT on the 9th (04:30 UTC on the 10th): not the 10th at the venue.
    await buildTimeslot(t.db, { startTime: new Date('2031-06-10T04:30:00Z') });
    const expected = [morning.id, afternoon.id, night.id];
    for (const query of ['', '&tzOffset=0', '&tzOffset=-540']) {
      const day = await t.app.inject({ url: `/api/timeslots?date=${DAY}${query}` });
      expect(
        day.json().map((slot: { id: number }) => slot.id),
        query,
      ).toEqual(expected);
    }
    const tournamentDay = await t.app.inject({
      url: '/api/timeslots?tournamentDayOnly=true&tzOffset=-540',
    });
    expect(tournamentDay.json().map((slot: { id: number }) => slot.id)).toEqual(expected);
  });

  it('generates slots at the venue wall-clock times, ignoring tzOffset', async () => {
    await putSettings({ tournamentDate: '2031-06-12', timeZone: 'America/Chicago', confirm: true });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/timeslots/generate',
      headers: { cookie: admin },
      payload: {
        date: '2031-06-12',
        startTime: '10:00',
        endTime: '10:40',
        rooms: 1,
        tzOffset: -540,
      },
    });
    expect(response.statusCode).toBe(201);
    const day = (await t.app.inject({ url: '/api/timeslots?date=2031-06-12' })).json();
    expect(day.map((slot: { startTime: string }) => slot.startTime)).toEqual([
      '2031-06-12T15:00:00.000Z',
      '2031-06-12T15:20:00.000Z',
    ]);
  });

  it("prints the judges' schedule, the CSV export and the calendar file on the venue clock", async () => {
    await putSettings({ tournamentDate: '2031-06-20', timeZone: 'America/Chicago', confirm: true });
    const team = await buildRegisteredTeam(t.db);
    const slot = await buildTimeslot(t.db, { startTime: new Date('2031-06-20T15:00:00Z') });
    const interview = await buildInterview(t.db, { teamId: team.id, timeslotId: slot.id });

    const sheet = await t.app.inject({
      url: '/api/timeslots/judges-schedule?date=2031-06-20&tzOffset=0',
      headers: { cookie: admin },
    });
    expect(sheet.body).toContain('10:00 AM to 10:20 AM');
    expect(sheet.body).toContain('Times are venue time (CDT, America/Chicago).');

    const csv = await t.app.inject({
      url: '/api/timeslots/export.csv',
      headers: { cookie: admin },
    });
    expect(csv.body).toContain(`2031-06-20,10:00,10:20,,${team.name},scheduled,`);

    const ics = await t.app.inject({
      url: `/api/interviews/${interview.id}/calendar.ics`,
      headers: { cookie: admin },
    });
    expect(ics.body.replace(/\r\n /g, '')).toContain(
      'Jun 20\\, 2031\\, 10:00 AM to 10:20 AM CDT (venue time\\, America/Chicago).',
    );
  });
});
