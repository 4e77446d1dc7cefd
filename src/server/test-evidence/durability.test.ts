import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Session } from '../../shared/contract/auth.ts';
import type { Interview } from '../../shared/contract/interviews.ts';
import type { CreatedTeam } from '../../shared/contract/teams.ts';
import type { Timeslot } from '../../shared/contract/timeslots.ts';
import { validConsent } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import {
  ApiClient,
  startServer,
  stopAllServers,
  TEST_SERVER_ADMIN,
  type ServerProcess,
} from './server-process.ts';

/**
 * Durability (DESIGN sections 5 and 9): the real server, killed with SIGKILL in the
 * middle of a burst of bookings, restarted on the same data, still has every booking it
 * acknowledged with a 201, and the sessions it handed out still work.
 */

const engine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
const TEAMS = 8;
/** Bookings per team: under the per-team limit (20) and the booking rate limit (30 a minute). */
const BOOKINGS_PER_TEAM = 18;
const IN_FLIGHT = 12;
/** SIGKILL once this many bookings have been acknowledged (of TEAMS x BOOKINGS_PER_TEAM). */
const KILL_AFTER_ACKS = 40;

interface Ack {
  id: number;
  teamId: number;
  timeslotId: number;
}

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  await stopAllServers();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A day ten days ahead (UTC), so every generated slot is in the future. */
function futureDay(): string {
  return new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
}

async function registeredTeams(admin: ApiClient, server: ServerProcess) {
  const teams: Array<{ id: number; client: ApiClient }> = [];
  for (let i = 0; i < TEAMS; i++) {
    const created = await admin.request<CreatedTeam>('POST', '/api/teams', {
      name: `Durable ${i + 1}`,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const client = new ApiClient(server);
    const consent = await client.request('POST', `/api/teams/${created.json.id}/consent`, {
      ...validConsent,
      joinCode: created.json.joinCode,
    });
    expect(consent.status, JSON.stringify(consent.json)).toBe(201);
    teams.push({ id: created.json.id, client });
  }
  return teams;
}

describe(`durability on ${engine}`, () => {
  it('keeps every acknowledged booking and every session through a SIGKILL mid-burst', async () => {
    let database: TestDatabase | undefined;
    let dataDir: string | undefined;
    if (engine === 'postgres') {
      database = await createTestDatabase();
      cleanups.push(() => database!.close());
    } else {
      dataDir = mkdtempSync(join(tmpdir(), 'tc-durability-'));
      cleanups.push(() => rmSync(dataDir!, { recursive: true, force: true }));
    }
    const where = { dataDir, databaseUrl: database?.url };

    const first = await startServer(where);
    const admin = new ApiClient(first);
    expect((await admin.request('POST', '/api/auth/login', TEST_SERVER_ADMIN)).status).toBe(200);
    expect(
      (await admin.request('PUT', '/api/settings/scheduling', { maxActiveInterviewsPerTeam: 20 }))
        .status,
    ).toBe(200);
    const teams = await registeredTeams(admin, first);

    const day = futureDay();
    const generated = await admin.request('POST', '/api/timeslots/generate', {
      date: day,
      startTime: '08:00',
      endTime: '20:00',
      slotMinutes: 15,
      rooms: 4,
      tzOffset: 0,
    });
    expect(generated.status, JSON.stringify(generated.json)).toBe(201);
    const slots = await admin.request<Timeslot[]>(
      'GET',
      `/api/timeslots?date=${day}&tzOffset=0&limit=1000`,
    );
    const slotIds: number[] = slots.json.map((slot) => slot.id);
    expect(slotIds.length).toBeGreaterThanOrEqual(TEAMS * BOOKINGS_PER_TEAM);

    // The burst: each team books its own slots, IN_FLIGHT requests at a time, until the kill.
    const attempts = teams.flatMap((team, t) =>
      Array.from({ length: BOOKINGS_PER_TEAM }, (_, b) => ({
        team,
        timeslotId: slotIds[b * TEAMS + t]!,
      })),
    );
    const acks: Ack[] = [];
    const refusals: string[] = [];
    let unanswered = 0;
    let inFlightAtKill = -1;
    let inFlight = 0;
    let killed: Promise<void> | undefined;
    let next = 0;
    const worker = async () => {
      while (next < attempts.length) {
        const attempt = attempts[next++]!;
        inFlight++;
        try {
          const response = await attempt.team.client.request<Interview>('POST', '/api/interviews', {
            title: 'Judging interview',
            timeslotId: attempt.timeslotId,
          });
          if (response.status === 201) {
            acks.push({
              id: response.json.id,
              teamId: response.json.teamId,
              timeslotId: response.json.timeslotId,
            });
          } else {
            refusals.push(`${response.status} ${JSON.stringify(response.json)}`);
          }
        } catch {
          unanswered++; // The connection died with the server: never acknowledged.
        } finally {
          inFlight--;
        }
        if (!killed && acks.length >= KILL_AFTER_ACKS) {
          inFlightAtKill = inFlight;
          killed = first.stop('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await killed;

    expect(refusals, 'bookings refused before the kill').toEqual([]);
    expect(killed, 'the burst ended before the kill').toBeDefined();
    expect(inFlightAtKill, 'requests were in flight when the server was killed').toBeGreaterThan(0);
    expect(acks.length).toBeLessThan(attempts.length);
    expect(unanswered).toBeGreaterThan(0);

    // The same data, a new process (on PGlite it takes over the dead process's lock file).
    const second = await startServer(where);
    const adminAfter = admin.on(second);
    const me = await adminAfter.request('GET', '/api/auth/me');
    expect(me.status, 'the admin session survives the restart').toBe(200);
    const all = await adminAfter.request<Interview[]>('GET', '/api/interviews');
    expect(all.status).toBe(200);
    const stored = new Map<number, { teamId: number; timeslotId: number; status: string }>(
      all.json.map((row: { id: number; teamId: number; timeslotId: number; status: string }) => [
        row.id,
        row,
      ]),
    );
    const lost = acks.filter((ack) => {
      const row = stored.get(ack.id);
      return (
        !row ||
        row.teamId !== ack.teamId ||
        row.timeslotId !== ack.timeslotId ||
        row.status !== 'scheduled'
      );
    });
    expect(
      lost,
      `acknowledged bookings missing after the restart (${acks.length} acknowledged)`,
    ).toEqual([]);
    // Unacknowledged attempts may or may not have landed, but never twice on one slot.
    const active = all.json.filter((row: { status: string }) => row.status !== 'canceled');
    expect(new Set(active.map((row: { timeslotId: number }) => row.timeslotId)).size).toBe(
      active.length,
    );

    // Each team's own session still works, and shows that team's acknowledged bookings.
    for (const team of teams) {
      const client = team.client.on(second);
      const session = await client.request<Session>('GET', '/api/auth/me');
      expect(session.status, `team ${team.id}'s session after the restart`).toBe(200);
      expect(session.json.teamId).toBe(team.id);
      const own = await client.request<Interview[]>('GET', '/api/interviews');
      const ids = new Set(own.json.map((row: { id: number }) => row.id));
      for (const ack of acks.filter((a) => a.teamId === team.id))
        expect(ids.has(ack.id)).toBe(true);
    }

    // And it takes new bookings.
    const again = await teams[0]!.client.on(second).request<Interview>('POST', '/api/interviews', {
      title: 'After the restart',
      timeslotId: slotIds[slotIds.length - 1]!,
    });
    expect(again.status, JSON.stringify(again.json)).toBe(201);
    await second.stop('SIGTERM');
    expect(second.output()).not.toMatch(/request failed/);
  }, 240_000);
});
