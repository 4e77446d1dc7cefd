import PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import type { PushPayload } from '../../../shared/contract/push.ts';
import type { PushTuning } from '../../plugins/push.ts';
import type { TestBrowser } from '../../test/fake-push-service.ts';
import { eventually, usePushInstances } from '../../test/push-instances.ts';
import { signInNewTeam, type TestApp } from '../../test/test-app.ts';

/**
 * Pending pushes live in the database (decision 253): an instance that stops hands back what it
 * had not sent, one that dies loses nothing either, and whichever instance is alive sends each
 * push once. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
const announcement = (title: string): PushPayload => ({
  type: 'announcement',
  title,
  body: `${title}.`,
  url: '/home',
});
const delivery = { ttl: 600, urgency: 'normal' } as const;
/** Fast polling for the test; a retry far in the future, so a refused push stays pending. */
const tuning: PushTuning = { pollMs: 50, backoffMs: () => 600_000, timeoutMs: 5_000 };

const suite = usePushInstances({ push: tuning });
const { instance, stop } = suite;

async function subscribedTeams(t: TestApp, count: number): Promise<TestBrowser[]> {
  const browsers: TestBrowser[] = [];
  for (let i = 0; i < count; i++) {
    const { cookie } = await signInNewTeam(t);
    const browser = suite.service.browser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { cookie },
      payload: browser.json,
    });
    expect(response.statusCode).toBe(201);
    browsers.push(browser);
  }
  return browsers;
}

const titlesFor = (browser: TestBrowser) => suite.service.payloadsFor(browser).map((p) => p.title);

describe('pushes pending at a restart', () => {
  it('are handed back by an instance that stops and sent once by the next', async () => {
    const first = await instance();
    const browsers = await subscribedTeams(first, 5);
    // The push service refuses each push once (503): each then waits an hour for its retry.
    for (const browser of browsers) suite.service.answer(browser, 503, 1);
    const before = suite.service.attempts;
    first.app.push.send('everyone', announcement('Restart'), delivery);
    await suite.service.until(() => suite.service.attempts - before >= browsers.length);
    for (const browser of browsers) expect(titlesFor(browser)).toEqual([]);

    await stop(first);
    const second = await instance();
    await eventually(() => browsers.every((browser) => titlesFor(browser).length > 0));
    await second.app.push.idle();
    for (const browser of browsers) expect(titlesFor(browser)).toEqual(['Restart']);
  });

  it('held by an instance that died are taken over once they expire, and sent once', async () => {
    // This instance only queues (it takes nothing), and makes the queue's holds expire in 2 s.
    const writer = await instance({ ...tuning, maxHeld: 0, expireSeconds: 2 });
    const browsers = await subscribedTeams(writer, 3);
    writer.app.push.send('everyone', announcement('Takeover'), delivery);
    await eventually(async () => (await suite.queued('Takeover')) >= browsers.length);
    // A process takes every waiting push and dies before sending any (no complete, no release).
    const dead = new PgBoss({
      db: { executeSql: (text, values) => suite.database.executeSql(text, values) },
      schema: 'pgboss',
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await dead.start();
    const taken = await dead.fetch('push-delivery', { batchSize: 100 });
    expect(taken.length).toBeGreaterThanOrEqual(browsers.length);
    await dead.stop({ graceful: false, close: false, wait: true });

    await instance({ ...tuning, expireSeconds: 2 });
    await eventually(
      () => browsers.every((browser) => titlesFor(browser).includes('Takeover')),
      20_000,
    );
    // Every push done: none is left to be sent a second time.
    await eventually(async () => (await suite.queued('Takeover', 'not completed')) === 0);
    for (const browser of browsers)
      expect(titlesFor(browser).filter((title) => title === 'Takeover')).toEqual(['Takeover']);
  }, 30_000);

  it('are sent once when two instances take from the queue together', async () => {
    const small = { ...tuning, maxHeld: 4, pollMs: 10 };
    const a = await instance(small);
    const b = await instance(small);
    const browsers = await subscribedTeams(a, 4);
    const titles = Array.from({ length: 20 }, (_, i) => `Both ${i}`);
    for (const [i, title] of titles.entries())
      (i % 2 === 0 ? a : b).app.push.send('everyone', announcement(title), delivery);
    await eventually(() =>
      browsers.every(
        (browser) => titlesFor(browser).filter((t) => t.startsWith('Both')).length >= titles.length,
      ),
    );
    await Promise.all([a.app.push.idle(), b.app.push.idle()]);
    for (const browser of browsers)
      expect(
        titlesFor(browser)
          .filter((t) => t.startsWith('Both'))
          .sort(),
      ).toEqual([...titles].sort());
    expect(await suite.queued('Both', 'not completed')).toBe(0);
  }, 30_000);
});
