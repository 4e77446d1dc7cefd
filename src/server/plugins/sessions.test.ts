import type { FastifyRequest, RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache.ts';
import type { Auth } from './session-auth.ts';
import {
  actingTeamId,
  canActFor,
  guardPhaseCheck,
  requireAdmin,
  requireFrontDesk,
  requireJudging,
  requireSession,
  requireTeamOrOrganiser,
  requireTeamSession,
} from './sessions.ts';
import { toSessionDto } from './session-auth.ts';

/**
 * The session rules that need no database: who a request acts for, what each guard refuses, and
 * how long the in-memory session cache keeps an answer. The cookies and sign-in flows are held
 * by `security/cookies.test.ts` and `features/auth/auth.test.ts`.
 */

const team: Auth = {
  kind: 'team',
  teamId: 7,
  teamName: 'Seven',
  teamNumber: '7A',
  checkedIn: false,
  tokenHash: 't7',
};
const admin: Auth = { kind: 'admin', adminId: 3, username: 'organiser', tokenHash: 'a3' };
const judge: Auth = {
  kind: 'staff',
  adminId: 4,
  username: 'judge',
  role: 'judge',
  rooms: ['Room 2'],
  tokenHash: 'j4',
};
const volunteer: Auth = {
  kind: 'staff',
  adminId: 5,
  username: 'desk',
  role: 'volunteer',
  rooms: [],
  tokenHash: 'v5',
};

/** The status and message a call throws. */
async function refusal(call: () => unknown) {
  try {
    await call();
  } catch (error) {
    const { statusCode, message } = error as { statusCode: number; message: string };
    return { statusCode, message };
  }
  return undefined;
}

const request = (auth: Auth | null) => ({ auth }) as FastifyRequest;

describe('what a session shows', () => {
  it('a team is its own user and not an administrator; an administrator has no team', () => {
    expect(toSessionDto(team)).toEqual({
      userId: 7,
      username: 'Seven',
      isAdmin: false,
      teamId: 7,
      teamNumber: '7A',
      role: 'team',
      rooms: [],
      checkedIn: false,
    });
    expect(toSessionDto(admin)).toEqual({
      userId: 3,
      username: 'organiser',
      isAdmin: true,
      teamId: null,
      teamNumber: null,
      role: 'organiser',
      rooms: [],
      checkedIn: false,
    });
  });

  it('a judge or a volunteer is neither a team nor an administrator, and says their role', () => {
    expect(toSessionDto(judge)).toEqual({
      userId: 4,
      username: 'judge',
      isAdmin: false,
      teamId: null,
      teamNumber: null,
      role: 'judge',
      rooms: ['Room 2'],
      checkedIn: false,
    });
    expect(toSessionDto(volunteer)).toMatchObject({ isAdmin: false, role: 'volunteer', rooms: [] });
  });
});

describe('who a request acts for', () => {
  it('a team acts only as itself, whatever it names', async () => {
    expect(actingTeamId(team)).toBe(7);
    expect(actingTeamId(team, null)).toBe(7);
    expect(actingTeamId(team, 7)).toBe(7);
    expect(await refusal(() => actingTeamId(team, 8))).toEqual({
      statusCode: 403,
      message: 'A team can only act for itself',
    });
  });

  it('an administrator acts for the team it names, and must name one', async () => {
    expect(actingTeamId(admin, 8)).toBe(8);
    expect(await refusal(() => actingTeamId(admin))).toEqual({
      statusCode: 400,
      message: 'Choose a team',
    });
    expect(await refusal(() => actingTeamId(admin, null))).toEqual({
      statusCode: 400,
      message: 'Choose a team',
    });
  });

  it('nobody acts for anyone', async () => {
    expect((await refusal(() => actingTeamId(null, 7)))?.statusCode).toBe(401);
    expect(canActFor(null, 7)).toBe(false);
  });

  it('a team may see its own data only; an administrator any team', () => {
    expect(canActFor(team, 7)).toBe(true);
    expect(canActFor(team, 8)).toBe(false);
    expect(canActFor(admin, 8)).toBe(true);
  });

  it('a judge or a volunteer acts for no team', async () => {
    expect(canActFor(judge, 7)).toBe(false);
    expect(canActFor(volunteer, 7)).toBe(false);
    expect((await refusal(() => actingTeamId(judge, 7)))?.statusCode).toBe(403);
    expect((await refusal(() => actingTeamId(volunteer)))?.statusCode).toBe(403);
  });
});

describe('the guards', () => {
  it('requireSession: 401 without a session, any session passes', async () => {
    expect((await refusal(() => requireSession(request(null))))?.statusCode).toBe(401);
    expect(await refusal(() => requireSession(request(team)))).toBeUndefined();
    expect(await refusal(() => requireSession(request(admin)))).toBeUndefined();
  });

  it("requireTeamSession: 401 without a session, 403 for an administrator, a team's passes", async () => {
    expect((await refusal(() => requireTeamSession(request(null))))?.statusCode).toBe(401);
    expect(await refusal(() => requireTeamSession(request(admin)))).toEqual({
      statusCode: 403,
      message: 'Only a signed-in team can do that',
    });
    expect(await refusal(() => requireTeamSession(request(team)))).toBeUndefined();
  });

  it("requireAdmin: 401 without a session, 403 for a team, an administrator's passes", async () => {
    expect((await refusal(() => requireAdmin(request(null))))?.statusCode).toBe(401);
    expect(await refusal(() => requireAdmin(request(team)))).toEqual({
      statusCode: 403,
      message: 'Administrator access is required',
    });
    expect(await refusal(() => requireAdmin(request(admin)))).toBeUndefined();
  });

  it('requireAdmin refuses judges and volunteers: an organiser only', async () => {
    expect((await refusal(() => requireAdmin(request(judge))))?.statusCode).toBe(403);
    expect((await refusal(() => requireAdmin(request(volunteer))))?.statusCode).toBe(403);
  });

  it('requireJudging: organisers and judges; requireFrontDesk: organisers and volunteers', async () => {
    for (const guard of [requireJudging, requireFrontDesk, requireTeamOrOrganiser]) {
      expect((await refusal(() => guard(request(null))))?.statusCode).toBe(401);
      expect(await refusal(() => guard(request(admin)))).toBeUndefined();
    }
    expect(await refusal(() => requireJudging(request(judge)))).toBeUndefined();
    expect(await refusal(() => requireJudging(request(volunteer)))).toEqual({
      statusCode: 403,
      message: 'Your role does not include this',
    });
    expect((await refusal(() => requireJudging(request(team))))?.statusCode).toBe(403);
    expect(await refusal(() => requireFrontDesk(request(volunteer)))).toBeUndefined();
    expect((await refusal(() => requireFrontDesk(request(judge))))?.statusCode).toBe(403);
    expect((await refusal(() => requireFrontDesk(request(team))))?.statusCode).toBe(403);
    expect(await refusal(() => requireTeamOrOrganiser(request(team)))).toBeUndefined();
    expect((await refusal(() => requireTeamOrOrganiser(request(judge))))?.statusCode).toBe(403);
    expect((await refusal(() => requireTeamOrOrganiser(request(volunteer))))?.statusCode).toBe(403);
  });

  it('are refused at start-up in any phase after the body is read', () => {
    const route = (hooks: Partial<RouteOptions>) =>
      ({ method: 'POST', url: '/api/x', handler: () => undefined, ...hooks }) as RouteOptions;
    const other = async () => undefined;
    expect(() => guardPhaseCheck(route({ onRequest: [requireAdmin] }))).not.toThrow();
    expect(() => guardPhaseCheck(route({ preHandler: [other] }))).not.toThrow();
    expect(() => guardPhaseCheck(route({}))).not.toThrow();
    expect(() => guardPhaseCheck(route({ preHandler: requireAdmin }))).toThrow(
      'POST /api/x: session guards run in onRequest, not preHandler',
    );
    expect(() => guardPhaseCheck(route({ preValidation: [other, requireSession] }))).toThrow(
      'not preValidation',
    );
    // A preParsing hook has another signature: the guard is put there on purpose, to be refused.
    expect(() => guardPhaseCheck(route({ preParsing: [requireTeamSession as never] }))).toThrow(
      'not preParsing',
    );
  });
});

describe('the session cache', () => {
  const loaded = (expiresAt: number) => async () => ({
    auth: team,
    expiresAt: new Date(expiresAt),
  });

  it("ends an entry at the session's expiry when that comes before its age limit", async () => {
    let now = 0;
    const cache = new SessionCache(100, 1000, () => now);
    await cache.resolve('t7', loaded(500));
    now = 499;
    expect(cache.get('t7')).toEqual(team);
    now = 500;
    expect(cache.get('t7')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('starts again empty when full, rather than growing', async () => {
    const cache = new SessionCache(2, 1000, () => 0);
    await cache.resolve('a', loaded(5000));
    await cache.resolve('b', loaded(5000));
    expect(cache.size).toBe(2);
    await cache.resolve('c', loaded(5000));
    expect(cache.size).toBe(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toEqual(team);
  });

  it('forgets only the revoked tokens; a flush forgets all, and a load that raced it', async () => {
    const cache = new SessionCache(100, 1000, () => 0);
    await cache.resolve('a', loaded(5000));
    await cache.resolve('b', loaded(5000));
    cache.revoke(['a']);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toEqual(team);

    let release!: () => void;
    const pending = cache.resolve(
      'c',
      () =>
        new Promise(
          (resolve) => (release = () => resolve({ auth: team, expiresAt: new Date(5000) })),
        ),
    );
    cache.flush();
    expect(cache.size).toBe(0);
    release();
    expect(await pending).toEqual(team);
    expect(cache.get('c')).toBeUndefined();
  });
});
