import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interviews } from '../../db/schema.ts';
import type { PushTuning } from '../../plugins/push.ts';
import type { TestBrowser } from '../../test/fake-push-service.ts';
import { buildTeam } from '../../test/factories.ts';
import { buildTeamSubscription } from '../../test/factories-push.ts';
import { buildInterview, buildTimeslot } from '../../test/factories-scheduling.ts';
import { eventually, usePushInstances } from '../../test/push-instances.ts';

/**
 * A reminder's claim and its queued pushes commit together (decision 271): a sweep that fails
 * after claiming leaves the booking unclaimed for the next sweep, and a process that dies once
 * the claim committed leaves its pushes in the queue for the next instance. Either way the team
 * gets the reminder exactly once. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
const SWEEP_MS = 30;
const tuning: PushTuning = { pollMs: 30 };

const suite = usePushInstances({ push: tuning, reminderSweepMs: SWEEP_MS });
const { instance, stop } = suite;

/** A team with a subscribed phone and a booking inside the reminder lead time. */
async function bookedTeam(title: string) {
  const team = await buildTeam(suite.database.db);
  const browser = suite.service.browser();
  await buildTeamSubscription(suite.database.db, team.id, browser.json);
  const slot = await buildTimeslot(suite.database.db, { startsInMinutes: 5 });
  const interview = await buildInterview(suite.database.db, {
    teamId: team.id,
    timeslotId: slot.id,
    title,
  });
  return { browser, interviewId: interview.id };
}

const remindedAt = async (interviewId: number) =>
  (
    await suite.database.db
      .select({ at: interviews.remindedAt })
      .from(interviews)
      .where(eq(interviews.id, interviewId))
  )[0]!.at;

const reminderTitles = (browser: TestBrowser) =>
  suite.service
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
    await eventually(async () => (await suite.queued('Died at', 'waiting')) === 1);
    expect(await remindedAt(interviewId)).not.toBeNull();
    await stop(dying);
    expect(reminderTitles(browser)).toEqual([]);

    const next = await instance();
    await eventually(() => reminderTitles(browser).length > 0);
    await new Promise((resolve) => setTimeout(resolve, SWEEP_MS * 3));
    await next.app.push.idle();
    expect(reminderTitles(browser)).toEqual([expect.stringMatching(/^Died at /)]);
    expect(await suite.queued('Died at', 'waiting')).toBe(0);
  });
});
