import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNED_MESSAGES } from '../../shared/canned-messages.ts';
import {
  appInstances,
  consents,
  drawings,
  idempotencyKeys,
  interviews,
  messages,
} from '../db/schema.ts';
import { buildRegisteredTeam, buildTeam, validConsent } from '../test/factories.ts';
import { sampleScene } from '../test/factories-drawings.ts';
import { buildTimeslot } from '../test/factories-scheduling.ts';
import { createTestApp, signInTeam, type TestApp } from '../test/test-app.ts';
import { IDEMPOTENCY_MESSAGES } from './idempotency-keys.ts';
import * as repo from './idempotency.repo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, key: string, cookie = '') =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie, 'idempotency-key': key } });

async function twoTeams() {
  const a = await buildRegisteredTeam(t.db);
  const b = await buildRegisteredTeam(t.db);
  return { a, b, cookie: await signInTeam(t.app, a) };
}

const messagesFrom = (teamId: number) =>
  t.db.select().from(messages).where(eq(messages.senderTeamId, teamId));

describe('Idempotency-Key', () => {
  it('sends a message once and replays the first answer to a retry', async () => {
    const { a, b, cookie } = await twoTeams();
    const key = randomUUID();
    const body = { content: CANNED_MESSAGES[0]!.text, senderTeamId: a.id, receiverTeamId: b.id };
    const first = await post('/api/messages', body, key, cookie);
    const retry = await post('/api/messages', body, key, cookie);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(first.statusCode);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await messagesFrom(a.id)).toHaveLength(1);
  });

  it('of concurrent duplicates creates one row and gives every one the same answer', async () => {
    const { a, b, cookie } = await twoTeams();
    const key = randomUUID();
    const body = { content: CANNED_MESSAGES[1]!.text, senderTeamId: a.id, receiverTeamId: b.id };
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => post('/api/messages', body, key, cookie)),
    );
    expect(new Set(responses.map((r) => r.statusCode))).toEqual(new Set([201]));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await messagesFrom(a.id)).toHaveLength(1);
  });

  it('keeps each key of a burst with its own answer (one statement claims them, another stores them)', async () => {
    const teams = await Promise.all(Array.from({ length: 12 }, () => twoTeams()));
    const sends = teams.map(({ a, b, cookie }, i) => ({
      key: randomUUID(),
      cookie,
      body: {
        content: CANNED_MESSAGES[i % CANNED_MESSAGES.length]!.text,
        senderTeamId: a.id,
        receiverTeamId: b.id,
      },
    }));
    const firsts = await Promise.all(
      sends.map(({ key, cookie, body }) => post('/api/messages', body, key, cookie)),
    );
    const retries = await Promise.all(
      sends.map(({ key, cookie, body }) => post('/api/messages', body, key, cookie)),
    );
    expect(new Set(firsts.map((r) => r.statusCode))).toEqual(new Set([201]));
    expect(new Set(firsts.map((r) => r.json().id)).size).toBe(12);
    retries.forEach((retry, i) => {
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.body).toBe(firsts[i]!.body);
    });
    for (const { a } of teams) expect(await messagesFrom(a.id)).toHaveLength(1);
  });

  it('claims in one statement each key once: a key already held, and the second of two in the call, are not claimed', async () => {
    const claim = {
      owner: randomUUID(),
      expiredBefore: new Date(0),
      abandonedBefore: new Date(0),
      ownerDeadAfterMs: 5_000,
    };
    await t.db.insert(appInstances).values({ id: claim.owner });
    const [held, free] = [randomUUID(), randomUUID()].map((key) => ({
      scope: 'visitor',
      key,
      route: 'POST /api/test',
    }));
    expect(await repo.reserve(t.db, [{ id: held!, fingerprint: 'a' }], claim)).toEqual([true]);
    const twice = [
      { id: free!, fingerprint: 'b' },
      { id: { ...free! }, fingerprint: 'c' },
    ];
    expect(await repo.reserve(t.db, [{ id: held!, fingerprint: 'd' }, ...twice], claim)).toEqual([
      false,
      true,
      false,
    ]);
    const fingerprints = await t.db
      .select({ key: idempotencyKeys.key, fingerprint: idempotencyKeys.fingerprint })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.route, 'POST /api/test'));
    expect(fingerprints).toEqual(
      expect.arrayContaining([
        { key: held!.key, fingerprint: 'a' },
        { key: free!.key, fingerprint: 'b' },
      ]),
    );
  });

  it('stores an answer that is not well-formed UTF-16 as a text parameter would, with the others of its burst', async () => {
    const ids = Array.from({ length: 3 }, () => ({
      scope: 'visitor',
      key: randomUUID(),
      route: 'POST /api/test',
    }));
    await repo.reserve(
      t.db,
      ids.map((id) => ({ id, fingerprint: 'f' })),
      {
        owner: 'test',
        expiredBefore: new Date(0),
        abandonedBefore: new Date(0),
        ownerDeadAfterMs: 5_000,
      },
    );
    await repo.complete(
      t.db,
      ids.map((id, i) => ({
        id,
        status: 200,
        contentType: 'text/plain',
        body: i === 1 ? 'lone \ud800 surrogate' : `answer ${i}`,
      })),
    );
    const stored = await Promise.all(
      ids.map(
        async (id) =>
          (await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, id.key)))[0]!
            .body,
      ),
    );
    expect(stored).toEqual(['answer 0', 'lone \ufffd surrogate', 'answer 2']);
  });

  it('lets different keys create different rows', async () => {
    const { a, b, cookie } = await twoTeams();
    const body = { content: CANNED_MESSAGES[2]!.text, senderTeamId: a.id, receiverTeamId: b.id };
    await post('/api/messages', body, randomUUID(), cookie);
    await post('/api/messages', body, randomUUID(), cookie);
    expect(await messagesFrom(a.id)).toHaveLength(2);
  });

  it('keeps one team’s key apart from another’s', async () => {
    const first = await twoTeams();
    const second = await twoTeams();
    const key = randomUUID();
    const sent = [first, second].map(({ a, b, cookie }) =>
      post(
        '/api/messages',
        { content: CANNED_MESSAGES[0]!.text, senderTeamId: a.id, receiverTeamId: b.id },
        key,
        cookie,
      ),
    );
    expect((await Promise.all(sent)).map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await messagesFrom(first.a.id)).toHaveLength(1);
    expect(await messagesFrom(second.a.id)).toHaveLength(1);
  });

  it('refuses the same key for a different request', async () => {
    const { a, b, cookie } = await twoTeams();
    const key = randomUUID();
    await post(
      '/api/messages',
      { content: CANNED_MESSAGES[0]!.text, senderTeamId: a.id, receiverTeamId: b.id },
      key,
      cookie,
    );
    const other = await post(
      '/api/messages',
      { content: CANNED_MESSAGES[3]!.text, senderTeamId: a.id, receiverTeamId: b.id },
      key,
      cookie,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ message: IDEMPOTENCY_MESSAGES.otherRequest });
    expect(await messagesFrom(a.id)).toHaveLength(1);
  });

  it('saves a board once', async () => {
    const { a, cookie } = await twoTeams();
    const key = randomUUID();
    const body = { name: 'Auton plan', scene: sampleScene() };
    const [first, retry] = await Promise.all([
      post('/api/drawings', body, key, cookie),
      post('/api/drawings', body, key, cookie),
    ]);
    expect(first.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await t.db.select().from(drawings).where(eq(drawings.teamId, a.id))).toHaveLength(1);
  });

  it('books once: the retry gets the booking, not "slot taken"', async () => {
    const { a, cookie } = await twoTeams();
    const slot = await buildTimeslot(t.db);
    const key = randomUUID();
    const body = { title: 'Judging', timeslotId: slot.id };
    const first = await post('/api/interviews', body, key, cookie);
    const retry = await post('/api/interviews', body, key, cookie);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await t.db.select().from(interviews).where(eq(interviews.teamId, a.id))).toHaveLength(1);
  });

  it('registers once for a visitor sending the consent form twice', async () => {
    const team = await buildTeam(t.db);
    const key = randomUUID();
    const body = { ...validConsent, joinCode: team.joinCode };
    const first = await post(`/api/teams/${team.id}/consent`, body, key);
    const retry = await post(`/api/teams/${team.id}/consent`, body, key);
    expect(first.statusCode).toBeLessThan(300);
    expect(retry.statusCode).toBe(first.statusCode);
    expect(retry.body).toBe(first.body);
    expect(await t.db.select().from(consents).where(eq(consents.teamId, team.id))).toHaveLength(1);
  });

  it('does not keep an answer a retry should not get again (not signed in)', async () => {
    const key = randomUUID();
    const body = { content: CANNED_MESSAGES[0]!.text, senderTeamId: 1, receiverTeamId: 2 };
    expect((await post('/api/messages', body, key)).statusCode).toBe(401);
    expect(
      await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)),
    ).toHaveLength(0);
  });

  it('refuses a malformed key', async () => {
    const { a, b, cookie } = await twoTeams();
    const response = await post(
      '/api/messages',
      { content: CANNED_MESSAGES[0]!.text, senderTeamId: a.id, receiverTeamId: b.id },
      'x',
      cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: IDEMPOTENCY_MESSAGES.invalidKey });
    expect(await messagesFrom(a.id)).toHaveLength(0);
  });

  it('runs a request again once its answer is older than 24 hours', async () => {
    const { a, b, cookie } = await twoTeams();
    const key = randomUUID();
    const body = { content: CANNED_MESSAGES[0]!.text, senderTeamId: a.id, receiverTeamId: b.id };
    await post('/api/messages', body, key, cookie);
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(idempotencyKeys.key, key));
    const later = await post('/api/messages', body, key, cookie);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await messagesFrom(a.id)).toHaveLength(2);
  });

  describe('a reservation whose request has no answer yet (decision 203)', () => {
    /** The row another instance leaves when it claims the key and has not answered. */
    async function reservedBy(
      owner: string,
      teamId: number,
      key: string,
      body: object,
      committedAt: Date | null = null,
    ) {
      const fingerprint = createHash('sha256').update(JSON.stringify(body)).digest('base64url');
      await t.db.insert(idempotencyKeys).values({
        scope: `team:${teamId}`,
        key,
        route: 'POST /api/messages',
        fingerprint,
        owner,
        committedAt,
      });
    }
    const rowOf = async (key: string) =>
      (await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))[0]!;

    it('is marked committed by the write’s own transaction, and not by one that rolled back', async () => {
      const { a, b, cookie } = await twoTeams();
      const key = randomUUID();
      await post(
        '/api/messages',
        { content: CANNED_MESSAGES[0]!.text, senderTeamId: a.id, receiverTeamId: b.id },
        key,
        cookie,
      );
      expect((await rowOf(key)).committedAt).toBeInstanceOf(Date);

      const slot = await buildTimeslot(t.db);
      const other = await buildRegisteredTeam(t.db);
      await t.db
        .insert(interviews)
        .values({ teamId: other.id, timeslotId: slot.id, title: 'Judging Interview' });
      const refusedKey = randomUUID();
      const refused = await post(
        '/api/interviews',
        { timeslotId: slot.id, title: 'Judging Interview' },
        refusedKey,
        cookie,
      );
      expect(refused.statusCode).toBe(409);
      expect(await rowOf(refusedKey)).toMatchObject({ status: 409, committedAt: null });

      // A booking is one statement without a transaction around it (decision 222): the mark rides in it.
      const bookedKey = randomUUID();
      const booked = await post(
        '/api/interviews',
        { timeslotId: (await buildTimeslot(t.db)).id, title: 'Judging Interview' },
        bookedKey,
        cookie,
      );
      expect(booked.statusCode).toBe(201);
      expect((await rowOf(bookedKey)).committedAt).toBeInstanceOf(Date);
    });

    it('that committed on an instance that died is answered "answer lost" and never run again', async () => {
      const { a, b, cookie } = await twoTeams();
      const key = randomUUID();
      const body = { content: CANNED_MESSAGES[3]!.text, senderTeamId: a.id, receiverTeamId: b.id };
      await reservedBy(randomUUID(), a.id, key, body, new Date());
      const retry = await post('/api/messages', body, key, cookie);
      expect(retry.statusCode).toBe(409);
      expect(retry.json()).toMatchObject({ message: IDEMPOTENCY_MESSAGES.answerLost });
      const again = await post('/api/messages', body, key, cookie);
      expect(again.statusCode).toBe(409);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(await messagesFrom(a.id)).toHaveLength(0);
    });

    it('is taken over at once when its instance is dead, not a minute later', async () => {
      const { a, b, cookie } = await twoTeams();
      const key = randomUUID();
      const body = { content: CANNED_MESSAGES[0]!.text, senderTeamId: a.id, receiverTeamId: b.id };
      const dead = randomUUID();
      await t.db.insert(appInstances).values({ id: dead, seenAt: new Date(Date.now() - 6_000) });
      await reservedBy(dead, a.id, key, body);
      const started = performance.now();
      const retry = await post('/api/messages', body, key, cookie);
      expect(retry.statusCode).toBe(201);
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(await messagesFrom(a.id)).toHaveLength(1);
    });

    it('is taken over when its instance left no heartbeat at all', async () => {
      const { a, b, cookie } = await twoTeams();
      const key = randomUUID();
      const body = { content: CANNED_MESSAGES[1]!.text, senderTeamId: a.id, receiverTeamId: b.id };
      await reservedBy(randomUUID(), a.id, key, body);
      expect((await post('/api/messages', body, key, cookie)).statusCode).toBe(201);
    });

    it('is waited for while its instance is alive, and its answer replayed', async () => {
      const { a, b, cookie } = await twoTeams();
      const key = randomUUID();
      const body = { content: CANNED_MESSAGES[2]!.text, senderTeamId: a.id, receiverTeamId: b.id };
      const alive = randomUUID();
      await t.db.insert(appInstances).values({ id: alive });
      await reservedBy(alive, a.id, key, body);
      const retry = post('/api/messages', body, key, cookie);
      // Still waiting after a couple of its looks at the reservation: nothing answered it yet.
      const early = await Promise.race([
        retry.then(() => 'answered'),
        new Promise((resolve) => setTimeout(resolve, 100, 'waiting')),
      ]);
      expect(early).toBe('waiting');
      await t.db
        .update(idempotencyKeys)
        .set({
          status: 201,
          contentType: 'application/json; charset=utf-8',
          body: '{"answered":"elsewhere"}',
        })
        .where(eq(idempotencyKeys.key, key));
      const answer = await retry;
      expect(answer.headers['idempotent-replayed']).toBe('true');
      expect(answer.json()).toEqual({ answered: 'elsewhere' });
      expect(await messagesFrom(a.id)).toHaveLength(0);
    });
  });
});
