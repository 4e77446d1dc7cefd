import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_SUBSCRIPTIONS_PER_OWNER, type PushPayload } from '../../../shared/contract/push.ts';
import { pushSubscriptions, sessions } from '../../db/schema.ts';
import { hashToken } from '../../lib/crypto.ts';
import type { Auth } from '../../plugins/session-auth.ts';
import { SESSION_COOKIE } from '../../plugins/sessions.ts';
import {
  startFakePushService,
  type FakePushService,
  type TestBrowser,
} from '../../test/fake-push-service.ts';
import {
  cookiesFrom,
  createTestApp,
  signInNewTeam,
  signInTeam,
  type TestApp,
} from '../../test/test-app.ts';

/**
 * A phone's alerts belong to the session that turned them on (decision 230): however that
 * session ends, nothing more for the team reaches the phone. And no team's subscriptions, however
 * many it tries to make, hold up or push out another team's alert.
 */

let t: TestApp;
let service: FakePushService;
beforeAll(async () => {
  service = await startFakePushService();
  t = await createTestApp(
    { push: { extraHosts: [service.host] } },
    { push: { backoffMs: () => 20, timeoutMs: 10_000 } },
  );
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
const tokenHashOf = (cookie: string) =>
  hashToken(
    cookie
      .split('; ')
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
      .split('=')[1]!,
  );

/** Every way a session ends, each leaving the team's other, live session subscribed. */
const endings: Record<
  string,
  (t: TestApp, cookie: string, team: { id: number; joinCode: string }) => Promise<void>
> = {
  'Log Out': async (t, cookie) => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } }))
        .statusCode,
    ).toBe(204);
  },
  'the session expiring': async (t, cookie) => {
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, tokenHashOf(cookie)));
  },
  'a new sign-in on the same phone': async (t, cookie, team) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/team-login',
      headers: { cookie },
      payload: { teamId: team.id, joinCode: team.joinCode },
    });
    expect(response.statusCode).toBe(200);
    expect(cookiesFrom(response, cookie)).not.toBe(cookie);
  },
  'the session being deleted (swept, or its person removed)': async (t, cookie) => {
    await t.db.delete(sessions).where(eq(sessions.tokenHash, tokenHashOf(cookie)));
  },
};

describe.each(Object.keys(endings))('after %s', (ending) => {
  it('a push to that phone is never sent; the team’s other phone still gets it', async () => {
    const { team, cookie } = await signInNewTeam(t);
    const otherPhone = await signInTeam(t.app, team);
    const phone = service.browser();
    const stillSignedIn = service.browser();
    expect((await subscribe(cookie, phone)).statusCode).toBe(201);
    expect((await subscribe(otherPhone, stillSignedIn)).statusCode).toBe(201);

    await endings[ending]!(t, cookie, team);
    const attemptsBefore = service.attempts;
    t.app.push.send({ teamIds: [team.id] }, alert('After the session ended'), delivery);
    t.app.push.send('everyone', alert('To everyone'), delivery);
    await t.app.push.idle();

    expect(service.payloadsFor(phone)).toEqual([]);
    // Each send looks its subscriptions up on its own (on PostgreSQL, side by side): any order.
    expect(
      service
        .payloadsFor(stillSignedIn)
        .map((p) => p.title)
        .sort(),
    ).toEqual(['After the session ended', 'To everyone']);
    // The service records every push that reaches a browser it knows: none was even attempted.
    expect(service.received.filter((r) => phone.json.endpoint.endsWith(r.path))).toEqual([]);
    expect(service.attempts).toBeGreaterThan(attemptsBefore);
  });
});

describe('a team’s subscriptions are capped', () => {
  it(`keeps the ${PUSH_SUBSCRIPTIONS_PER_OWNER} newest, replacing the oldest`, async () => {
    const { team, cookie } = await signInNewTeam(t);
    const auth = (await t.app.sessionOf({
      cookies: { [SESSION_COOKIE]: cookie.split('; ')[0]!.split('=')[1]! },
    } as never)) as Auth;
    expect(auth.kind).toBe('team');
    const browsers = Array.from({ length: PUSH_SUBSCRIPTIONS_PER_OWNER + 5 }, () =>
      service.browser(),
    );
    for (const browser of browsers) await t.app.push.subscribe(auth, browser.json);
    const kept = await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.teamId, team.id));
    expect(kept.map((row) => row.endpoint).sort()).toEqual(
      browsers
        .slice(5)
        .map((b) => b.json.endpoint)
        .sort(),
    );
    // Turning alerts on again on an old phone makes it the newest.
    await t.app.push.subscribe(auth, browsers[5]!.json);
    await t.app.push.subscribe(auth, service.browser().json);
    const after = await t.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.teamId, team.id));
    expect(after).toHaveLength(PUSH_SUBSCRIPTIONS_PER_OWNER);
    expect(after.map((row) => row.endpoint)).toContain(browsers[5]!.json.endpoint);
    expect(after.map((row) => row.endpoint)).not.toContain(browsers[6]!.json.endpoint);
  });
});

describe('a team registering 3,000 subscriptions', () => {
  it('is refused past the rate limit and the cap, and another team’s alert arrives within a second', async () => {
    const flooder = await signInNewTeam(t);
    const statuses = new Map<number, number>();
    const started = Date.now();
    for (let i = 0; i < 3000; i++) {
      const { statusCode } = await subscribe(flooder.cookie, service.browser());
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    }
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(statuses.get(201)).toBeLessThanOrEqual(PUSH_SUBSCRIPTIONS_PER_OWNER);
    expect(statuses.get(429)).toBeGreaterThanOrEqual(3000 - PUSH_SUBSCRIPTIONS_PER_OWNER);
    const [{ n }] = (await t.db
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.teamId, flooder.team.id))) as [{ n: number }];
    expect(n).toBeLessThanOrEqual(PUSH_SUBSCRIPTIONS_PER_OWNER);

    // A backlog for the flooding team: 150 alerts to each of its subscriptions (3,000 pushes, more
    // than its lane holds), queued on the same push service before another team's one alert.
    const other = await signInNewTeam(t);
    const otherPhone = service.browser();
    expect((await subscribe(other.cookie, otherPhone)).statusCode).toBe(201);
    const before = service.attempts;
    for (let i = 0; i < 150; i++)
      t.app.push.send({ teamIds: [flooder.team.id] }, alert(`Flood ${i}`), delivery);
    // The flood is queued and flowing before the other team's alert is sent.
    await service.until(() => service.attempts - before >= 100);
    const sentAt = Date.now();
    t.app.push.send({ teamIds: [other.team.id] }, alert('Your interview moved'), delivery);
    await service.until(() => service.payloadsFor(otherPhone).length > 0);
    const delayMs = Date.now() - sentAt;
    const floodSent = service.attempts - before;
    console.warn(
      `another team's alert arrived ${delayMs} ms after it was sent; ${floodSent} of the flood's 3,000 pushes had been sent by then`,
    );
    expect(delayMs).toBeLessThan(1000);
    // It went ahead of the flood's backlog, not after it.
    expect(floodSent).toBeLessThan(1500);
    await t.app.push.idle();
    expect(service.payloadsFor(otherPhone).map((p) => p.title)).toEqual(['Your interview moved']);
  }, 120_000);
});
