import PgBoss from 'pg-boss';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '../../../shared/contract/push.ts';
import { openPostgres, type Database } from '../../db/client.ts';
import type { PushTuning } from '../../plugins/push.ts';
import {
  startFakePushService,
  type FakePushService,
  type TestBrowser,
} from '../../test/fake-push-service.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createTestApp, signInNewTeam, type TestApp } from '../../test/test-app.ts';

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

let service: FakePushService;
let database: TestDatabase;
const running: TestApp[] = [];
const extraDatabases: Database[] = [];

beforeAll(async () => {
  service = await startFakePushService();
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const t of running.splice(0)) await t.close();
});
afterAll(async () => {
  for (const extra of extraDatabases) await extra.close();
  await database.close();
  await service.close();
});

/** An app instance on the test's database (on PostgreSQL, with a pool of its own, as a process has). */
async function instance(push: PushTuning = tuning): Promise<TestApp> {
  let own: Database = database;
  if (database.url) {
    own = openPostgres(database.url, 5);
    extraDatabases.push(own);
  }
  const t = await createTestApp(
    { push: { extraHosts: [service.host] } },
    { database: own as TestDatabase, push },
  );
  running.push(t);
  return t;
}

async function subscribedTeams(t: TestApp, count: number): Promise<TestBrowser[]> {
  const browsers: TestBrowser[] = [];
  for (let i = 0; i < count; i++) {
    const { cookie } = await signInNewTeam(t);
    const browser = service.browser();
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

const titlesFor = (browser: TestBrowser) => service.payloadsFor(browser).map((p) => p.title);

/** Resolves once `condition` holds, looking every 20 ms, or fails after `ms`. */
async function eventually(condition: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Pushes in the queue whose payload mentions `text`, in the given state (or in any but `not`). */
async function queued(text: string, not?: string): Promise<number> {
  const { rows } = await database.executeSql(
    `select count(*)::int as n from pgboss.job where name = 'push-delivery' and data->>'payload' like $1 and ($2::text is null or state::text <> $2)`,
    [`%${text}%`, not ?? null],
  );
  return (rows as Array<{ n: number }>)[0]!.n;
}

describe('pushes pending at a restart', () => {
  it('are handed back by an instance that stops and sent once by the next', async () => {
    const first = await instance();
    const browsers = await subscribedTeams(first, 5);
    // The push service refuses each push once (503): each then waits an hour for its retry.
    for (const browser of browsers) service.answer(browser, 503, 1);
    const before = service.attempts;
    first.app.push.send('everyone', announcement('Restart'), delivery);
    await service.until(() => service.attempts - before >= browsers.length);
    for (const browser of browsers) expect(titlesFor(browser)).toEqual([]);

    await first.close();
    running.splice(running.indexOf(first), 1);
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
    await eventually(async () => (await queued('Takeover')) >= browsers.length);
    // A process takes every waiting push and dies before sending any (no complete, no release).
    const dead = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
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
    await eventually(async () => (await queued('Takeover', 'completed')) === 0);
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
    expect(await queued('Both', 'completed')).toBe(0);
  }, 30_000);
});
