import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { guessCounters } from '../../db/schema.ts';
import { randomCode } from '../../lib/crypto.ts';
import {
  buildRegisteredTeam,
  buildTeam,
  validConsent,
  wrongCodeFor,
} from '../../test/factories.ts';
import {
  cookiesFrom,
  createTestApp,
  signInAdmin,
  TEST_ADMIN,
  type TestApp,
} from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('admin sign-in', () => {
  it('signs in with the configured credentials and sets a safe session cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: TEST_ADMIN,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'organiser', isAdmin: true, teamId: null });
    const cookie = response.cookies.find((c) => c.name === 'tc_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.value.length).toBeGreaterThanOrEqual(40);

    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: cookiesFrom(response) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'organiser', isAdmin: true });
  });

  it('refuses a wrong password and an unknown user with 401 and the same message', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: TEST_ADMIN.username, password: 'nope-nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Invalid username or password' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies).toHaveLength(0);
  });

  it('asks for both fields with the spec wording', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter both username and password');
    expect(response.json().errors).toEqual([
      { field: 'password', message: 'Please enter both username and password' },
    ]);
  });

  it('issues a new token at every sign-in and ends the old one', async () => {
    const first = await signInAdmin(t.app);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: TEST_ADMIN,
      headers: { cookie: first },
    });
    const second = cookiesFrom(again);
    expect(second).not.toBe(first);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: first } })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: second } })).statusCode,
    ).toBe(200);
  });

  it('logs out server-side: the old cookie no longer works', async () => {
    const cookie = await signInAdmin(t.app);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === 'tc_session')?.value).toBe('');
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('answers 401 to a visitor and to a forged cookie', async () => {
    expect((await t.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    const forged = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: 'tc_session=forged' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('never limits successful sign-ins (a coach on many phones, a test suite)', async () => {
    for (let i = 0; i < 15; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: TEST_ADMIN,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('stops a password guesser after 10 misses', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'limited-user', password: 'wrong-password' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await attempt()).json().message).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
  });
});

describe('team sign-in with the team code', () => {
  it('signs a registered team in and remembers the device', async () => {
    const team = await buildRegisteredTeam(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/team-login',
      payload: { teamId: team.id, joinCode: team.joinCode.toLowerCase() },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: team.id,
      username: team.name,
      isAdmin: false,
      teamId: team.id,
      teamNumber: null,
      role: 'team',
      rooms: [],
      checkedIn: false,
    });
    expect(response.cookies.map((c) => c.name).sort()).toEqual(['tc_device', 'tc_session']);
  });

  it('refuses a wrong code (401), an unknown team (404) and an unregistered team (409)', async () => {
    const team = await buildRegisteredTeam(t.db);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/team-login',
      payload: { teamId: team.id, joinCode: wrongCodeFor(team) },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('That team code is not right for this team');

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/team-login',
      payload: { teamId: 999_999, joinCode: randomCode() },
    });
    expect(unknown.statusCode).toBe(404);

    const fresh = await buildTeam(t.db);
    const unregistered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/team-login',
      payload: { teamId: fresh.id, joinCode: fresh.joinCode },
    });
    expect(unregistered.statusCode).toBe(409);
  });

  it('counts wrong codes per team across sign-in and registration, whatever the device', async () => {
    const team = await buildTeam(t.db);
    for (let i = 0; i < 6; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: i % 2 ? `/api/teams/${team.id}/consent` : '/api/auth/team-login',
        payload: { ...validConsent, teamId: team.id, joinCode: wrongCodeFor(team) },
        remoteAddress: `10.1.0.${i + 1}`,
      });
      expect(response.statusCode).toBe(401);
    }
    const [counter] = await t.db
      .select()
      .from(guessCounters)
      .where(eq(guessCounters.key, `team-code:team:${team.id}`));
    expect(counter?.attempts).toBe(6);
  });

  it('slows the eleventh wrong code for a team down, and answers it', async () => {
    const team = await buildRegisteredTeam(t.db);
    const guess = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/team-login',
        payload: { teamId: team.id, joinCode: wrongCodeFor(team) },
        remoteAddress: `10.0.0.${i + 1}`,
      });
    for (let i = 0; i < 10; i++) expect((await guess(i)).statusCode).toBe(401);
    const started = Date.now();
    expect((await guess(10)).statusCode).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });
});

describe('restoring a remembered team with ?teamId', () => {
  it('restores only with this device cookie, and only for its own team', async () => {
    const team = await buildRegisteredTeam(t.db);
    const other = await buildRegisteredTeam(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/team-login',
      payload: { teamId: team.id, joinCode: team.joinCode },
    });
    const device = login.cookies.find((c) => c.name === 'tc_device')!;
    const deviceOnly = `tc_device=${device.value}`;

    const restored = await t.app.inject({
      url: `/api/auth/me?teamId=${team.id}`,
      headers: { cookie: deviceOnly },
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().teamId).toBe(team.id);
    expect(restored.cookies.some((c) => c.name === 'tc_session')).toBe(true);

    const stranger = await t.app.inject({ url: `/api/auth/me?teamId=${team.id}` });
    expect(stranger.statusCode).toBe(401);
    const otherTeam = await t.app.inject({
      url: `/api/auth/me?teamId=${other.id}`,
      headers: { cookie: deviceOnly },
    });
    expect(otherTeam.statusCode).toBe(401);
  });

  it('forgets the device at logout', async () => {
    const team = await buildRegisteredTeam(t.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/team-login',
      payload: { teamId: team.id, joinCode: team.joinCode },
    });
    const cookie = cookiesFrom(login);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    const restore = await t.app.inject({
      url: `/api/auth/me?teamId=${team.id}`,
      headers: { cookie },
    });
    expect(restore.statusCode).toBe(401);
  });

  it('rejects a malformed teamId with 400', async () => {
    const response = await t.app.inject({ url: '/api/auth/me?teamId=abc' });
    expect(response.statusCode).toBe(400);
  });
});
