import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sessions, teamDevices } from '../db/schema.ts';
import { buildRegisteredTeam } from '../test/factories.ts';
import { createTestApp } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { findLiveSessionHashes } from './sessions.repo.ts';

/**
 * Expired sessions and remember-this-device tokens are swept from the database every hour (lookups
 * ignore them meanwhile), and a closed app sweeps no more. Only the app's intervals run on a fake
 * clock; the database and the test's own waits keep real time.
 */

vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
const HOUR_MS = 60 * 60 * 1000;

const database = await createTestDatabase();
const t = await createTestApp({}, { database });
afterAll(async () => {
  vi.useRealTimers();
  await t.close();
  await database.close();
});

let sequence = 0;
/** A session and a device token for a new team, expiring `inMs` from now (negative: already expired). */
async function rows(inMs: number) {
  const team = await buildRegisteredTeam(database.db);
  const hash = `sweep-${++sequence}`;
  const expiresAt = new Date(Date.now() + inMs);
  await database.db.insert(sessions).values({ tokenHash: hash, teamId: team.id, expiresAt });
  await database.db.insert(teamDevices).values({ tokenHash: hash, teamId: team.id, expiresAt });
  return hash;
}

/** Which of these hashes still have a session row and a device row. */
async function stored(hashes: string[]) {
  const inSessions = await database.db
    .select({ hash: sessions.tokenHash })
    .from(sessions)
    .where(inArray(sessions.tokenHash, hashes));
  const inDevices = await database.db
    .select({ hash: teamDevices.tokenHash })
    .from(teamDevices)
    .where(inArray(teamDevices.tokenHash, hashes));
  return {
    sessions: inSessions.map((r) => r.hash).sort(),
    devices: inDevices.map((r) => r.hash).sort(),
  };
}

/** Real time for the database to finish what a sweep started, or until `done`. */
async function settle(done: () => Promise<boolean> = async () => false) {
  for (let i = 0; i < 25 && !(await done()); i++)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('the expired-session sweep', () => {
  it('removes expired sessions and device tokens on the hour, and keeps live ones', async () => {
    const expired = await rows(-1000);
    const live = await rows(2 * HOUR_MS);
    const both = [expired, live].sort();

    // A second first, so a sweep far too frequent fails here rather than after an hour of them.
    vi.advanceTimersByTime(1000);
    await settle();
    expect(await stored(both)).toEqual({ sessions: both, devices: both });
    vi.advanceTimersByTime(HOUR_MS - 1001);
    await settle();
    expect(await stored(both)).toEqual({ sessions: both, devices: both });

    vi.advanceTimersByTime(1);
    await settle(async () => (await stored(both)).devices.length === 1);
    expect(await stored(both)).toEqual({ sessions: [live], devices: [live] });
  });

  it('the live-session check of open event streams names only unexpired sessions', async () => {
    const expired = await rows(-1000);
    const live = await rows(HOUR_MS);
    expect(await findLiveSessionHashes(database.db, [expired, live, 'unknown'])).toEqual(
      new Set([live]),
    );
  });

  it('stops when the app closes', async () => {
    await t.app.close();
    const expired = await rows(-1000);
    vi.advanceTimersByTime(HOUR_MS);
    await settle();
    expect(await stored([expired])).toEqual({ sessions: [expired], devices: [expired] });
  });
});
