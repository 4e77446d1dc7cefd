import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { buildRegisteredTeam } from '../test/factories.ts';
import { createTestApp, signInTeam, type TestApp } from '../test/test-app.ts';
import { SessionCache } from './session-cache.ts';
import type { Auth } from './session-auth.ts';

const auth: Auth = { kind: 'team', teamId: 1, teamName: 'One', teamNumber: null, tokenHash: 'h1' };

describe('SessionCache', () => {
  it('serves from memory until the entry ages out or the session expires', async () => {
    let now = 0;
    let loads = 0;
    const cache = new SessionCache(100, 1000, () => now);
    const load = async () => {
      loads++;
      return { auth, expiresAt: new Date(5000) };
    };
    await cache.resolve('h1', load);
    await cache.resolve('h1', load);
    expect(loads).toBe(1);
    now = 1001;
    await cache.resolve('h1', load);
    expect(loads).toBe(2);
  });

  it('does not keep a load that raced a revocation, and forgets revoked tokens', async () => {
    const cache = new SessionCache();
    let release!: () => void;
    const pending = cache.resolve('h1', () => new Promise((resolve) => (release = () => resolve({ auth, expiresAt: new Date(Date.now() + 60_000) }))));
    cache.revoke(['h1']);
    release();
    await pending;
    expect(cache.get('h1')).toBeUndefined();

    await cache.resolve('h1', async () => ({ auth, expiresAt: new Date(Date.now() + 60_000) }));
    expect(cache.get('h1')).toEqual(auth);
    cache.revoke(['h1']);
    expect(cache.get('h1')).toBeUndefined();
  });

  it('does not cache unknown tokens', async () => {
    const cache = new SessionCache();
    expect(await cache.resolve('nope', async () => null)).toBeNull();
    expect(cache.size).toBe(0);
  });
});

describe('a logout on one instance', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    // A second app instance on the same database, as behind a load balancer.
    second = await buildApp({ config: t.config, database: t.database, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('ends the session on the other instance too, at once', async () => {
    const team = await buildRegisteredTeam(t.db);
    const cookie = await signInTeam(t.app, team);
    // The second instance learns (and caches) the session.
    expect((await second.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode).toBe(204);
    let status = 200;
    for (let i = 0; i < 50 && status === 200; i++) {
      status = (await second.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode;
      if (status === 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(401);
  });
});
