import Fastify, { type FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { guessCounters } from '../db/schema.ts';
import { HttpError } from '../http-errors.ts';
import { randomCode } from '../lib/crypto.ts';
import guessLimits from '../plugins/guess-limit.ts';
import { pruneGuessCounters } from '../plugins/guess-counters.repo.ts';
import { registerErrorHandling } from '../plugins/errors.ts';
import { buildRegisteredTeam } from '../test/factories.ts';
import { describeRaces } from '../test/races.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/test-app.ts';
import { clockAtWindowStart } from '../test/guess-clock.ts';
import { secondInstance } from '../test/second-instance.ts';
import { flood, slowedDown, teamLogin } from './team-code-flood.ts';

/**
 * Guess limits that a burst cannot race: misses were counted after each response,
 * so sixty concurrent wrong passwords were all checked and the right one in the same burst got
 * in. Attempts are now reserved in the database before the secret is checked. The bursts below
 * run on PostgreSQL, where they really run in parallel (a pool of 20 connections, and two app
 * instances); on PGlite they would run one at a time and prove nothing about the counting.
 */

describeRaces('guesses racing on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Counters use fixed ten-minute windows: the app's starts one with the tests, so none ends
    // under them (both instances keep the same clock).
    t = await createTestApp({}, { guessClock: clockAtWindowStart() });
    expect(t.database.engine).toBe('postgres');
  });
  afterAll(() => t.close());

  let addressCounter = 0;
  const freshAddress = () => `198.51.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

  const login = (
    app: FastifyInstance,
    password: string,
    remoteAddress: string,
    username = TEST_ADMIN.username,
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress,
    });

  /** Sends wrong passwords one at a time until refused; answers how many were still checked. */
  async function checksLeft(app: FastifyInstance, remoteAddress: string) {
    for (let checked = 0; checked < 50; checked++) {
      const response = await login(app, 'wrong-password', remoteAddress);
      if (response.statusCode === 429) return checked;
      expect(response.statusCode).toBe(401);
    }
    return Infinity;
  }

  const attemptsOn = async (key: string) =>
    (await t.db.select().from(guessCounters).where(eq(guessCounters.key, key)))[0]?.attempts;

  const checkedIn = (responses: { statusCode: number }[]) =>
    responses.filter((r) => r.statusCode === 401 || r.statusCode === 200).length;

  describe('a burst of admin passwords', () => {
    it('sixty wrong and the right one at once: ten are checked in all, the right one only among them', async () => {
      const address = freshAddress();
      const burst = await Promise.all([
        ...Array.from({ length: 60 }, () => login(t.app, 'wrong-password', address)),
        login(t.app, TEST_ADMIN.password, address),
      ]);
      expect(burst.every((r) => [200, 401, 429].includes(r.statusCode))).toBe(true);
      const checked = checkedIn(burst);
      expect(checked).toBeLessThanOrEqual(10);
      expect(checked + (await checksLeft(t.app, address))).toBe(10);
      // The limit holds the right password too, now.
      expect((await login(t.app, TEST_ADMIN.password, address)).statusCode).toBe(429);
    });

    it('rotating usernames from one address: thirty checks, then 429', async () => {
      const address = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 33; i++)
        statuses.push((await login(t.app, 'wrong', address, `someone-${i}`)).statusCode);
      expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(30)).toEqual([429, 429, 429]);
    });

    describe('on two instances sharing the database', () => {
      const second = secondInstance(() => t);

      it('counts a burst split between the instances once: ten checks in all', async () => {
        const address = freshAddress();
        const burst = await Promise.all(
          Array.from({ length: 60 }, (_, i) =>
            login(i % 2 ? second() : t.app, 'wrong-password', address),
          ),
        );
        const checked = checkedIn(burst);
        expect(checked).toBeLessThanOrEqual(10);
        const left = (await checksLeft(t.app, address)) + (await checksLeft(second(), address));
        // Never more than ten checks across both instances. A login refused because hashing was
        // busy gives its reservation back after its answer, so the sequential probe may start a
        // moment before that lands and find one check fewer, never one more.
        expect(checked + left).toBeLessThanOrEqual(10);
        expect(checked + left).toBeGreaterThanOrEqual(8);
      });
    });
  });

  describe('the reservation itself, with nothing else in the way', () => {
    let app: FastifyInstance;
    let handled = 0;
    beforeAll(async () => {
      app = Fastify();
      registerErrorHandling(app);
      await app.register(guessLimits, { db: t.db, clock: t.guessClock });
      app.post(
        '/guess',
        {
          config: {
            guessLimit: {
              counters: () => [{ key: 'race-test', max: 10, windowSeconds: 600 }],
              overLimit: { refuse: true },
            },
          },
        },
        async () => {
          handled++;
          // A slow check: no request of the burst answers before every one has reserved.
          await vi.waitFor(async () => expect(await attemptsOn('race-test')).toBe(60), {
            timeout: 10_000,
            interval: 10,
          });
          throw new HttpError(401, { message: 'wrong' });
        },
      );
      await app.ready();
    });
    afterAll(() => app.close());

    it('lets exactly ten of sixty concurrent attempts reach the check', async () => {
      const statuses = (
        await Promise.all(
          Array.from({ length: 60 }, () => app.inject({ method: 'POST', url: '/guess' })),
        )
      ).map((r) => r.statusCode);
      expect(handled).toBe(10);
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(50);
      expect(await attemptsOn('race-test')).toBe(60);
    });
  });

  describe('team codes in a burst', () => {
    it('N concurrent wrong codes count as N, and those past ten are slowed down', async () => {
      const team = await buildRegisteredTeam(t.db);
      const started = performance.now();
      const answeredAfter: number[] = [];
      const burst = await Promise.all(
        Array.from({ length: 40 }, () =>
          t.app
            .inject({
              method: 'POST',
              url: '/api/auth/team-login',
              payload: { teamId: team.id, joinCode: randomCode() },
              remoteAddress: '203.0.113.9',
            })
            .then((response) => {
              answeredAfter.push(performance.now() - started);
              return response;
            }),
        ),
      );
      expect(burst.every((r) => r.statusCode === 401)).toBe(true);
      expect(await attemptsOn(`team-code:team:${team.id}`)).toBe(40);
      expect(answeredAfter.filter((ms) => ms >= 1900)).toHaveLength(30);
    });
  });

  describe('counters no one can reset', () => {
    it('a hundred thousand other keys do not clear a limited one', async () => {
      const address = freshAddress();
      expect(await checksLeft(t.app, address)).toBe(10);
      await t.db.execute(sql`
      insert into guess_counters (key, window_start, attempts, expires_at)
      select 'admin-password:address:flood-' || i, now(), 1, now() + interval '10 minutes'
      from generate_series(1, 100000) as i`);
      expect((await login(t.app, TEST_ADMIN.password, address)).statusCode).toBe(429);
    });

    it('prunes counters whose window has ended, and only those', async () => {
      await t.db.insert(guessCounters).values([
        {
          key: 'prune:old',
          windowStart: new Date(Date.now() - 3_600_000),
          attempts: 5,
          expiresAt: new Date(Date.now() - 1000),
        },
        {
          key: 'prune:current',
          windowStart: new Date(),
          attempts: 5,
          expiresAt: new Date(Date.now() + 60_000),
        },
      ]);
      expect(await pruneGuessCounters(t.db)).toBeGreaterThanOrEqual(1);
      const keys = (await t.db.select({ key: guessCounters.key }).from(guessCounters)).map(
        (row) => row.key,
      );
      expect(keys).toContain('prune:current');
      expect(keys).not.toContain('prune:old');
    });
  });

  describe('team codes flooded on two instances sharing the database', () => {
    const second = secondInstance(() => t);

    it('takes the right code on either instance while both are flooded', async () => {
      const team = await buildRegisteredTeam(t.db);
      const wrong = flood([t.app, second()], team);
      await slowedDown(t, team);
      const [one, other] = await Promise.all([
        teamLogin(t.app, team, team.joinCode),
        teamLogin(second(), team, team.joinCode),
      ]);
      expect([one.statusCode, other.statusCode]).toEqual([200, 200]);
      expect((await wrong).every((r) => r.statusCode === 401)).toBe(true);
    });
  });
});
