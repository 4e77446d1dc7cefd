import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { AppTx } from '../../db/client.ts';
import { idempotencyKeys, interviews, timeslots } from '../../db/schema.ts';
import { buildRegisteredTeam } from '../../test/factories.ts';
import { buildInterview, buildTimeslot } from '../../test/factories-scheduling.ts';
import { describeRaces } from '../../test/races.ts';
import { createTestApp, signInTeam, type TestApp } from '../../test/test-app.ts';
import { lockTeamForBooking } from './interviews.repo.ts';

/**
 * A booking or a cancellation that another writer overtakes while it is in flight, on PostgreSQL:
 * the other writer's transaction is held open until the request waits on its lock, then
 * committed. The request has read the slot or interview as it was, so only the database's
 * answer (the unique index, the foreign key, the update's condition) can refuse it.
 */

describeRaces('interviews overtaken while in flight, on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    expect(t.database.engine).toBe('postgres');
  });
  afterAll(() => t.close());

  /** Resolves once some statement of this database waits on a lock another transaction holds. */
  const someoneWaitsOnALock = () =>
    vi.waitFor(
      async () => {
        const result = (await t.db.execute(
          sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: { waiting: number }[] };
        expect(result.rows[0]!.waiting).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 20 },
    );

  /** Runs `write` in a transaction and sends `request` meanwhile; commits once the request waits on it. */
  async function overtake<T>(
    write: (tx: AppTx) => Promise<unknown>,
    request: () => Promise<T>,
  ): Promise<T> {
    let inFlight: Promise<T> | undefined;
    await t.db.transaction(async (tx) => {
      await write(tx);
      inFlight = request();
      await someoneWaitsOnALock();
    });
    return inFlight!;
  }

  const book = (cookie: string, timeslotId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/interviews',
      headers: { cookie },
      payload: { title: 'Judging', timeslotId },
    });

  it('tells a team that a slot taken while its booking was in flight has just been booked (409)', async () => {
    const [late, early] = [await buildRegisteredTeam(t.db), await buildRegisteredTeam(t.db)];
    const cookie = await signInTeam(t.app, late);
    const slot = await buildTimeslot(t.db);
    const answer = await overtake(
      (tx) =>
        tx.insert(interviews).values({ title: 'First', teamId: early.id, timeslotId: slot.id }),
      () => book(cookie, slot.id),
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(
      'This timeslot has just been booked by another team. Please choose another one.',
    );
    const held = await t.db
      .select({ teamId: interviews.teamId })
      .from(interviews)
      .where(eq(interviews.timeslotId, slot.id));
    expect(held).toEqual([{ teamId: early.id }]);
  });

  it('tells a team that a slot deleted while its booking was in flight is not found (404)', async () => {
    const team = await buildRegisteredTeam(t.db);
    const cookie = await signInTeam(t.app, team);
    const slot = await buildTimeslot(t.db);
    const answer = await overtake(
      (tx) => tx.delete(timeslots).where(eq(timeslots.id, slot.id)),
      () => book(cookie, slot.id),
    );
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('Timeslot not found');
    expect(await t.db.select().from(interviews).where(eq(interviews.teamId, team.id))).toEqual([]);
  });

  it('refuses a cancellation overtaken by another one (409) and keeps the first cancellation time', async () => {
    const team = await buildRegisteredTeam(t.db);
    const cookie = await signInTeam(t.app, team);
    const interview = await buildInterview(t.db, {
      teamId: team.id,
      timeslotId: (await buildTimeslot(t.db)).id,
    });
    const first = new Date('2030-01-01T12:00:00Z');
    const answer = await overtake(
      (tx) =>
        tx
          .update(interviews)
          .set({ status: 'canceled', canceledAt: first })
          .where(eq(interviews.id, interview.id)),
      () =>
        t.app.inject({
          method: 'DELETE',
          url: `/api/interviews/${interview.id}`,
          headers: { cookie },
        }),
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('This interview has already been canceled');
    const [row] = await t.db.select().from(interviews).where(eq(interviews.id, interview.id));
    expect(row).toMatchObject({ status: 'canceled', canceledAt: first });
  });

  it("reads again when the organisers gave the team an interview while its booking was in flight, and keeps the team's limit (409)", async () => {
    const team = await buildRegisteredTeam(t.db);
    const cookie = await signInTeam(t.app, team);
    const [assigned, wanted] = [await buildTimeslot(t.db), await buildTimeslot(t.db)];
    // What assigning a slot to a team does (timeslots.service): bump the team's booking version, then insert.
    const answer = await overtake(
      async (tx) => {
        await lockTeamForBooking(tx, team.id);
        await tx
          .insert(interviews)
          .values({ title: 'Assigned', teamId: team.id, timeslotId: assigned.id });
      },
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/interviews',
          headers: { cookie, 'idempotency-key': `overtaken-${team.id}` },
          payload: { title: 'Judging', timeslotId: wanted.id },
        }),
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(
      'Your team already has an upcoming interview. Cancel it before booking another one.',
    );
    // The attempt that inserted nothing did not mark its Idempotency-Key committed either (decision 222).
    const [key] = await t.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, `overtaken-${team.id}`));
    expect(key).toMatchObject({ status: 409, committedAt: null });
    const held = await t.db
      .select({ timeslotId: interviews.timeslotId })
      .from(interviews)
      .where(eq(interviews.teamId, team.id));
    expect(held).toEqual([{ timeslotId: assigned.id }]);
  });
});
