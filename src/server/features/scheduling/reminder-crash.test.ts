import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../db/client.ts';
import { interviews } from '../../db/schema.ts';
import type { PushTuning } from '../../plugins/push.ts';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service.ts';
import { buildTeam } from '../../test/factories.ts';
import { buildTeamSubscription } from '../../test/factories-push.ts';
import { buildInterview, buildTimeslot } from '../../test/factories-scheduling.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * A reminder's claim and its queued pushes commit together (decision 271): a sweep that fails
 * after claiming leaves the booking unclaimed for the next sweep, and a process that dies once
 * the claim committed leaves its pushes in the queue for the next instance. Either way the team
 * gets the reminder exactly once. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
const SWEEP_MS = 30;
const tuning: PushTuning = { pollMs: 30 };

let service: FakePushService;
let database: TestDatabase;
const running: TestApp[] = [];
const extraDatabases: Database[] = [];

beforeAll(async () => {
  service = await startFakePushService();
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const t of running.splice(0)) await t.close();
});
afterAll(async () => {
  for (const extra of extraDatabases) await extra.close();
  await database.close();
  await service.close();
});

/** An app instance on the test's database (on PostgreSQL, with a pool of its own, as a process has). */
async function instance(push: PushTuning = tuning): Promise<TestApp> {
  let own: Database = database;
  if (database.url) {
    own = openPostgres(database.url, 5);
    extraDatabases.push(own);
  }
  const t = await createTestApp(
    { push: { extraHosts: [service.host] } },
    { database: own as TestDatabase, push, reminderSweepMs: SWEEP_MS },
  );
  running.push(t);
  return t;
}

async function stop(t: TestApp) {
  running.splice(running.indexOf(t), 1);
  await t.close();
}

/** A team with a subscribed phone and a booking inside the reminder lead time. */
async function bookedTeam(title: string) {
  const team = await buildTeam(database.db);
  const browser = service.browser();
  await buildTeamSubscription(database.db, team.id, browser.json);
  const slot = await buildTimeslot(database.db, { startsInMinutes: 5 });
  const interview = await buildInterview(database.db, {
    teamId: team.id,
    timeslotId: slot.id,
    title,
  });
  return { browser, interviewId: interview.id };
}

const remindedAt = async (interviewId: number) =>
  (
    await database.db
      .select({ at: interviews.remindedAt })
      .from(interviews)
      .where(eq(interviews.id, interviewId))
  )[0]!.at;

/** Reminder pushes waiting in the queue (not yet taken) whose payload mentions `text`. */
async function waiting(text: string): Promise<number> {
  const { rows } = await database.executeSql(
    `select count(*)::int as n from pgboss.job where name = 'push-delivery' and state < 'active' and data->>'payload' like $1`,
    [`%${text}%`],
  );
  return (rows as Array<{ n: number }>)[0]!.n;
}

async function eventually(condition: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const reminderTitles = (browser: ReturnType<FakePushService['browser']>) =>
  service
    .payloadsFor(browser)
    .filter((payload) => payload.type === 'interview.reminder')
    .map((payload) => payload.body);

describe('a reminder and its push, when a process fails between them', () => {
  it('a sweep that throws after claiming keeps nothing: the next sweep claims and sends it once', async () => {
    const t = await instance();
    let failures = 0;
    // Fails the sweep's transaction after the claim and after the pushes were queued in it.
    const off = t.app.domainEvents.onWrite(async (event) => {
      if (event.type === 'interview.reminder' && event.title === 'Thrown' && failures === 0) {
        failures++;
        throw new Error('the process failed here');
      }
    });
    const { browser, interviewId } = await bookedTeam('Thrown');
    await eventually(() => reminderTitles(browser).length > 0);
    off();
    expect(failures).toBe(1);
    await t.app.push.idle();
    // Further sweeps find it claimed.
    await new Promise((resolve) => setTimeout(resolve, SWEEP_MS * 3));
    await t.app.push.idle();
    expect(reminderTitles(browser)).toEqual([expect.stringMatching(/^Thrown at /)]);
    expect(await remindedAt(interviewId)).not.toBeNull();
  });

  it('a process that dies once its claim committed leaves the push queued: the next instance sends it once', async () => {
    // This instance claims and queues, and takes nothing from the queue (it dies before sending).
    const dying = await instance({ ...tuning, maxHeld: 0 });
    const { browser, interviewId } = await bookedTeam('Died');
    await eventually(async () => (await waiting('Died at')) === 1);
    expect(await remindedAt(interviewId)).not.toBeNull();
    await stop(dying);
    expect(reminderTitles(browser)).toEqual([]);

    const next = await instance();
    await eventually(() => reminderTitles(browser).length > 0);
    await new Promise((resolve) => setTimeout(resolve, SWEEP_MS * 3));
    await next.app.push.idle();
    expect(reminderTitles(browser)).toEqual([expect.stringMatching(/^Died at /)]);
    expect(await waiting('Died at')).toBe(0);
  });
});
