import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents } from '../../db/schema.ts';
import { buildRegisteredTeam, buildTeam, wrongCodeFor } from '../../test/factories.ts';
import { randomCode } from '../../lib/crypto.ts';
import { consentPayload, nextEvent, postConsent } from '../../test/factories-registration.ts';
import {
  cookiesFrom,
  createTestApp,
  signInAdmin,
  signInTeam,
  type TestApp,
} from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
});
afterAll(() => t.close());

const consentRows = (teamId: number) =>
  t.db.select().from(consents).where(eq(consents.teamId, teamId));

describe('POST /api/teams/{id}/consent', () => {
  it('registers the team with its code, signs the coach in and remembers the device', async () => {
    const team = await buildTeam(t.db);
    const changed = nextEvent(t.app, 'teams.changed');
    const response = await postConsent(t.app, team);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      teamId: team.id,
      coachName: 'Alex Coach',
      coachEmail: 'coach@example.org',
      coachPhone: '555-010-0199',
      locationTrackingConsent: true,
      behaviorAgreement: true,
      safeUseAgreement: true,
      damageAgreement: true,
      signature: 'Alex Coach',
      createdAt: expect.any(String),
    });
    expect(response.cookies.map((c) => c.name).sort()).toEqual(['tc_device', 'tc_session']);
    await expect(changed).resolves.toEqual({ type: 'teams.changed' });

    const cookie = cookiesFrom(response);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.json()).toEqual({
      userId: team.id,
      username: team.name,
      isAdmin: false,
      teamId: team.id,
      teamNumber: null,
      role: 'team',
      rooms: [],
      checkedIn: false,
    });

    // Another browser restores nothing with ?teamId alone, but signs in with the code.
    expect((await t.app.inject({ url: `/api/auth/me?teamId=${team.id}` })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/team-login',
          payload: { teamId: team.id, joinCode: team.joinCode },
        })
      ).statusCode,
    ).toBe(200);

    // This device restores its session from the remember cookie alone.
    const device = `tc_device=${response.cookies.find((c) => c.name === 'tc_device')!.value}`;
    expect(
      (await t.app.inject({ url: `/api/auth/me?teamId=${team.id}`, headers: { cookie: device } }))
        .statusCode,
    ).toBe(200);

    const listed = (await t.app.inject({ url: `/api/teams/${team.id}` })).json();
    expect(listed.isRegistered).toBe(true);
  });

  it('accepts the code in lower case with spaces around it', async () => {
    const team = await buildTeam(t.db);
    const response = await postConsent(t.app, team, {
      joinCode: `  ${team.joinCode.toLowerCase()} `,
    });
    expect(response.statusCode).toBe(201);
  });

  it('trims the coach details before storing them', async () => {
    const team = await buildTeam(t.db);
    await postConsent(t.app, team, {
      coachName: '  Pat Lee ',
      coachEmail: ' pat@example.org ',
      signature: ' Pat Lee ',
    });
    const [row] = await consentRows(team.id);
    expect(row).toMatchObject({
      coachName: 'Pat Lee',
      coachEmail: 'pat@example.org',
      signature: 'Pat Lee',
    });
  });

  it('refuses a wrong code with 401, stores nothing and signs nobody in', async () => {
    const team = await buildTeam(t.db);
    const response = await postConsent(t.app, team, { joinCode: wrongCodeFor(team) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'That team code is not right for this team' });
    expect(response.cookies).toHaveLength(0);
    expect(await consentRows(team.id)).toHaveLength(0);
  });

  it('refuses another team’s code', async () => {
    const team = await buildTeam(t.db);
    const other = await buildTeam(t.db);
    const response = await postConsent(t.app, team, { joinCode: other.joinCode });
    expect(response.statusCode).toBe(401);
  });

  it('asks for the team code', async () => {
    const team = await buildTeam(t.db);
    for (const joinCode of [undefined, '', '   ']) {
      const response = await postConsent(t.app, team, { joinCode });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'joinCode', message: 'Please enter your team code' },
      ]);
    }
  });

  it('refuses a second consent with 409 and the spec message, keeping the first', async () => {
    const team = await buildTeam(t.db);
    expect((await postConsent(t.app, team)).statusCode).toBe(201);
    const again = await postConsent(t.app, team, { coachName: 'Someone Else' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Consent form already exists for this team' });
    expect(again.cookies).toHaveLength(0);
    const rows = await consentRows(team.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.coachName).toBe('Alex Coach');
  });

  it('lets exactly one of two simultaneous submissions win', async () => {
    const team = await buildTeam(t.db);
    const statuses = (await Promise.all([postConsent(t.app, team), postConsent(t.app, team)])).map(
      (r) => r.statusCode,
    );
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await consentRows(team.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown team and 400 for a malformed id', async () => {
    const unknown = await postConsent(t.app, { id: 999_999, joinCode: randomCode() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Team not found' });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/teams/abc/consent',
      payload: consentPayload({ joinCode: 'X' }),
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses a code that cannot be one with 400 and says why', async () => {
    const team = await buildTeam(t.db);
    const short = await postConsent(t.app, team, { joinCode: 'ABCD-2345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      { field: 'joinCode', message: 'A team code has 12 letters and digits, like 7KQD-M3XP-RT9W' },
    ]);
    const lookAlike = await postConsent(t.app, team, { joinCode: 'O000-1111-IIII' });
    expect(lookAlike.json().errors).toEqual([
      {
        field: 'joinCode',
        message: 'Team codes never contain 0, O, 1, I or L: check the code on your sheet',
      },
    ]);
  });

  it('slows wrong codes down past ten for a team, and still takes the right one', async () => {
    const team = await buildTeam(t.db);
    for (let i = 0; i < 10; i++) {
      const response = await postConsent(t.app, team, { joinCode: wrongCodeFor(team) }, undefined);
      expect(response.statusCode).toBe(401);
    }
    const started = Date.now();
    const right = await postConsent(t.app, team);
    expect(right.statusCode).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    // Another team is not slowed down.
    const other = Date.now();
    expect((await postConsent(t.app, await buildTeam(t.db))).statusCode).toBe(201);
    expect(Date.now() - other).toBeLessThan(1500);
  });
});

describe('consent validation (spec section 5)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['coachName', { coachName: 'A' }, 'Coach name is required'],
    ['coachName', { coachName: '   ' }, 'Coach name is required'],
    ['coachEmail', { coachEmail: 'not-an-email' }, 'Valid email address is required'],
    ['coachEmail', { coachEmail: '' }, 'Valid email address is required'],
    ['coachPhone', { coachPhone: '555-0199' }, 'Valid phone number is required'],
    ['coachPhone', { coachPhone: 'call me maybe!' }, 'Valid phone number is required'],
    [
      'locationTrackingConsent',
      { locationTrackingConsent: false },
      'You must consent to location tracking',
    ],
    [
      'behaviorAgreement',
      { behaviorAgreement: false },
      'You must agree to behavior and sportsmanship terms',
    ],
    ['safeUseAgreement', { safeUseAgreement: false }, 'You must agree to safe and responsible use'],
    ['damageAgreement', { damageAgreement: false }, 'You must agree to the damage or misuse terms'],
    ['signature', { signature: 'J' }, 'Digital signature is required'],
  ];

  it.each(cases)('%s: %j gives "%s"', async (field, override, message) => {
    const team = await buildTeam(t.db);
    const response = await postConsent(t.app, team, override);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, errors: [{ field, message }] });
    expect(await consentRows(team.id)).toHaveLength(0);
  });

  it('lists every problem of an empty form at once', async () => {
    const team = await buildTeam(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/teams/${team.id}/consent`,
      payload: { joinCode: team.joinCode },
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as { field: string; message: string }[];
    expect(Object.fromEntries(errors.map((e) => [e.field, e.message]))).toEqual({
      coachName: 'Coach name is required',
      coachEmail: 'Valid email address is required',
      coachPhone: 'Valid phone number is required',
      locationTrackingConsent: 'You must consent to location tracking',
      behaviorAgreement: 'You must agree to behavior and sportsmanship terms',
      safeUseAgreement: 'You must agree to safe and responsible use',
      damageAgreement: 'You must agree to the damage or misuse terms',
      signature: 'Digital signature is required',
    });
  });

  it('accepts the usual ways of writing a phone number', async () => {
    for (const coachPhone of ['(555) 010-0199', '+1 555 010 0199', '555.010.0199 ext 12']) {
      const team = await buildTeam(t.db);
      expect((await postConsent(t.app, team, { coachPhone })).statusCode, coachPhone).toBe(201);
    }
  });
});

describe('GET /api/teams/{id}/consent', () => {
  it('answers 404 while a team has not registered, and for an unknown team', async () => {
    const team = await buildTeam(t.db);
    const none = await t.app.inject({ url: `/api/teams/${team.id}/consent` });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({
      message: 'No consent form has been submitted for this team',
    });
    const unknown = await t.app.inject({ url: '/api/teams/999999/consent' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Team not found' });
  });

  it('shows the coach details and signature to administrators and to the team itself only', async () => {
    const team = await buildRegisteredTeam(t.db);
    const other = await buildRegisteredTeam(t.db);
    const full = {
      coachName: 'Alex Coach',
      coachEmail: 'coach@example.org',
      coachPhone: '555-010-0199',
      signature: 'Alex Coach',
    };

    const asAdmin = await t.app.inject({
      url: `/api/teams/${team.id}/consent`,
      headers: { cookie: admin },
    });
    expect(asAdmin.json()).toMatchObject({ teamId: team.id, ...full });
    const asTeam = await t.app.inject({
      url: `/api/teams/${team.id}/consent`,
      headers: { cookie: await signInTeam(t.app, team) },
    });
    expect(asTeam.json()).toMatchObject(full);

    const reduced = {
      teamId: team.id,
      locationTrackingConsent: true,
      behaviorAgreement: true,
      safeUseAgreement: true,
      damageAgreement: true,
      createdAt: expect.any(String),
    };
    const asVisitor = await t.app.inject({ url: `/api/teams/${team.id}/consent` });
    expect(asVisitor.statusCode).toBe(200);
    expect(asVisitor.json()).toEqual(reduced);
    const asOtherTeam = await t.app.inject({
      url: `/api/teams/${team.id}/consent`,
      headers: { cookie: await signInTeam(t.app, other) },
    });
    expect(asOtherTeam.json()).toEqual(reduced);
  });
});
