import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { buildRegisteredTeam } from '../test/factories.ts';
import { cookiesFrom } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { DEVICE_COOKIE, SESSION_COOKIE } from './sessions.ts';

/**
 * What the sessions plugin gives the routes that use it, seen through two probe routes: which
 * requests have their session looked up, and what `reply.restoreRememberedTeam` answers. The
 * routes built on them (`/api/auth/*`) are held by `features/auth/auth.test.ts` and
 * `security/cookies.test.ts`.
 */

const database = await createTestDatabase();
const app = await buildApp({
  config: { ...loadConfig({ NODE_ENV: 'test' }), demoData: false },
  database,
  logger: false,
});
const describeAuth = (auth: unknown) =>
  auth === null ? 'none' : auth === undefined ? 'undefined' : (auth as { kind: string }).kind;
app.get('/probe/auth', async (request) => ({ auth: describeAuth(request.auth) }));
app.get('/api/probe/auth', { config: { probe: true } }, async (request) => ({
  auth: describeAuth(request.auth),
}));
app.get('/probe/session-of', async (request) => ({
  auth: describeAuth(await app.sessionOf(request)),
}));
app.get<{ Params: { teamId: string } }>(
  '/api/probe/restore/:teamId',
  { config: { probe: true } },
  async (request, reply) => {
    const restored = await reply.restoreRememberedTeam(Number(request.params.teamId));
    return { restored, auth: describeAuth(request.auth) };
  },
);
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
});

/** A registered team signed in: its row and its session and device cookies. */
const signedInTeam = async () => {
  const team = await buildRegisteredTeam(database.db);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/team-login',
    payload: { teamId: team.id, joinCode: team.joinCode },
  });
  expect(response.statusCode).toBe(200);
  const cookies = cookiesFrom(response);
  const value = (name: string) => new RegExp(`${name}=([^;]+)`).exec(cookies)![1]!;
  return {
    team,
    session: `${SESSION_COOKIE}=${value(SESSION_COOKIE)}`,
    device: `${DEVICE_COOKIE}=${value(DEVICE_COOKIE)}`,
  };
};

describe('which requests have their session looked up', () => {
  it('API requests do; pages outside /api do not, whatever cookie they carry (no database read per page)', async () => {
    const { session } = await signedInTeam();
    const probe = async (url: string, cookie?: string) =>
      (await app.inject({ url, headers: cookie ? { cookie } : {} })).json();
    expect(await probe('/api/probe/auth', session)).toEqual({ auth: 'team' });
    expect(await probe('/api/probe/auth')).toEqual({ auth: 'none' });
    expect(await probe('/probe/auth', session)).toEqual({ auth: 'none' });
    expect(await probe('/probe/auth')).toEqual({ auth: 'none' });
  });
});

describe('app.sessionOf', () => {
  it("looks up a page request's session when asked (decision 214): the cookie's live session, else none", async () => {
    const { session } = await signedInTeam();
    const probe = async (cookie?: string) =>
      (await app.inject({ url: '/probe/session-of', headers: cookie ? { cookie } : {} })).json();
    expect(await probe(session)).toEqual({ auth: 'team' });
    expect(await probe()).toEqual({ auth: 'none' });
    expect(await probe(`${SESSION_COOKIE}=${'x'.repeat(43)}`)).toEqual({ auth: 'none' });
  });
});

describe('reply.restoreRememberedTeam', () => {
  const restore = async (teamId: number, cookie?: string) =>
    (
      await app.inject({ url: `/api/probe/restore/${teamId}`, headers: cookie ? { cookie } : {} })
    ).json();

  it('answers false and signs nobody in without a device cookie, or with one for another team', async () => {
    const { team, device } = await signedInTeam();
    const other = await buildRegisteredTeam(database.db);
    expect(await restore(team.id)).toEqual({ restored: false, auth: 'none' });
    expect(await restore(other.id, device)).toEqual({ restored: false, auth: 'none' });
    expect(await restore(team.id, `${DEVICE_COOKIE}=${'x'.repeat(101)}`)).toEqual({
      restored: false,
      auth: 'none',
    });
  });

  it("answers true and signs the team in with the device's own cookie", async () => {
    const { team, device } = await signedInTeam();
    expect(await restore(team.id, device)).toEqual({ restored: true, auth: 'team' });
  });
});
