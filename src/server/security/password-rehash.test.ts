import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../db/schema.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../test/test-app.ts';

/**
 * Administrator passwords are hashed with scrypt at the OWASP parameters (N=2^17, r=8,
 * p=1), the production cost the app ships with (this file does not lower it), and a hash made
 * with older parameters is replaced at the next successful sign-in.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { passwordCost: 'production' });
});
afterAll(() => t.close());

const OWASP = /^scrypt\$131072\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/;

/** A hash as the app wrote it before: scrypt N=2^14. */
function oldHash(password: string) {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 16384, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

const storedHash = async (username: string) =>
  (
    await t.db
      .select({ hash: admins.passwordHash })
      .from(admins)
      .where(eq(admins.username, username))
  )[0]!.hash;

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

describe('password hashing', () => {
  it('hashes the configured administrator at the OWASP parameters', async () => {
    expect(await storedHash(TEST_ADMIN.username)).toMatch(OWASP);
    expect((await login(TEST_ADMIN.username, TEST_ADMIN.password)).statusCode).toBe(200);
  });

  it('rehashes an old-parameter hash at the next successful sign-in, not at a failed one', async () => {
    const before = oldHash('old-era-password');
    await t.db.insert(admins).values({ username: 'veteran', passwordHash: before });

    expect((await login('veteran', 'not-it')).statusCode).toBe(401);
    expect(await storedHash('veteran')).toBe(before);

    expect((await login('veteran', 'old-era-password')).statusCode).toBe(200);
    const after = await storedHash('veteran');
    expect(after).toMatch(OWASP);

    // The new hash works, and is kept as it is.
    expect((await login('veteran', 'old-era-password')).statusCode).toBe(200);
    expect(await storedHash('veteran')).toBe(after);
    expect((await login('veteran', 'not-it')).statusCode).toBe(401);
  });
});
