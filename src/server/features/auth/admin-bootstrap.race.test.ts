import { afterAll, beforeAll, expect, it } from 'vitest';
import { admins } from '../../db/schema.ts';
import { describeRaces } from '../../test/races.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { HASHING_CAPACITY } from '../../lib/password-hash.ts';
import { ensureAdmin } from './admin-bootstrap.ts';

/**
 * Instances started together with the same ADMIN_USERNAME (a cluster's first start, a rolling
 * deploy): each makes sure the administrator exists at the same instant. All of them start; the
 * administrator is one row with the password they were given.
 */
describeRaces('instances making the environment administrator at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(t.database.engine).toBe('postgres');
  });
  afterAll(() => t.close());

  it('all start, and the administrator is one organiser row that signs in', async () => {
    const credentials = { username: 'Cluster-Admin', password: 'correct-horse-battery-staple' };
    // As many as one process's hashing takes at once (each instance is a process of its own;
    // here they share this one's hashing limit, which refuses more as busy).
    const starts = await Promise.allSettled(
      Array.from({ length: HASHING_CAPACITY }, () => ensureAdmin(t.db, credentials, t.app.log)),
    );
    expect(starts.filter((start) => start.status === 'rejected')).toEqual([]);
    const rows = (await t.db.select().from(admins)).filter(
      (row) => row.username?.toLowerCase() === 'cluster-admin',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.role).toBe('organiser');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: credentials,
    });
    expect(login.statusCode).toBe(200);
  });
});
