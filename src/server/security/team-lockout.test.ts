import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomCode } from '../lib/crypto.ts';
import { buildRegisteredTeam, buildTeam, validConsent } from '../test/factories.ts';
import { createTestApp, signInAdmin, type TestApp } from '../test/test-app.ts';
import { windowStartSql } from '../plugins/guess-counters.repo.ts';
import { clockAtWindowStart } from '../test/guess-clock.ts';
import { flood, slowedDown, teamLogin, VENUE } from './team-code-flood.ts';

/**
 * No one can lock a team out: ten wrong codes from anyone blocked a team's right code
 * for ten minutes, and at a venue every phone shares one address. Wrong guesses now slow code
 * checks down; the right code is always taken (decision 106).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a flood of wrong codes from the venue address', () => {
  it('never stops the right code at sign-in, during the flood or after it', async () => {
    const team = await buildRegisteredTeam(t.db);
    const wrong = flood([t.app], team);
    await slowedDown(t, team);
    const during = await teamLogin(t.app, team, team.joinCode);
    expect(during.statusCode).toBe(200);
    expect(during.json()).toMatchObject({ teamId: team.id });
    expect((await wrong).every((r) => r.statusCode === 401)).toBe(true);

    const after = await teamLogin(t.app, team, team.joinCode.toLowerCase());
    expect(after.statusCode).toBe(200);
  });

  it('never stops the coach registering with the right code', async () => {
    const team = await buildTeam(t.db);
    const register = (joinCode: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/teams/${team.id}/consent`,
        payload: { ...validConsent, joinCode },
        remoteAddress: VENUE,
      });
    const wrong = await Promise.all(Array.from({ length: 30 }, () => register(randomCode())));
    expect(wrong.every((r) => r.statusCode === 401)).toBe(true);
    const right = await register(team.joinCode);
    expect(right.statusCode).toBe(201);
  });
});

describe('a flood of wrong codes spread over every team', () => {
  // Its own database: a right code checked by a test above gives its attempt back after the
  // answer is sent, and that could land between this test's count and its sign-in.
  let own: TestApp;
  beforeAll(async () => {
    // Counters use fixed windows: the app's starts one with the test, so none ends under it.
    own = await createTestApp({}, { guessClock: clockAtWindowStart() });
  });
  afterAll(() => own.close());

  it('past 300 checks in a minute slows every team down, a fresh one included, and still takes the right code', async () => {
    const window = windowStartSql(60, own.guessClock);
    await own.db.execute(sql`
      insert into guess_counters (key, window_start, attempts, expires_at)
      values ('team-code:all', ${window}, 300, ${window} + interval '60 seconds')
      on conflict (key) do update set window_start = excluded.window_start, attempts = 300, expires_at = excluded.expires_at`);
    const team = await buildRegisteredTeam(own.db);
    const started = performance.now();
    const right = await teamLogin(own.app, team, team.joinCode);
    expect(right.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(1900);
  });
});

describe('team codes too long to guess', () => {
  it('are issued as 12 characters without look-alikes, different for every team', async () => {
    const admin = await signInAdmin(t.app);
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/teams',
        headers: { cookie: admin },
        payload: { name: `Lockout Team ${i}-${randomCode(4)}` },
      });
      expect(response.statusCode).toBe(201);
      const code = response.json().joinCode as string;
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{12}$/);
      codes.add(code);
    }
    expect(codes.size).toBe(20);
  });
});
