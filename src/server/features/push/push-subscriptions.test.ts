import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUSH_MESSAGES } from '../../../shared/contract/push.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service.ts';
import { createTestApp, signInAdmin, signInNewTeam, type TestApp } from '../../test/test-app.ts';

describe('push subscriptions', () => {
  let t: TestApp;
  let service: FakePushService;
  let team: Awaited<ReturnType<typeof signInNewTeam>>;
  let admin: string;
  beforeAll(async () => {
    service = await startFakePushService();
    t = await createTestApp({ push: { extraHosts: [service.host] } });
    admin = await signInAdmin(t.app);
  });
  // A team of its own per test: subscribing is rate-limited per team.
  beforeEach(async () => {
    team = await signInNewTeam(t);
  });
  afterAll(async () => {
    await t.close();
    await service.close();
  });

  const subscribe = (cookie: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });

  it('serves one VAPID public key, kept in the database for every instance', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ publicKey: string }>();
    expect(publicKey).toHaveLength(87);
    const restarted = await createTestApp({}, { database: t.database });
    try {
      expect(
        (await restarted.app.inject({ method: 'GET', url: '/api/push/public-key' })).json(),
      ).toEqual({ publicKey });
    } finally {
      await restarted.close();
    }
  });

  it('saves a subscription for the team (201), and the same endpoint again answers 200', async () => {
    const browser = service.browser();
    const first = await subscribe(team.cookie, browser.json);
    expect(first.statusCode, first.body).toBe(201);
    const again = await subscribe(team.cookie, browser.json);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ endpoint: browser.json.endpoint });
    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.json.endpoint));
    expect(rows).toMatchObject([{ teamId: team.team.id, adminId: null }]);
  });

  it('saves an administrator’s subscription as the administrator’s', async () => {
    const browser = service.browser();
    expect((await subscribe(admin, browser.json)).statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, browser.json.endpoint));
    expect(row!.teamId).toBeNull();
    expect(row!.adminId).not.toBeNull();
  });

  it('needs a session', async () => {
    expect((await subscribe(undefined, service.browser().json)).statusCode).toBe(401);
  });

  it('refuses endpoints outside the push services (no request forgery) with a clear 400', async () => {
    const { keys } = service.browser().json;
    const cases: Array<[string, string]> = [
      ['https://attacker.example/push/1', PUSH_MESSAGES.endpointNotAllowed],
      ['https://169.254.169.254/latest/meta-data', PUSH_MESSAGES.endpointNotAllowed],
      ['https://fcm.googleapis.com:8443/fcm/send/x', PUSH_MESSAGES.endpointNotAllowed],
      ['http://fcm.googleapis.com/fcm/send/x', PUSH_MESSAGES.endpointNotHttps],
      ['http://127.0.0.2:9/push', PUSH_MESSAGES.endpointNotHttps],
      ['ftp://fcm.googleapis.com/x', PUSH_MESSAGES.endpointNotHttps],
      ['https://user:pw@fcm.googleapis.com/fcm/send/x', PUSH_MESSAGES.endpointNotAllowed],
      ['not a url', PUSH_MESSAGES.endpointInvalid],
    ];
    for (const [endpoint, message] of cases) {
      const response = await subscribe(team.cookie, { endpoint, keys });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json().errors).toContainEqual({ field: 'endpoint', message });
    }
    // The vendors' own services are accepted.
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://web.push.apple.com/QX',
      'https://wns2-bn3p.notify.windows.com/w/?token=1',
    ]) {
      expect((await subscribe(team.cookie, { endpoint, keys })).statusCode, endpoint).toBe(201);
    }
  });

  it('refuses malformed keys with a 400 naming the key', async () => {
    const { endpoint, keys } = service.browser().json;
    const notOnCurve = `B${'A'.repeat(86)}`;
    const cases: Array<[unknown, string, string]> = [
      [{ ...keys, p256dh: 'short' }, 'keys.p256dh', PUSH_MESSAGES.p256dhInvalid],
      [{ ...keys, p256dh: notOnCurve }, 'keys.p256dh', PUSH_MESSAGES.p256dhInvalid],
      [
        { ...keys, p256dh: `${keys.p256dh.slice(0, 86)}+` },
        'keys.p256dh',
        PUSH_MESSAGES.p256dhInvalid,
      ],
      [{ ...keys, auth: 'x'.repeat(23) }, 'keys.auth', PUSH_MESSAGES.authInvalid],
      [{ p256dh: keys.p256dh }, 'keys.auth', PUSH_MESSAGES.authInvalid],
    ];
    for (const [badKeys, field, message] of cases) {
      const response = await subscribe(team.cookie, { endpoint, keys: badKeys });
      expect(response.statusCode, JSON.stringify(badKeys)).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
  });

  it('removes the session’s own subscription (204), not another’s', async () => {
    const browser = service.browser();
    await subscribe(team.cookie, browser.json);
    const remove = (cookie: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/push/subscriptions',
        headers: { cookie },
        payload: { endpoint: browser.json.endpoint },
      });
    const other = await signInNewTeam(t);
    expect((await remove(other.cookie)).statusCode).toBe(404);
    expect((await remove(team.cookie)).statusCode).toBe(204);
    expect(
      await t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, browser.json.endpoint)),
    ).toEqual([]);
    expect((await remove(team.cookie)).statusCode).toBe(404);
  });
});
