import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { hashToken } from '../lib/crypto.ts';
import { SESSION_COOKIE } from '../plugins/sessions.ts';
import { buildRegisteredTeam } from '../test/factories.ts';
import { createTestApp, signInTeam } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { listen, openStream, waitFor } from './live-server.ts';

/**
 * Finding: after sign-out the event stream at /api/events kept delivering the team's events for
 * as long as the browser held it. A session's streams now end within a second of its end, on
 * every instance, and a stream whose session expires (or vanishes unannounced) ends at the next
 * check.
 */

const WITHIN_MS = 1_000;
const RECHECK_MS = 100;

const database = await createTestDatabase();
// Instance B: its own app on the same database; on PostgreSQL its own pool and LISTEN connection.
const databaseB: Database = database.url ? openPostgres(database.url) : database;
const a = await createTestApp({}, { database, streams: { sessionRecheckMs: RECHECK_MS } });
const b = await createTestApp(
  {},
  { database: databaseB, streams: { sessionRecheckMs: RECHECK_MS } },
);
const baseA = await listen(a.app);
const baseB = await listen(b.app);
afterAll(async () => {
  await a.close();
  await b.close();
  if (databaseB !== database) await databaseB.close();
  await database.close();
});

const tokenOf = (cookie: string) => new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(cookie)![1]!;

describe('a session’s event streams end with it', () => {
  it('on sign-out, on this instance and on another, within a second', async () => {
    const cookie = await signInTeam(a.app, await buildRegisteredTeam(a.db));
    const here = await openStream(baseA, cookie);
    const there = await openStream(baseB, cookie);
    expect([here.status, there.status]).toEqual([200, 200]);

    const signedOutAt = Date.now();
    const logout = await a.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(204);
    await waitFor(() => here.ended && there.ended, WITHIN_MS, 'both streams to end after sign-out');
    expect(Date.now() - signedOutAt).toBeLessThan(WITHIN_MS);
    // And the browser cannot simply reconnect.
    expect((await openStream(baseB, cookie)).status).toBe(401);
  });

  it('when the same browser signs in again (the old session is revoked)', async () => {
    const team = await buildRegisteredTeam(a.db);
    const cookie = await signInTeam(a.app, team);
    const old = await openStream(baseB, cookie);
    const again = await a.app.inject({
      method: 'POST',
      url: '/api/auth/team-login',
      headers: { cookie },
      payload: { teamId: team.id, joinCode: team.joinCode },
    });
    expect(again.statusCode).toBe(200);
    await waitFor(() => old.ended, WITHIN_MS, 'the old session’s stream to end');
  });

  it('when the session expires, and when it is deleted without notice, at the next check', async () => {
    const expiring = await signInTeam(a.app, await buildRegisteredTeam(a.db));
    const deleted = await signInTeam(a.app, await buildRegisteredTeam(a.db));
    const staying = await signInTeam(a.app, await buildRegisteredTeam(a.db));
    const streams = await Promise.all(
      [expiring, deleted, staying].map((cookie) => openStream(baseB, cookie)),
    );
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);

    await a.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(tokenOf(expiring))));
    await a.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(tokenOf(deleted))));

    await waitFor(
      () => streams[0]!.ended && streams[1]!.ended,
      RECHECK_MS * 20,
      'the ended sessions’ streams to end',
    );
    expect(streams[2]!.ended).toBe(false);
    streams[2]!.close();
  });
});
