import type { FastifyInstance } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews } from '../../db/schema.ts';
import { isUniqueViolation } from '../../http-errors.ts';
import { buildRegisteredTeam } from '../../test/factories.ts';
import { buildTimeslot } from '../../test/factories-scheduling.ts';
import { createTestApp, signInTeam, type TestApp } from '../../test/test-app.ts';
import { secondInstance } from '../../test/second-instance.ts';

const TEAMS = 50;

let t: TestApp;
let cookies: string[];
beforeAll(async () => {
  t = await createTestApp();
  const teams = await Promise.all(Array.from({ length: TEAMS }, () => buildRegisteredTeam(t.db)));
  cookies = await Promise.all(teams.map((team) => signInTeam(t.app, team)));
});
afterAll(() => t.close());

async function race(apps: FastifyInstance[]) {
  const slot = await buildTimeslot(t.db);
  const responses = await Promise.all(
    cookies.map((cookie, i) =>
      apps[i % apps.length]!.inject({
        method: 'POST',
        url: '/api/interviews',
        headers: { cookie },
        payload: { title: `Team ${i}`, timeslotId: slot.id },
      }),
    ),
  );
  const active = await t.db
    .select()
    .from(interviews)
    .where(and(eq(interviews.timeslotId, slot.id), ne(interviews.status, 'canceled')));
  return { slot, responses, active };
}

describe('fifty teams booking one slot at the same moment', () => {
  it('gives exactly one 201 and 49 409s on one instance, and one interview row', async () => {
    const { responses, active } = await race([t.app]);
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(TEAMS - 1);
    expect(active).toHaveLength(1);
    const winner = responses.find((r) => r.statusCode === 201)!.json();
    expect(active[0]!.teamId).toBe(winner.teamId);
    for (const loser of responses.filter((r) => r.statusCode === 409)) {
      expect(loser.json().message).toBe('This timeslot has just been booked by another team. Please choose another one.');
    }
  });

  describe.runIf(process.env.TEST_ENGINE === 'postgres')('on two app instances sharing PostgreSQL', () => {
    const second = secondInstance(() => t);

    it('gives exactly one 201 and 49 409s across both instances', async () => {
      const { responses, active } = await race([t.app, second()]);
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(TEAMS - 1);
      expect(active).toHaveLength(1);
    });

    it("shows one instance's booking in the other's slot list within a second", async () => {
      const slot = await buildTimeslot(t.db);
      const url = '/api/timeslots';
      // Warm the other instance's read model, then book through the first instance.
      const before = (await second().inject({ url })).json();
      expect(before.find((s: { id: number }) => s.id === slot.id)).toMatchObject({ isAvailable: true });
      const team = await buildRegisteredTeam(t.db);
      const booked = await t.app.inject({
        method: 'POST',
        url: '/api/interviews',
        headers: { cookie: await signInTeam(t.app, team) },
        payload: { title: 'Seen everywhere', timeslotId: slot.id },
      });
      expect(booked.statusCode).toBe(201);
      const until = Date.now() + 1000;
      let seen = false;
      while (!seen && Date.now() < until) {
        const list = (await second().inject({ url })).json();
        seen = list.find((s: { id: number }) => s.id === slot.id)?.isAvailable === false;
        if (!seen) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(seen).toBe(true);
    });
  });
});

describe('the database itself', () => {
  it('refuses a second active interview for a slot, whatever the application checks', async () => {
    const [a, b] = [await buildRegisteredTeam(t.db), await buildRegisteredTeam(t.db)];
    const slot = await buildTimeslot(t.db);
    await t.db.insert(interviews).values({ title: 'First', teamId: a.id, timeslotId: slot.id });
    const second = t.db.insert(interviews).values({ title: 'Second', teamId: b.id, timeslotId: slot.id });
    await expect(second).rejects.toSatisfy((error) => isUniqueViolation(error));
    // A canceled interview does not hold the slot.
    await t.db.update(interviews).set({ status: 'canceled' }).where(eq(interviews.timeslotId, slot.id));
    await t.db.insert(interviews).values({ title: 'Second', teamId: b.id, timeslotId: slot.id });
  });
});
