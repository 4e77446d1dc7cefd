import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTimeslot } from '../../test/factories-scheduling.ts';
import { createTestApp, signInNewTeam, type TestApp } from '../../test/test-app.ts';

/**
 * A booking overtaken on every optimistic attempt (decision 222). A trigger stands in for other
 * writes for the same team: it skips the version bump of the team's first `times` updates, exactly
 * what the insert's statement sees when another booking moved the version since its read.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.execute(
    sql`create table overtakes (team_id integer primary key, times integer not null)`,
  );
  await t.db.execute(
    sql.raw(`
    create function overtake_booking() returns trigger language plpgsql as $$
    begin
      if new.booking_version <> old.booking_version and exists (select 1 from overtakes where team_id = old.id and times > 0) then
        update overtakes set times = times - 1 where team_id = old.id;
        return null;
      end if;
      return new;
    end $$`),
  );
  await t.db.execute(
    sql`create trigger overtake_booking before update on teams for each row execute function overtake_booking()`,
  );
});
afterAll(() => t.close());

const book = (cookie: string, timeslotId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/interviews',
    headers: { cookie },
    payload: { title: 'Judging', timeslotId },
  });

it('still books when every optimistic attempt is overtaken: the last one runs under the team’s row lock', async () => {
  const { team, cookie } = await signInNewTeam(t);
  const slot = await buildTimeslot(t.db);
  // Three optimistic attempts, each overtaken; the fourth runs under the team's row lock.
  await t.db.execute(sql`insert into overtakes values (${team.id}, 3)`);
  const answer = await book(cookie, slot.id);
  expect(answer.statusCode).toBe(201);
  expect(answer.json()).toMatchObject({ teamId: team.id, timeslotId: slot.id });
  const left = await t.db.execute(sql`select times from overtakes where team_id = ${team.id}`);
  expect((left as unknown as { rows: { times: number }[] }).rows).toEqual([{ times: 0 }]);
});

it('reads again after one overtaking and books without waiting for a lock', async () => {
  const { team, cookie } = await signInNewTeam(t);
  const slot = await buildTimeslot(t.db);
  await t.db.execute(sql`insert into overtakes values (${team.id}, 1)`);
  expect((await book(cookie, slot.id)).statusCode).toBe(201);
});
