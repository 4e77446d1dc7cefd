import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localTimeZone } from '../../../shared/venue-time.ts';
import { buildRegisteredTeam } from '../../test/factories.ts';
import { nextEvent } from '../../test/factories-registration.ts';
import { buildInterview, buildTimeslot } from '../../test/factories-scheduling.ts';
import { createTestApp, signInAdmin, signInTeam, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const put = (payload: unknown, cookie = admin) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/settings/tournament',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });

describe('the tournament date', () => {
  it('is unset until an administrator sets it', async () => {
    const response = await t.app.inject({ url: '/api/settings/tournament' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      tournamentDate: null,
      updatedAt: null,
      reminderLeadMinutes: 15,
      matchBufferMinutes: 15,
      timeZone: localTimeZone(),
      eventName: null,
      queueLeadMatches: 2,
    });
  });

  it('is set by an administrator, announced, and read back by everyone', async () => {
    const changed = nextEvent(t.app, 'settings.changed');
    const response = await put({ tournamentDate: '2026-05-02' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      tournamentDate: '2026-05-02',
      updatedAt: expect.any(String),
      reminderLeadMinutes: 15,
      matchBufferMinutes: 15,
      timeZone: localTimeZone(),
      eventName: null,
      queueLeadMatches: 2,
    });
    await expect(changed).resolves.toEqual({ type: 'settings.changed' });
    expect((await t.app.inject({ url: '/api/settings/tournament' })).json().tournamentDate).toBe(
      '2026-05-02',
    );

    const later = await put({ tournamentDate: '2026-05-09' });
    expect(later.json().tournamentDate).toBe('2026-05-09');
    expect(Date.parse(later.json().updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(response.json().updatedAt),
    );
    expect((await t.app.inject({ url: '/api/settings/tournament' })).json().tournamentDate).toBe(
      '2026-05-09',
    );
  });

  it('asks before moving a day that holds slots or bookings (409 with how many), then moves on confirm', async () => {
    expect((await put({ tournamentDate: '2031-06-01' })).statusCode).toBe(200);
    const team = await buildRegisteredTeam(t.db);
    const booked = await buildTimeslot(t.db, { startTime: new Date(2031, 5, 1, 11, 0) });
    await buildTimeslot(t.db, { startTime: new Date(2031, 5, 1, 11, 20) });
    await buildTimeslot(t.db, { startTime: new Date(2031, 5, 2, 0, 5) });
    await buildInterview(t.db, { teamId: team.id, timeslotId: booked.id });

    const refused = await put({ tournamentDate: '2031-06-08' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The current tournament day has 2 timeslots and 1 booking. They stay on that day, where teams will no longer see them. Confirm to change the date anyway.',
    );
    expect((await t.app.inject({ url: '/api/settings/tournament' })).json().tournamentDate).toBe(
      '2031-06-01',
    );
    expect((await put({ tournamentDate: '2031-06-01' })).statusCode).toBe(200);

    const moved = await put({ tournamentDate: '2031-06-08', confirm: true });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().tournamentDate).toBe('2031-06-08');
    // The new day is empty: moving on needs no confirmation.
    expect((await put({ tournamentDate: '2031-06-15' })).statusCode).toBe(200);
    expect((await put({ tournamentDate: '2031-06-15', confirm: 'yes' })).statusCode).toBe(400);
  });

  it('asks for a date with the spec wording', async () => {
    for (const payload of [{}, { tournamentDate: '' }, { tournamentDate: '  ' }]) {
      const response = await put(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Please select a tournament date.',
        errors: [{ field: 'tournamentDate', message: 'Please select a tournament date.' }],
      });
    }
  });

  it('accepts real calendar dates only', async () => {
    expect((await put({ tournamentDate: '2025-02-30' })).json().message).toBe(
      'Not a real calendar date',
    );
    expect((await put({ tournamentDate: '2025-13-01' })).statusCode).toBe(400);
    expect((await put({ tournamentDate: '2025/05/03' })).json().message).toBe(
      'Use the format yyyy-mm-dd',
    );
    expect((await put({ tournamentDate: 20250503 })).statusCode).toBe(400);
    expect((await put({ tournamentDate: '2028-02-29' })).statusCode).toBe(200);
  });

  it('is changed by administrators only: 401 for a visitor, 403 for a team', async () => {
    const before = (await t.app.inject({ url: '/api/settings/tournament' })).json();
    expect((await put({ tournamentDate: '2030-01-01' }, '')).statusCode).toBe(401);
    const team = await buildRegisteredTeam(t.db);
    expect(
      (await put({ tournamentDate: '2030-01-01' }, await signInTeam(t.app, team))).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/settings/tournament' })).json()).toEqual(before);
  });

  it('answers an unchanged read with 304', async () => {
    const first = await t.app.inject({ url: '/api/settings/tournament' });
    const again = await t.app.inject({
      url: '/api/settings/tournament',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('the event name', () => {
  it('is set trimmed, kept when left out, read back by everyone, logged before and after, and cleared by an empty name', async () => {
    const { tournamentDate } = (await t.app.inject({ url: '/api/settings/tournament' })).json();
    const date = tournamentDate ?? '2026-05-09';
    const named = await put({ tournamentDate: date, eventName: '  Spring Regional 2026  ' });
    expect(named.statusCode).toBe(200);
    expect(named.json().eventName).toBe('Spring Regional 2026');
    // Another setting's change keeps the name.
    expect((await put({ tournamentDate: date, reminderLeadMinutes: 20 })).json().eventName).toBe(
      'Spring Regional 2026',
    );
    expect((await t.app.inject({ url: '/api/settings/tournament' })).json().eventName).toBe(
      'Spring Regional 2026',
    );
    const renamed = await put({ tournamentDate: date, eventName: 'Autumn Open' });
    expect(renamed.json().eventName).toBe('Autumn Open');
    const log = (
      await t.app.inject({ url: '/api/audit?action=settings.', headers: { cookie: admin } })
    ).json().entries;
    expect(log[0]).toMatchObject({
      action: 'settings.tournament',
      before: { eventName: 'Spring Regional 2026' },
      after: { eventName: 'Autumn Open' },
    });
    expect((await put({ tournamentDate: date, eventName: '   ' })).json().eventName).toBeNull();
  });

  it('refuses a name too long, with line breaks or direction controls, or not text', async () => {
    const date = '2026-05-09';
    const long = await put({ tournamentDate: date, eventName: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([
      { field: 'eventName', message: 'Keep the event name to 100 characters or fewer' },
    ]);
    expect((await put({ tournamentDate: date, eventName: 'x'.repeat(100) })).statusCode).toBe(200);
    for (const eventName of ['Spring\nRegional', 'Spring\tRegional', 'Spring \u200bRegional']) {
      const refused = await put({ tournamentDate: date, eventName });
      expect(refused.statusCode, JSON.stringify(eventName)).toBe(400);
      expect(refused.json().errors[0].field).toBe('eventName');
    }
    // Direction overrides are refused before validation, as everywhere.
    expect(
      (await put({ tournamentDate: date, eventName: 'Spring \u202eRegional' })).statusCode,
    ).toBe(400);
    expect((await put({ tournamentDate: date, eventName: 42 })).statusCode).toBe(400);
  });
});
