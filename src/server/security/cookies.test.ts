import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { teamDevices } from '../db/schema.ts';
import { hashToken } from '../lib/crypto.ts';
import { DEVICE_COOKIE, DEVICE_ROTATION_GRACE_MS, SESSION_COOKIE } from '../plugins/sessions.ts';
import { buildRegisteredTeam, buildTeam, validConsent } from '../test/factories.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/test-app.ts';

/**
 * Findings: the remember-this-device cookie never changed (a copied token worked for 180 days),
 * and no test held the cookies' attributes. Every cookie is now checked: HttpOnly, SameSite=Lax,
 * its Path, Secure over TLS, its lifetime, and cleared on sign-out; the device token rotates on
 * every restore (decision 113).
 */

const plain = await createTestApp();
const production = await createTestApp({ production: true });
const behindProxy = await createTestApp({ trustProxy: true });
afterAll(async () => {
  await plain.close();
  await production.close();
  await behindProxy.close();
});

type Cookie = LightMyRequestResponse['cookies'][number];
const cookie = (response: LightMyRequestResponse, name: string): Cookie => {
  const found = response.cookies.filter((c) => c.name === name);
  expect(found, `one ${name} cookie`).toHaveLength(1);
  return found[0]!;
};
/** Lifetimes as the browser is told them (Max-Age, seconds), written out rather than taken from the code under test. */
const DAY_S = 24 * 60 * 60;
const TEAM_SESSION_S = 30 * DAY_S;
const ADMIN_SESSION_S = 12 * 60 * 60;
const DEVICE_S = 180 * DAY_S;

const teamLogin = async (t: TestApp, headers: Record<string, string> = {}) => {
  const team = await buildRegisteredTeam(t.db);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/team-login',
    headers,
    payload: { teamId: team.id, joinCode: team.joinCode },
  });
  expect(response.statusCode).toBe(200);
  return { team, response };
};
const restore = (t: TestApp, teamId: number, device: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/auth/me?teamId=${teamId}`,
    headers: { cookie: `${DEVICE_COOKIE}=${device}` },
  });

describe('cookie attributes', () => {
  it('team sign-in: a session cookie for 30 days and a device cookie for /api, 180 days, HttpOnly, SameSite=Lax', async () => {
    const { response } = await teamLogin(plain);
    expect(cookie(response, SESSION_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: TEAM_SESSION_S,
    });
    expect(cookie(response, DEVICE_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api',
      maxAge: DEVICE_S,
    });
    // Plain HTTP (a laptop on the venue network in development): not Secure, or the browser drops it.
    expect(response.cookies.some((c) => c.secure)).toBe(false);
  });

  it('registration sets the same two cookies', async () => {
    const team = await buildTeam(plain.db);
    const response = await plain.app.inject({
      method: 'POST',
      url: `/api/teams/${team.id}/consent`,
      payload: { ...validConsent, joinCode: team.joinCode },
    });
    expect(response.statusCode).toBe(201);
    expect(cookie(response, SESSION_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: TEAM_SESSION_S,
    });
    expect(cookie(response, DEVICE_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api',
      maxAge: DEVICE_S,
    });
  });

  it('administrator sign-in: a session cookie for 12 hours and no device cookie', async () => {
    const response = await plain.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: TEST_ADMIN,
    });
    expect(response.statusCode).toBe(200);
    expect(cookie(response, SESSION_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: ADMIN_SESSION_S,
    });
    expect(response.cookies.some((c) => c.name === DEVICE_COOKIE)).toBe(false);
  });

  it('Secure in production, and behind a trusted proxy that says the request came over TLS', async () => {
    for (const { response } of [
      await teamLogin(production),
      await teamLogin(behindProxy, { 'x-forwarded-proto': 'https' }),
    ]) {
      expect(cookie(response, SESSION_COOKIE).secure).toBe(true);
      expect(cookie(response, DEVICE_COOKIE).secure).toBe(true);
    }
  });

  it('administrator in production: a Secure session cookie for 12 hours, cleared on sign-out', async () => {
    const signIn = await production.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: TEST_ADMIN,
    });
    expect(signIn.statusCode).toBe(200);
    const session = cookie(signIn, SESSION_COOKIE);
    expect(session).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      secure: true,
      maxAge: ADMIN_SESSION_S,
    });
    const out = await production.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `${SESSION_COOKIE}=${session.value}` },
    });
    expect(out.statusCode).toBe(204);
    const cleared = cookie(out, SESSION_COOKIE);
    expect(cleared).toMatchObject({
      value: '',
      path: '/',
      maxAge: 0,
      httpOnly: true,
      sameSite: 'Lax',
      secure: true,
    });
    expect(cleared.expires!.getTime()).toBe(0);
    const me = await production.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `${SESSION_COOKIE}=${session.value}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('not Secure when an untrusted client only claims TLS', async () => {
    const { response } = await teamLogin(plain, { 'x-forwarded-proto': 'https' });
    expect(response.cookies.some((c) => c.secure)).toBe(false);
  });

  it('sign-out clears both cookies on their own paths, and neither works afterwards', async () => {
    const { team, response } = await teamLogin(production);
    const session = cookie(response, SESSION_COOKIE).value;
    const device = cookie(response, DEVICE_COOKIE).value;
    const out = await production.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `${SESSION_COOKIE}=${session}; ${DEVICE_COOKIE}=${device}` },
    });
    expect(out.statusCode).toBe(204);
    for (const [name, path] of [
      [SESSION_COOKIE, '/'],
      [DEVICE_COOKIE, '/api'],
    ] as const) {
      const cleared = cookie(out, name);
      expect(cleared).toMatchObject({
        value: '',
        path,
        maxAge: 0,
        httpOnly: true,
        sameSite: 'Lax',
        secure: true,
      });
      expect(cleared.expires!.getTime()).toBe(0);
    }
    const me = await production.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `${SESSION_COOKIE}=${session}` },
    });
    expect(me.statusCode).toBe(401);
    expect((await restore(production, team.id, device)).statusCode).toBe(401);
  });
});

describe('sign-out without a session', () => {
  it('still forgets the device and clears both cookies', async () => {
    const { team, response } = await teamLogin(plain);
    const device = cookie(response, DEVICE_COOKIE).value;
    const out = await plain.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `${DEVICE_COOKIE}=${device}` },
    });
    expect(out.statusCode).toBe(204);
    expect(cookie(out, SESSION_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    expect(cookie(out, DEVICE_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    expect((await restore(plain, team.id, device)).statusCode).toBe(401);

    const bare = await plain.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(bare.statusCode).toBe(204);
  });
});

describe('the remember-this-device cookie rotates on use', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('each restore issues a new device token; the old one lapses within the grace period', async () => {
    const { team, response } = await teamLogin(plain);
    const first = cookie(response, DEVICE_COOKIE).value;

    const restored = await restore(plain, team.id, first);
    expect(restored.statusCode).toBe(200);
    const second = cookie(restored, DEVICE_COOKIE);
    expect(second).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api',
      maxAge: DEVICE_S,
    });
    expect(second.value).not.toBe(first);
    expect(cookie(restored, SESSION_COOKIE).value).toBeTruthy();

    const [old] = await plain.db
      .select()
      .from(teamDevices)
      .where(eq(teamDevices.tokenHash, hashToken(first)));
    expect(old!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + DEVICE_ROTATION_GRACE_MS);

    // The new token restores (and rotates) in turn.
    const third = await restore(plain, team.id, second.value);
    expect(third.statusCode).toBe(200);
    expect(cookie(third, DEVICE_COOKIE).value).not.toBe(second.value);
  });

  it('two tabs restoring with the same token at once are both signed in; only one gets the next token', async () => {
    const { team, response } = await teamLogin(plain);
    const device = cookie(response, DEVICE_COOKIE).value;
    const both = await Promise.all([
      restore(plain, team.id, device),
      restore(plain, team.id, device),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const issued = both.flatMap((r) => r.cookies.filter((c) => c.name === DEVICE_COOKIE));
    expect(issued).toHaveLength(1);
    const stored = await plain.db.select().from(teamDevices).where(eq(teamDevices.teamId, team.id));
    expect(stored).toHaveLength(2);
  });

  it('a second restore with the old token inside the grace period signs in without a new token; after it, nothing', async () => {
    const { team, response } = await teamLogin(plain);
    const first = cookie(response, DEVICE_COOKIE).value;
    expect((await restore(plain, team.id, first)).statusCode).toBe(200);

    const secondTab = await restore(plain, team.id, first);
    expect(secondTab.statusCode).toBe(200);
    expect(secondTab.cookies.filter((c) => c.name === DEVICE_COOKIE)).toEqual([]);
    expect(cookie(secondTab, SESSION_COOKIE).value).toBeTruthy();

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + DEVICE_ROTATION_GRACE_MS + 1);
    const late = await restore(plain, team.id, first);
    expect(late.statusCode).toBe(401);
    expect(late.cookies).toEqual([]);
  });

  it('signing in again on the device replaces its remember token: the old one restores nothing', async () => {
    const { team, response } = await teamLogin(plain);
    const old = cookie(response, DEVICE_COOKIE).value;
    const again = await plain.app.inject({
      method: 'POST',
      url: '/api/auth/team-login',
      headers: { cookie: `${DEVICE_COOKIE}=${old}` },
      payload: { teamId: team.id, joinCode: team.joinCode },
    });
    expect(again.statusCode).toBe(200);
    const fresh = cookie(again, DEVICE_COOKIE).value;
    expect(fresh).not.toBe(old);
    expect((await restore(plain, team.id, old)).statusCode).toBe(401);
    expect((await restore(plain, team.id, fresh)).statusCode).toBe(200);
  });

  it('a device token for another team restores nothing and is not rotated', async () => {
    const { response } = await teamLogin(plain);
    const other = await buildRegisteredTeam(plain.db);
    const device = cookie(response, DEVICE_COOKIE).value;
    const refused = await restore(plain, other.id, device);
    expect(refused.statusCode).toBe(401);
    expect(refused.cookies).toEqual([]);
  });
});
