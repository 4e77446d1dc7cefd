import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerEvent } from '../../shared/events.ts';
import { buildApp } from '../app.ts';
import { teams } from '../db/schema.ts';
import { listen, openStream, waitFor } from '../security/live-server.ts';
import { buildRegisteredTeam } from '../test/factories.ts';
import { createTestApp, signInAdmin, signInTeam, type TestApp } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { SessionCache } from './session-cache.ts';
import type { Auth } from './session-auth.ts';

const auth: Auth = {
  kind: 'team',
  teamId: 1,
  teamName: 'One',
  teamNumber: null,
  checkedIn: false,
  tokenHash: 'h1',
};

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
    const pending = cache.resolve(
      'h1',
      () =>
        new Promise(
          (resolve) =>
            (release = () => resolve({ auth, expiresAt: new Date(Date.now() + 60_000) })),
        ),
    );
    cache.revoke(['h1']);
    release();
    await pending;
    expect(cache.get('h1')).toBeUndefined();

    await cache.resolve('h1', async () => ({ auth, expiresAt: new Date(Date.now() + 60_000) }));
    expect(cache.get('h1')).toEqual(auth);
    cache.revoke(['h1']);
    expect(cache.get('h1')).toBeUndefined();
  });

  it('does not keep a load that raced a revocation and then a flush', async () => {
    const cache = new SessionCache();
    let release!: () => void;
    const pending = cache.resolve(
      'h1',
      () =>
        new Promise(
          (resolve) =>
            (release = () => resolve({ auth, expiresAt: new Date(Date.now() + 60_000) })),
        ),
    );
    cache.revoke(['h2']);
    cache.flush();
    release();
    expect(await pending).toEqual(auth);
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
    expect((await second.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } }))
        .statusCode,
    ).toBe(204);
    let status = 200;
    for (let i = 0; i < 50 && status === 200; i++) {
      status = (await second.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode;
      if (status === 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(401);
  });

  /**
   * What the second instance keeps in memory shows through a name changed in the database behind
   * the app's back: it shows the old name until its memory of the session is dropped.
   */
  const me = async (instance: FastifyInstance, cookie: string) => {
    const response = await instance.inject({ url: '/api/auth/me', headers: { cookie } });
    return response.statusCode === 200
      ? (response.json() as { username: string; teamNumber: string | null })
      : response.statusCode;
  };
  const renameQuietly = async (teamId: number) => {
    const name = `Quietly renamed ${teamId}`;
    await t.db.update(teams).set({ name }).where(eq(teams.id, teamId));
    return name;
  };
  /** Resolves once `instance` has acted on the next notice between instances (its session listener runs first). */
  const nextNotice = (instance: FastifyInstance) =>
    new Promise<void>((resolve) => {
      const off = instance.realtime.subscribeInternal(() => {
        off();
        resolve();
      });
    });
  /** Resolves once `instance` has heard an event of this type from another instance. */
  const nextEvent = (instance: FastifyInstance, type: ServerEvent['type']) =>
    new Promise<void>((resolve) => {
      const off = instance.realtime.subscribe(({ event }) => {
        if (event.type !== type) return;
        off();
        resolve();
      });
    });

  it("a logout drops only that session from the other instance's memory, not everyone's", async () => {
    const staying = await buildRegisteredTeam(t.db);
    const leaving = await buildRegisteredTeam(t.db);
    const stayingCookie = await signInTeam(t.app, staying);
    const leavingCookie = await signInTeam(t.app, leaving);
    expect(await me(second, stayingCookie)).toMatchObject({ username: staying.name });
    expect(await me(second, leavingCookie)).toMatchObject({ username: leaving.name });
    await renameQuietly(staying.id);
    expect(await me(second, stayingCookie)).toMatchObject({ username: staying.name });

    const heard = nextNotice(second);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: { cookie: leavingCookie },
        })
      ).statusCode,
    ).toBe(204);
    await heard;
    expect(await me(second, leavingCookie)).toBe(401);
    expect(await me(second, stayingCookie)).toMatchObject({ username: staying.name });
  });

  it('other news keeps the memory; a flush notice empties it', async () => {
    const team = await buildRegisteredTeam(t.db);
    const cookie = await signInTeam(t.app, team);
    expect(await me(second, cookie)).toMatchObject({ username: team.name });
    const renamed = await renameQuietly(team.id);

    const unrelated = nextEvent(second, 'manual.changed');
    await t.app.realtime.publish({ type: 'manual.changed' });
    await unrelated;
    expect(await me(second, cookie)).toMatchObject({ username: team.name });

    const flushed = nextNotice(second);
    await t.app.realtime.publishInternal({ type: 'sessions.flush' });
    await flushed;
    expect(await me(second, cookie)).toMatchObject({ username: renamed });
  });

  it("an administrator's change to a team shows in its sessions on the other instance at once", async () => {
    const team = await buildRegisteredTeam(t.db);
    const cookie = await signInTeam(t.app, team);
    expect(await me(second, cookie)).toMatchObject({ teamNumber: null });

    const changed = nextEvent(second, 'teams.changed');
    const admin = await signInAdmin(t.app);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/teams/${team.id}`,
      headers: { cookie: admin },
      payload: { number: `N${team.id}` },
    });
    expect(patch.statusCode).toBe(200);
    await changed;
    expect(await me(second, cookie)).toMatchObject({ teamNumber: `N${team.id}` });
  });
});

describe('a logout whose notice to the instances is lost', () => {
  let database: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    // This instance never hears the notices it sends: the session must end here without them.
    const deaf: TestDatabase = { ...database, listen: async () => async () => undefined };
    t = await createTestApp({}, { database: deaf });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
  });

  it('still ends the session and its event stream on the instance that signed it out, at once', async () => {
    const cookie = await signInTeam(t.app, await buildRegisteredTeam(t.db));
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
    const stream = await openStream(await listen(t.app), cookie);
    expect(stream.status).toBe(200);

    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } }))
        .statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
    await waitFor(() => stream.ended, 1_000, 'the stream to end');
  });
});
