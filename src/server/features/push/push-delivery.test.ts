import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNED_MESSAGES } from '../../../shared/canned-messages.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import {
  startFakePushService,
  type FakePushService,
  type TestBrowser,
} from '../../test/fake-push-service.ts';
import { buildBlock } from '../../test/factories-messaging.ts';
import { buildTimeslot } from '../../test/factories-scheduling.ts';
import { createTestApp, signInAdmin, signInNewTeam, type TestApp } from '../../test/test-app.ts';

/** Every push carries its own id (its queue job's, decision 272). */
const pushId = expect.stringMatching(/^[0-9a-f]{32}$/);

/**
 * The app's real Web Push requests reach a push service on 127.0.0.1,
 * which decrypts each with the subscribing browser's private key and auth secret.
 */
describe('push alerts delivered to a push service', () => {
  let t: TestApp;
  let service: FakePushService;
  let slowService: FakePushService;
  let admin: string;
  let publicKey: string;
  beforeAll(async () => {
    service = await startFakePushService();
    slowService = await startFakePushService();
    t = await createTestApp(
      { push: { extraHosts: [service.host, slowService.host] } },
      { push: { backoffMs: () => 20, timeoutMs: 60_000 } },
    );
    admin = await signInAdmin(t.app);
    publicKey = (await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).json<{
      publicKey: string;
    }>().publicKey;
  });
  afterAll(async () => {
    await t.close();
    await service.close();
    await slowService.close();
  });

  async function subscribedTeam(on: FakePushService = service) {
    const team = await signInNewTeam(t);
    const browser = on.browser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie: team.cookie },
      payload: browser.json,
    });
    expect(response.statusCode).toBe(201);
    return { ...team, browser };
  }
  const post = (cookie: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const pushesFor = async (browser: TestBrowser, count: number) => {
    await service.until(() => service.payloadsFor(browser).length >= count);
    return service.payloadsFor(browser);
  };

  it('signs with the served VAPID key and sends TTL and urgency', async () => {
    const { team, browser } = await subscribedTeam();
    const slot = await buildTimeslot(t.db, { startsInMinutes: 24 * 60 });
    expect(
      (
        await post(admin, '/api/interviews', {
          title: 'Judging',
          timeslotId: slot.id,
          teamId: team.id,
        })
      ).statusCode,
    ).toBe(201);
    await pushesFor(browser, 1);
    const [push] = service.received.filter((r) => browser.json.endpoint.endsWith(r.path));
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.urgency).toBe('high');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    const authorization = String(push!.headers.authorization);
    expect(authorization).toContain(`k=${publicKey}`);
    const jwt = authorization.slice('vapid t='.length).split(',')[0]!;
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as {
      aud: string;
    };
    expect(claims.aud).toBe(service.origin);
  });

  it('tells a team when an administrator books or cancels its interview, not when it does so itself', async () => {
    const { team, cookie, browser } = await subscribedTeam();
    const own = await buildTimeslot(t.db, { startsInMinutes: 2 * 24 * 60 });
    const booked = await post(cookie, '/api/interviews', {
      title: 'Own booking',
      timeslotId: own.id,
    });
    expect(booked.statusCode).toBe(201);
    const slot = await buildTimeslot(t.db, { startsInMinutes: 3 * 24 * 60 });
    const byAdmin = await post(admin, '/api/interviews', {
      title: 'Judging',
      timeslotId: slot.id,
      teamId: team.id,
    });
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/interviews/${byAdmin.json<{ id: number }>().id}`,
      headers: { cookie: admin },
    });
    expect(cancelled.statusCode).toBe(200);
    const payloads = await pushesFor(browser, 2);
    await t.app.push.idle();
    expect(service.payloadsFor(browser)).toHaveLength(2);
    expect(payloads.map((p) => p.type)).toEqual(['interview.changed', 'interview.changed']);
    expect(payloads[0]).toMatchObject({ title: 'Your interview changed', url: '/dashboard' });
    expect(payloads[1]!.body).toContain('cancelled');
  });

  it('reminds a team at once of an interview booked inside the lead time', async () => {
    const { team, cookie, browser } = await subscribedTeam();
    const slot = await buildTimeslot(t.db, { startsInMinutes: 10, room: 'Room B' });
    expect(
      (await post(cookie, '/api/interviews', { title: 'Judging', timeslotId: slot.id })).statusCode,
    ).toBe(201);
    const [reminder] = await pushesFor(browser, 1);
    expect(reminder).toEqual({
      id: pushId,
      type: 'interview.reminder',
      title: expect.stringMatching(/^Interview in (9|10) minutes$/),
      // The start on the venue's clock (decision 154): the server's zone here.
      body: expect.stringMatching(
        /^Judging at \d{1,2}:\d{2} [AP]M [A-Z+\d:-]+, Room B\. Head to the judging area now\.$/,
      ),
      url: '/dashboard',
    });
    expect(team.id).toBeGreaterThan(0);
  });

  it('pushes a message to its receiver with the canned text, unless the receiver blocked the sender', async () => {
    const receiver = await subscribedTeam();
    const sender = await signInNewTeam(t);
    const content = CANNED_MESSAGES[3]!.text;
    expect(
      (await post(sender.cookie, '/api/messages', { content, receiverTeamId: receiver.team.id }))
        .statusCode,
    ).toBe(201);
    const [message] = await pushesFor(receiver.browser, 1);
    expect(message).toEqual({
      id: pushId,
      type: 'message.received',
      title: `Message from ${sender.team.name}`,
      body: content,
      url: '/messages',
    });

    const blocked = await signInNewTeam(t);
    await buildBlock(t.db, receiver.team, blocked.team);
    await post(blocked.cookie, '/api/messages', { content, receiverTeamId: receiver.team.id });
    await t.app.push.idle();
    expect(service.payloadsFor(receiver.browser)).toHaveLength(1);
  });

  it('pushes an announcement to every subscriber, teams and administrators', async () => {
    const a = await subscribedTeam();
    const b = await subscribedTeam();
    const adminBrowser = service.browser();
    expect((await post(admin, '/api/push/subscriptions', adminBrowser.json)).statusCode).toBe(201);
    const posted = await post(admin, '/api/announcements', {
      title: 'Lunch',
      body: 'Lunch is served in hall C.',
    });
    expect(posted.statusCode).toBe(201);
    const expected = {
      id: pushId,
      type: 'announcement',
      title: 'Lunch',
      body: 'Lunch is served in hall C.',
      url: '/home',
    };
    for (const browser of [a.browser, b.browser, adminBrowser])
      expect(await pushesFor(browser, 1)).toContainEqual(expected);
  });

  it('removes a subscription the push service says is gone (410), and retries a busy one (503, 429)', async () => {
    const gone = await subscribedTeam();
    const busy = await subscribedTeam();
    service.answer(gone.browser, 410);
    service.answer(busy.browser, 503, 2);
    service.answer(busy.browser, 429, 1);
    await post(admin, '/api/announcements', { title: 'Schedule', body: 'Finals start at 3 pm.' });
    await t.app.push.idle();
    expect(
      await t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, gone.browser.json.endpoint)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, busy.browser.json.endpoint)),
    ).toHaveLength(1);
    expect(service.payloadsFor(busy.browser)).toContainEqual(
      expect.objectContaining({ title: 'Schedule' }),
    );
  });

  it('lets one push service that never answers hold up no other', async () => {
    const stuck = await subscribedTeam(slowService);
    slowService.hold(stuck.browser);
    const fast = await subscribedTeam();
    await post(admin, '/api/announcements', { title: 'Doors', body: 'Doors open at 8.' });
    await service.until(() => service.payloadsFor(fast.browser).some((p) => p.title === 'Doors'));
    await slowService.until(() => slowService.attempts > 0);
    expect(slowService.received).toHaveLength(0);
    slowService.release();
    await t.app.push.idle();
  });
});
