import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '../../../shared/contract/push.ts';
import { pushSubscriptions, sessions, teamDevices } from '../../db/schema.ts';
import {
  startFakePushService,
  type FakePushService,
  type TestBrowser,
} from '../../test/fake-push-service.ts';
import {
  signInAdmin,
  signInNewTeam,
  signInTeam,
  createTestApp,
  type TestApp,
} from '../../test/test-app.ts';

/**
 * A revoked device (decision 248): an organiser signs a team out on every device (a
 * phone lost or handed on). Its sessions end, no remember cookie brings one back, and nothing
 * for the team reaches any of those phones again; other teams keep their sessions and alerts.
 */

let t: TestApp;
let service: FakePushService;
let admin: string;
beforeAll(async () => {
  service = await startFakePushService();
  t = await createTestApp(
    { push: { extraHosts: [service.host] } },
    { push: { backoffMs: () => 20, timeoutMs: 10_000 } },
  );
  admin = await signInAdmin(t.app);
});
afterAll(async () => {
  await t.close();
  await service.close();
});

const alert = (title: string): PushPayload => ({
  type: 'announcement',
  title,
  body: 'Test',
  url: '/home',
});
const delivery = { ttl: 60, urgency: 'high' as const };
const subscribe = (cookie: string, browser: TestBrowser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { cookie },
    payload: browser.json,
  });
const signOutEverywhere = (teamId: number, cookie = admin) =>
  t.app.inject({ method: 'DELETE', url: `/api/teams/${teamId}/sessions`, headers: { cookie } });

describe('DELETE /api/teams/{id}/sessions', () => {
  it('ends every session of the team, forgets its devices, and no push for it reaches any of its phones again', async () => {
    const { team, cookie: phone } = await signInNewTeam(t);
    const laptop = await signInTeam(t.app, team);
    const other = await signInNewTeam(t);
    const [lostPhone, teamLaptop, otherPhone] = [
      service.browser(),
      service.browser(),
      service.browser(),
    ];
    expect((await subscribe(phone, lostPhone)).statusCode).toBe(201);
    expect((await subscribe(laptop, teamLaptop)).statusCode).toBe(201);
    expect((await subscribe(other.cookie, otherPhone)).statusCode).toBe(201);

    const response = await signOutEverywhere(team.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signedOut: 2 });

    expect(await t.db.select().from(sessions).where(eq(sessions.teamId, team.id))).toEqual([]);
    expect(await t.db.select().from(teamDevices).where(eq(teamDevices.teamId, team.id))).toEqual(
      [],
    );
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.teamId, team.id)),
    ).toEqual([]);

    t.app.push.send({ teamIds: [team.id, other.team.id] }, alert('After the sign-out'), delivery);
    t.app.push.send('everyone', alert('To everyone'), delivery);
    await t.app.push.idle();
    expect(service.payloadsFor(lostPhone)).toEqual([]);
    expect(service.payloadsFor(teamLaptop)).toEqual([]);
    expect(
      service.received.filter((r) =>
        [lostPhone, teamLaptop].some((b) => b.json.endpoint.endsWith(r.path)),
      ),
    ).toEqual([]);
    // Another team keeps its sign-in and its alerts.
    expect(
      service
        .payloadsFor(otherPhone)
        .map((p) => p.title)
        .sort(),
    ).toEqual(['After the sign-out', 'To everyone']);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: other.cookie } })).statusCode,
    ).toBe(200);
  });

  it('leaves the old cookies signed out: neither the session nor the remembered device brings the team back', async () => {
    const { team, cookie } = await signInNewTeam(t);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
    expect((await signOutEverywhere(team.id)).statusCode).toBe(200);
    // Every instance forgets the session through the hub; this one as soon as its notice arrives.
    let status = 200;
    for (let attempt = 0; attempt < 50 && status === 200; attempt++) {
      status = (await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(401);
    // The cookie jar still holds the remember cookie: it restores nothing.
    expect(
      (await t.app.inject({ url: `/api/auth/me?teamId=${team.id}`, headers: { cookie } }))
        .statusCode,
    ).toBe(401);
    // The team signs in again with its team code.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/team-login',
          payload: { teamId: team.id, joinCode: team.joinCode },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('is for organisers only, and says so for a team that does not exist', async () => {
    const { team, cookie } = await signInNewTeam(t);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/teams/${team.id}/sessions` })).statusCode,
    ).toBe(401);
    expect((await signOutEverywhere(team.id, cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
    const unknown = await signOutEverywhere(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Team not found' });
  });
});
