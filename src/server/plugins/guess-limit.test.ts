import { request as httpRequest } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppDb } from '../db/client.ts';
import { guessCounters } from '../db/schema.ts';
import { HttpError, RetryLaterError } from '../http-errors.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { registerErrorHandling } from './errors.ts';
import { releaseAttempt, reserveAttempt, windowStartSql } from './guess-counters.repo.ts';
import { clockAtWindowStart } from '../test/guess-clock.ts';
import guessLimits, { type GuessLimit } from './guess-limit.ts';

/**
 * The guess-limit plugin on a bare Fastify app and a PGlite database (decision 105): which
 * answers keep an attempt counted and which give it back, the in-flight slots of limits that may
 * refuse, the prune timer, and the warnings when the database says no. The same limits under
 * real concurrency are in security/guess-limit.race.test.ts.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
afterEach(() => vi.useRealTimers());

interface LogLine {
  level: number;
  msg: string;
  err?: { message: string };
}

/** The app's log lines, and a promise for the first line that matches. */
function captureLogs() {
  const lines: LogLine[] = [];
  const waiting: { match: (line: LogLine) => boolean; resolve: () => void }[] = [];
  return {
    lines,
    stream: {
      write(text: string) {
        const line = JSON.parse(text) as LogLine;
        lines.push(line);
        for (const waiter of waiting) if (waiter.match(line)) waiter.resolve();
      },
    },
    when: (match: (line: LogLine) => boolean) =>
      new Promise<void>((resolve) =>
        lines.some(match) ? resolve() : waiting.push({ match, resolve }),
      ),
  };
}

const isError = (line: LogLine) => line.level >= 50;

/** A handler that answers only when the test lets it. */
function heldHandler() {
  const held: (() => void)[] = [];
  return {
    held,
    handler: async () => {
      await new Promise<void>((resolve) => held.push(resolve));
      return { ok: true };
    },
    /** Resolves once `count` requests are waiting in the handler. */
    arrived: (count: number) =>
      vi.waitFor(() => expect(held.length).toBe(count), { timeout: 10_000, interval: 5 }),
  };
}

let keys = 0;
const freshKey = (name: string) => `test:${name}:${++keys}`;

/**
 * A bare app with the plugin on `db`. `send` answers once the plugin's own onResponse work (giving
 * an attempt back) is done, or an error was logged.
 */
async function guessApp(db: AppDb, routes: (app: FastifyInstance) => void) {
  const logs = captureLogs();
  const app = Fastify({ logger: { level: 'info', stream: logs.stream } });
  registerErrorHandling(app);
  await app.register(guessLimits, { db });
  const done = new Map<string, () => void>();
  app.addHook('onResponse', async (request) => done.get(String(request.headers['x-probe']))?.());
  // Runs after the plugin's own abort hook.
  const hungUp = new Promise<void>((resolve) =>
    app.addHook('onRequestAbort', async (_request) => resolve()),
  );
  routes(app);
  await app.ready();
  let probes = 0;
  async function send(url: string, payload: object = {}) {
    const probe = String(++probes);
    const finished = new Promise<void>((resolve) => done.set(probe, resolve));
    const response = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'x-probe': probe },
    });
    await Promise.race([finished, logs.when(isError)]);
    return response;
  }
  return { app, logs, send, hungUp };
}

const attemptsOn = async (key: string) =>
  (await database.db.select().from(guessCounters).where(eq(guessCounters.key, key)))[0]?.attempts;

/** A database whose `method` fails, as when the connection is lost. */
const failing = (method: 'update' | 'delete'): AppDb =>
  new Proxy(database.db, {
    get: (target, property, receiver) =>
      property === method
        ? () => {
            throw new Error(`${method} refused`);
          }
        : Reflect.get(target, property, receiver),
  });

/** A limit that refuses over `max` attempts on one counter. */
const refusing = (key: string, max = 5, inFlight?: GuessLimit['inFlight']): GuessLimit => ({
  counters: () => [{ key, max, windowSeconds: 600 }],
  overLimit: { refuse: true },
  inFlight,
});

/** A route checking a secret: 'right' passes; 'busy' is refused before the check, 'wrong' gets 401. */
const checkSecret = async (request: { body: unknown }) => {
  const { secret } = request.body as { secret: string };
  if (secret === 'busy') throw new RetryLaterError(7);
  if (secret === 'other-429') throw new HttpError(429, { message: 'Too many uploads waiting' });
  if (secret !== 'right') throw new HttpError(401, { message: 'Wrong secret' });
  return { ok: true };
};

describe('which answers keep an attempt counted', () => {
  it('a wrong secret (401) keeps it, without Retry-After; a right one gives it back, and only its own', async () => {
    const key = freshKey('right-wrong');
    await database.db.insert(guessCounters).values({
      key: 'test:bystander',
      windowStart: new Date(),
      attempts: 3,
      expiresAt: new Date(Date.now() + 600_000),
    });
    // Slowed down rather than refused, and no in-flight slots: a team code's kind of limit.
    const limit: GuessLimit = {
      counters: () => [{ key, max: 5, windowSeconds: 600 }],
      overLimit: { slowDownMs: 0 },
    };
    const { app, send } = await guessApp(database.db, (a) =>
      a.post('/check', { config: { guessLimit: limit } }, checkSecret),
    );

    const wrong = await send('/check', { secret: 'wrong' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['retry-after']).toBeUndefined();
    expect(await attemptsOn(key)).toBe(1);

    expect((await send('/check', { secret: 'right' })).statusCode).toBe(200);
    // Given back after the answer has gone (onResponse): on PostgreSQL's pool, a moment later.
    await expect.poll(() => attemptsOn(key)).toBe(1);
    expect(await attemptsOn('test:bystander')).toBe(3);
    await app.close();
  });

  it('a refusal before the check (hashing busy) gives it back and says when to retry', async () => {
    const key = freshKey('busy');
    const { app, send } = await guessApp(database.db, (a) =>
      a.post('/check', { config: { guessLimit: refusing(key) } }, checkSecret),
    );
    const busy = await send('/check', { secret: 'busy' });
    expect(busy.statusCode).toBe(429);
    expect(busy.headers['retry-after']).toBe('7');
    await expect.poll(() => attemptsOn(key)).toBe(0);
    await app.close();
  });

  it('a 429 that is not a retry-later refusal keeps it', async () => {
    const key = freshKey('other-429');
    const { app, send } = await guessApp(database.db, (a) =>
      a.post('/check', { config: { guessLimit: refusing(key) } }, checkSecret),
    );
    const refused = await send('/check', { secret: 'other-429' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeUndefined();
    expect(await attemptsOn(key)).toBe(1);
    await app.close();
  });

  it('over the limit: 429 without checking, Retry-After until the latest of its windows ends', async () => {
    const minute = freshKey('minute');
    const day = freshKey('day');
    let checked = 0;
    const limit: GuessLimit = {
      counters: () => [
        { key: minute, max: 0, windowSeconds: 60 },
        { key: day, max: 0, windowSeconds: 86_400 },
      ],
      overLimit: { refuse: true },
    };
    const { app, send } = await guessApp(database.db, (a) =>
      a.post('/check', { config: { guessLimit: limit } }, async () => {
        checked++;
        return { ok: true };
      }),
    );
    const before = Date.now();
    const refused = await send('/check');
    const after = Date.now();
    expect(refused.statusCode).toBe(429);
    expect(checked).toBe(0);
    const [dayRow] = await database.db
      .select()
      .from(guessCounters)
      .where(eq(guessCounters.key, day));
    const until = dayRow!.expiresAt.getTime();
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(Math.ceil((until - after) / 1000));
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil((until - before) / 1000));
    // The refused attempt stays counted.
    expect(await attemptsOn(day)).toBe(1);
    await app.close();
  });

  it('a counter seen over refuses the next attempts without writing them, whatever else they carry', async () => {
    const burst = freshKey('burst');
    let attempt = 0;
    const limit: GuessLimit = {
      // A new username each time, as a burst with random usernames sends.
      counters: () => [
        { key: `${burst}:address`, max: 2, windowSeconds: 600 },
        { key: `${burst}:user-${++attempt}`, max: 10, windowSeconds: 600 },
      ],
      overLimit: { refuse: true },
    };
    const { app, send } = await guessApp(database.db, (a) =>
      a.post('/check', { config: { guessLimit: limit } }, checkSecret),
    );
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await send('/check', { secret: 'wrong' }));
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 429, 429, 429, 429]);
    const [first, ...later] = answers
      .slice(2)
      .map((answer) => Number(answer.headers['retry-after']));
    expect(first).toBeGreaterThan(0);
    for (const seconds of later) expect(seconds).toBeOneOf([first, first! - 1]);
    // Counted up to the attempt that found it over; the later ones were refused from memory.
    expect(await attemptsOn(`${burst}:address`)).toBe(3);
    const written = await database.db
      .select({ key: guessCounters.key })
      .from(guessCounters)
      .where(sql`${guessCounters.key} like ${`${burst}:user-%`}`);
    expect(written.map((row) => row.key).sort()).toEqual(
      [1, 2, 3].map((n) => `${burst}:user-${n}`),
    );
    await app.close();
  });

  it('logs a warning when giving an attempt back fails, and still answers', async () => {
    const key = freshKey('release-fails');
    const { app, logs, send } = await guessApp(failing('update'), (a) =>
      a.post('/check', { config: { guessLimit: refusing(key) } }, checkSecret),
    );
    expect((await send('/check', { secret: 'right' })).statusCode).toBe(200);
    await logs.when((line) => line.level === 40);
    expect(logs.lines.filter((line) => line.level === 40)).toEqual([
      expect.objectContaining({
        msg: 'could not give a guess reservation back',
        err: expect.objectContaining({ message: 'update refused' }),
      }),
    ]);
    expect(await attemptsOn(key)).toBe(1);
    await app.close();
  });
});

describe('attempts in progress at once (limits that may refuse)', () => {
  const slots = { max: 2, retryAfterSeconds: 5 };

  it('refuses one over the maximum at once with Retry-After; an answered one frees exactly one slot', async () => {
    const route = heldHandler();
    const { app, send } = await guessApp(database.db, (a) =>
      a.post(
        '/slow',
        { config: { guessLimit: refusing(freshKey('slots'), 100, slots) } },
        route.handler,
      ),
    );
    // One after the other into the handler, so that held[0] is the first's: on PostgreSQL's pool
    // the second's reservation may otherwise come back first.
    const first = send('/slow');
    await route.arrived(1);
    const second = send('/slow');
    await route.arrived(2);
    const third = await send('/slow');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('5');

    route.held[0]!();
    expect((await first).statusCode).toBe(200);
    const fourth = send('/slow');
    await route.arrived(3);
    expect((await send('/slow')).statusCode).toBe(429);

    for (const release of route.held) release();
    expect((await Promise.all([second, fourth])).map((r) => r.statusCode)).toEqual([200, 200]);
    await app.close();
  });

  it('a slot its request never frees frees itself after a minute, and only once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const route = heldHandler();
    const { app, send } = await guessApp(database.db, (a) =>
      a.post(
        '/slow',
        {
          config: {
            guessLimit: refusing(freshKey('stuck'), 100, { max: 1, retryAfterSeconds: 5 }),
          },
        },
        route.handler,
      ),
    );
    const stuck = send('/slow');
    await route.arrived(1);
    expect((await send('/slow')).statusCode).toBe(429);
    vi.advanceTimersByTime(60_000);
    const next = send('/slow');
    await route.arrived(2);

    // The stuck request answers at last: its slot is already free, the next one's is not.
    route.held[0]!();
    expect((await stuck).statusCode).toBe(200);
    expect((await send('/slow')).statusCode).toBe(429);
    route.held[1]!();
    expect((await next).statusCode).toBe(200);
    await app.close();
  });

  it('a client that hangs up while sending frees its slot at once', async () => {
    const route = heldHandler();
    let started: () => void = () => undefined;
    const slotTaken = new Promise<void>((resolve) => (started = resolve));
    const limit = refusing(freshKey('abort'), 100, { max: 1, retryAfterSeconds: 5 });
    const { app, send, hungUp } = await guessApp(database.db, (a) => {
      a.post(
        '/slow',
        { config: { guessLimit: limit }, onRequest: async () => started() },
        route.handler,
      );
    });
    const client = hangUpWhileSending(await app.listen({ port: 0, host: '127.0.0.1' }), '/slow');
    await slotTaken;
    client.destroy();
    await hungUp;

    const next = send('/slow');
    await route.arrived(1);
    route.held[0]!();
    expect((await next).statusCode).toBe(200);
    await app.close();
  });

  it('a client hanging up on a route without slots logs no error', async () => {
    let started: () => void = () => undefined;
    const requested = new Promise<void>((resolve) => (started = resolve));
    const { app, logs, hungUp } = await guessApp(database.db, (a) => {
      a.post('/plain', { onRequest: async () => started() }, async () => ({ ok: true }));
    });
    const client = hangUpWhileSending(await app.listen({ port: 0, host: '127.0.0.1' }), '/plain');
    await requested;
    client.destroy();
    await Promise.race([hungUp, logs.when(isError)]);
    expect(logs.lines.filter(isError)).toEqual([]);
    await app.close();
  });
});

/** A POST on a real connection that sends half its body; the test then hangs up. */
function hangUpWhileSending(address: string, path: string) {
  const client = httpRequest({
    host: '127.0.0.1',
    port: Number(new URL(address).port),
    path,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': '100' },
  });
  client.on('error', () => undefined);
  client.write('{"secret":');
  return client;
}

describe('the prune timer', () => {
  const expired = (key: string) => ({
    key,
    windowStart: new Date(Date.now() - 3_600_000),
    attempts: 4,
    expiresAt: new Date(Date.now() - 1000),
  });

  it('removes ended windows every minute, and stops when the app closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { app } = await guessApp(database.db, () => undefined);
    const old = freshKey('old');
    await database.db.insert(guessCounters).values(expired(old));
    vi.advanceTimersByTime(60_000);
    await vi.waitFor(async () => expect(await attemptsOn(old)).toBeUndefined(), {
      timeout: 10_000,
      interval: 20,
    });

    await app.close();
    const later = freshKey('after-close');
    await database.db.insert(guessCounters).values(expired(later));
    vi.advanceTimersByTime(120_000);
    // A prune started by the timer would be queued before this read.
    await new Promise((resolve) => setImmediate(resolve));
    expect(await attemptsOn(later)).toBe(4);
    await database.db.delete(guessCounters).where(eq(guessCounters.key, later));
  });

  it('logs a warning when pruning fails', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { app, logs } = await guessApp(failing('delete'), () => undefined);
    vi.advanceTimersByTime(60_000);
    await logs.when((line) => line.level === 40);
    expect(logs.lines.filter((line) => line.level === 40)).toEqual([
      expect.objectContaining({
        msg: 'could not prune guess counters',
        err: expect.objectContaining({ message: 'delete refused' }),
      }),
    ]);
    await app.close();
  });
});

describe('the plugin for plugins that depend on it', () => {
  it('is named guess-limits and declares the request properties it sets', async () => {
    const app = Fastify();
    await app.register(guessLimits, { db: database.db });
    const dependent = fp(async () => undefined, {
      name: 'needs-guess-limits',
      dependencies: ['guess-limits'],
      decorators: { request: ['guessReservation', 'releaseGuessSlot', 'secretUnchecked'] },
    });
    await app.register(dependent);
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });
});

describe('counters in the database', () => {
  it('giving back never goes below zero, and giving back nothing changes nothing', async () => {
    const key = freshKey('floor');
    const reserved = await reserveAttempt(database.db, [{ key, max: 5, windowSeconds: 600 }]);
    await releaseAttempt(database.db, reserved);
    await releaseAttempt(database.db, reserved);
    expect(await attemptsOn(key)).toBe(0);

    await reserveAttempt(database.db, [{ key, max: 5, windowSeconds: 600 }]);
    await releaseAttempt(database.db, []);
    expect(await attemptsOn(key)).toBe(1);
  });
});

describe("the administrator password's limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Counters use fixed windows: the app's starts one with the test, so none ends under it.
    t = await createTestApp({}, { guessClock: clockAtWindowStart() });
  });
  afterAll(() => t.close());

  it('a username tried a hundred times in the window, from any addresses, is refused from a new one', async () => {
    const window = windowStartSql(600, t.guessClock);
    await t.db.execute(sql`
      insert into guess_counters (key, window_start, attempts, expires_at)
      values (${`admin-password:user:${TEST_ADMIN.username}`}, ${window}, 100, ${window} + interval '600 seconds')`);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: TEST_ADMIN,
      remoteAddress: '198.51.100.77',
    });
    expect(response.statusCode).toBe(429);
  });
});
