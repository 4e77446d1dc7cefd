import type { FastifyInstance } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { interviews } from '../../db/schema.ts';
import { isUniqueViolation } from '../../http-errors.ts';
import { buildRegisteredTeam } from '../../test/factories.ts';
import { buildTimeslot } from '../../test/factories-scheduling.ts';
import { describeRaces } from '../../test/races.ts';
import { createTestApp, signInTeam, type TestApp } from '../../test/test-app.ts';
import { secondInstance } from '../../test/second-instance.ts';

/**
 * Bookings at the same instant, on PostgreSQL (a pool of 20 connections, and two app instances):
 * the partial unique index decides who wins a slot, and the team's row lock holds the per-team
 * limit. On PGlite these requests would run one after another and prove neither.
 */

const TEAMS = 50;

describeRaces('bookings racing on PostgreSQL', () => {
  let t: TestApp;
  let cookies: string[];
  beforeAll(async () => {
    t = await createTestApp();
    expect(t.database.engine).toBe('postgres');
    const teams = await Promise.all(Array.from({ length: TEAMS }, () => buildRegisteredTeam(t.db)));
    cookies = await Promise.all(teams.map((team) => signInTeam(t.app, team)));
  });
  afterAll(() => t.close());

  const book = (app: FastifyInstance, cookie: string, title: string, timeslotId: number) =>
    app.inject({
      method: 'POST',
      url: '/api/interviews',
      headers: { cookie },
      payload: { title, timeslotId },
    });

  async function race(apps: FastifyInstance[]) {
    const slot = await buildTimeslot(t.db);
    const responses = await Promise.all(
      cookies.map((cookie, i) => book(apps[i % apps.length]!, cookie, `Team ${i}`, slot.id)),
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
        expect(loser.json().message).toBe(
          'This timeslot has just been booked by another team. Please choose another one.',
        );
      }
    });

    describe('on two app instances sharing the database', () => {
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
        const slotIn = async (app: FastifyInstance) =>
          ((await app.inject({ url })).json() as { id: number; isAvailable: boolean }[]).find(
            (s) => s.id === slot.id,
          );
        // Warm the other instance's read model, then book through the first instance.
        expect(await slotIn(second())).toMatchObject({ isAvailable: true });
        const team = await buildRegisteredTeam(t.db);
        expect(
          (await book(t.app, await signInTeam(t.app, team), 'Seen everywhere', slot.id)).statusCode,
        ).toBe(201);
        await vi.waitFor(
          async () => expect(await slotIn(second())).toMatchObject({ isAvailable: false }),
          {
            timeout: 1000,
            interval: 20,
          },
        );
      });
    });
  });

  describe('one team booking several slots at the same instant', () => {
    it('gets one of them under the limit of one; the others are refused', async () => {
      const team = await buildRegisteredTeam(t.db);
      const cookie = await signInTeam(t.app, team);
      const slots = await Promise.all(Array.from({ length: 8 }, () => buildTimeslot(t.db)));
      const responses = await Promise.all(
        slots.map((slot) => book(t.app, cookie, 'Rush', slot.id)),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array(7).fill(409)]);
      for (const refused of responses.filter((r) => r.statusCode === 409)) {
        expect(refused.json().message).toBe(
          'Your team already has an upcoming interview. Cancel it before booking another one.',
        );
      }
      const held = await t.db
        .select()
        .from(interviews)
        .where(and(eq(interviews.teamId, team.id), ne(interviews.status, 'canceled')));
      expect(held).toHaveLength(1);
    });
  });

  describe('the database itself', () => {
    it('refuses a second active interview for a slot, whatever the application checks', async () => {
      const [a, b] = [await buildRegisteredTeam(t.db), await buildRegisteredTeam(t.db)];
      const slot = await buildTimeslot(t.db);
      await t.db.insert(interviews).values({ title: 'First', teamId: a.id, timeslotId: slot.id });
      const second = t.db
        .insert(interviews)
        .values({ title: 'Second', teamId: b.id, timeslotId: slot.id });
      await expect(second).rejects.toSatisfy((error) => isUniqueViolation(error));
      // A canceled interview does not hold the slot.
      await t.db
        .update(interviews)
        .set({ status: 'canceled' })
        .where(eq(interviews.timeslotId, slot.id));
      await t.db.insert(interviews).values({ title: 'Second', teamId: b.id, timeslotId: slot.id });
    });
  });
});
