import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CreatedTeam } from '../../shared/contract/teams.ts';
import type { Timeslot } from '../../shared/contract/timeslots.ts';
import { IDEMPOTENCY_MESSAGES } from '../plugins/idempotency-keys.ts';
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
 * A write killed mid-flight never blocks its retry (decisions 203 and 243): the real server is
 * killed with SIGKILL while keyed bookings are in flight, started again on the same data, and
 * every booking that got no answer is sent again with its Idempotency-Key. Each retry runs the
 * booking once, or answers from what the first attempt committed; none is told to wait ('still
 * being processed'), and no booking is made twice (its retry would meet its own booking: 'slot
 * taken').
 */

const engine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
const TEAMS = 6;
const BOOKINGS_PER_TEAM = 15;
const IN_FLIGHT = 12;
const KILL_AFTER_ACKS = 25;
/**
 * A retry may wait for the dead instance to be seen dead (5 s), never for the minute a request
 * hanging on a live instance gets (generous: on two busy cores a booking itself takes seconds).
 */
const RETRY_WITHIN_MS = 30_000;
/** Retries sent at once, as a few phones' outboxes send them. */
const RETRIES_IN_FLIGHT = 4;

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  await stopAllServers();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

interface Attempt {
  team: { id: number; client: ApiClient };
  timeslotId: number;
  key: string;
}

async function registeredTeams(admin: ApiClient, server: ServerProcess) {
  const teams: Array<{ id: number; client: ApiClient }> = [];
  for (let i = 0; i < TEAMS; i++) {
    const created = await admin.request<CreatedTeam>('POST', '/api/teams', {
      name: `Retried ${i + 1}`,
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

const book = (attempt: Attempt, client = attempt.team.client) =>
  client.request<{ id: number; message?: string }>(
    'POST',
    '/api/interviews',
    { title: 'Judging interview', timeslotId: attempt.timeslotId },
    { 'idempotency-key': attempt.key },
  );

describe(`a write killed mid-flight, retried (${engine})`, () => {
  it('is run once or answered from its commit on retry, never refused as still running', async () => {
    let database: TestDatabase | undefined;
    let dataDir: string | undefined;
    if (engine === 'postgres') {
      database = await createTestDatabase();
      cleanups.push(() => database!.close());
    } else {
      dataDir = mkdtempSync(join(tmpdir(), 'tc-killed-write-'));
      cleanups.push(() => rmSync(dataDir!, { recursive: true, force: true }));
    }
    // Generous: a first start on a new PGlite directory runs initdb, a minute on two busy cores.
    const where = { dataDir, databaseUrl: database?.url, timeoutMs: 240_000 };
    const first = await startServer(where);
    const admin = new ApiClient(first);
    expect((await admin.request('POST', '/api/auth/login', TEST_SERVER_ADMIN)).status).toBe(200);
    expect(
      (await admin.request('PUT', '/api/settings/scheduling', { maxActiveInterviewsPerTeam: 20 }))
        .status,
    ).toBe(200);
    const teams = await registeredTeams(admin, first);
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
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
    const slotIds = slots.json.map((slot) => slot.id);

    const attempts: Attempt[] = teams.flatMap((team, t) =>
      Array.from({ length: BOOKINGS_PER_TEAM }, (_, b) => ({
        team,
        timeslotId: slotIds[b * TEAMS + t]!,
        key: `killed-write-${team.id}-${b}-${Date.now()}`,
      })),
    );
    const unanswered: Attempt[] = [];
    const refusals: string[] = [];
    let acks = 0;
    let killed: Promise<void> | undefined;
    let next = 0;
    const worker = async () => {
      while (next < attempts.length) {
        const attempt = attempts[next++]!;
        try {
          const response = await book(attempt);
          if (response.status === 201) acks++;
          else refusals.push(`${response.status} ${JSON.stringify(response.json)}`);
        } catch {
          unanswered.push(attempt); // the connection died with the server
        }
        if (!killed && acks >= KILL_AFTER_ACKS) killed = first.stop('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    await killed;
    expect(refusals, 'bookings refused before the kill').toEqual([]);
    expect(unanswered.length, 'bookings were in flight at the kill').toBeGreaterThan(0);

    // At once on the same data, as a phone's retry reaches a restarted server (or another instance).
    const second = await startServer(where);
    const retries: Array<{
      attempt: Attempt;
      response: Awaited<ReturnType<typeof book>>;
      ms: number;
    }> = [];
    const pending = [...unanswered];
    await Promise.all(
      Array.from({ length: RETRIES_IN_FLIGHT }, async () => {
        for (let attempt = pending.shift(); attempt; attempt = pending.shift()) {
          const started = performance.now();
          const response = await book(attempt, attempt.team.client.on(second));
          retries.push({ attempt, response, ms: performance.now() - started });
        }
      }),
    );
    for (const { attempt, response, ms } of retries) {
      const what = `retry of slot ${attempt.timeslotId}: ${response.status} ${JSON.stringify(response.json)}`;
      expect(response.json.message, what).not.toBe(IDEMPOTENCY_MESSAGES.stillRunning);
      // Booked now, or already booked by the killed attempt ('done, answer lost'): never twice.
      if (response.status !== 201)
        expect(response.json.message, what).toBe(IDEMPOTENCY_MESSAGES.answerLost);
      expect(ms, what).toBeLessThan(RETRY_WITHIN_MS);
    }

    // Every slot an unanswered attempt asked for is booked exactly once, by its team.
    const adminAfter = admin.on(second);
    const all = await adminAfter.request<
      Array<{ teamId: number; timeslotId: number; status: string }>
    >('GET', '/api/interviews');
    const active = all.json.filter((row) => row.status !== 'canceled');
    for (const { attempt } of retries) {
      const rows = active.filter((row) => row.timeslotId === attempt.timeslotId);
      expect(
        rows.map((row) => row.teamId),
        `bookings of slot ${attempt.timeslotId}`,
      ).toEqual([attempt.team.id]);
    }
    // A second retry of each replays the same answer.
    for (const { attempt, response } of retries) {
      const again = await book(attempt, attempt.team.client.on(second));
      expect(again.status).toBe(response.status);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
    }
    await second.stop('SIGTERM');
  }, 600_000);
});
