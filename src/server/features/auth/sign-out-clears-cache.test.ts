import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { SESSION_COOKIE } from '../../plugins/sessions.ts';
import { createTestApp, signInAdmin, signInNewTeam, type TestApp } from '../../test/test-app.ts';

/**
 * Sign-out leaves nothing in the browser's HTTP cache (decision 249): the answers a
 * session was sent (`private, no-cache`) stay in that cache until the server asks for it to be
 * cleared, at Log Out and when the browser next asks about a session the server has ended.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const me = (cookie?: string, query = '') =>
  t.app.inject({ url: `/api/auth/me${query}`, headers: cookie ? { cookie } : {} });

describe('Clear-Site-Data', () => {
  it('Log Out asks the browser to drop its HTTP cache, for a team and an organiser alike', async () => {
    const { cookie } = await signInNewTeam(t);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.headers['clear-site-data']).toBe('"cache"');
    const admin = await signInAdmin(t.app);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: admin } }))
        .headers['clear-site-data'],
    ).toBe('"cache"');
  });

  it('a session the server ended is dropped with the HTTP cache at the next check, once', async () => {
    const { team, cookie } = await signInNewTeam(t);
    const token = cookie.split('; ').find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect((await me(cookie)).statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/teams/${team.id}/sessions`,
          headers: { cookie: await signInAdmin(t.app) },
        })
      ).statusCode,
    ).toBe(200);
    let answer = await me(token);
    for (let attempt = 0; attempt < 50 && answer.statusCode === 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      answer = await me(token);
    }
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['clear-site-data']).toBe('"cache"');
    expect(answer.cookies.find((c) => c.name === SESSION_COOKIE)).toMatchObject({
      value: '',
      path: '/',
    });
    expect(await t.db.select().from(sessions).where(eq(sessions.teamId, team.id))).toEqual([]);
  });

  it('a visitor’s check clears nothing: no session cookie, no Clear-Site-Data', async () => {
    const answer = await me(undefined, '?teamId=1');
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['clear-site-data']).toBeUndefined();
    const signedIn = await signInNewTeam(t);
    const live = await me(signedIn.cookie);
    expect(live.statusCode).toBe(200);
    expect(live.headers['clear-site-data']).toBeUndefined();
  });
});
