import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews } from '../../db/schema.ts';
import { startFakePushService, type FakePushService } from '../../test/fake-push-service.ts';
import { buildTeam } from '../../test/factories.ts';
import { buildTeamSubscription } from '../../test/factories-push.ts';
import { buildInterview, buildTimeslot } from '../../test/factories-scheduling.ts';
import { secondInstance } from '../../test/second-instance.ts';
import { createTestApp, signInAdmin, type TestApp } from '../../test/test-app.ts';

const BOOKINGS = 100;
/** Both instances sweep this often, so their claims overlap again and again. */
const SWEEP_MS = 20;

let t: TestApp;
let service: FakePushService;
beforeAll(async () => {
  service = await startFakePushService();
  t = await createTestApp({ push: { extraHosts: [service.host] } }, { reminderSweepMs: SWEEP_MS });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

/** A team with a subscribed browser and a booking whose slot starts `startsInMinutes` from now. */
async function bookedTeam(startsInMinutes: number, title: string) {
  const team = await buildTeam(t.db);
  const browser = service.browser();
  await buildTeamSubscription(t.db, team.id, browser.json);
  const slot = await buildTimeslot(t.db, { startsInMinutes });
  await buildInterview(t.db, { teamId: team.id, timeslotId: slot.id, title });
  return browser;
}

const reminders = () =>
  service.received.filter((push) => push.payload.type === 'interview.reminder');

describe('interview reminders', () => {
  it('follow the lead time: none outside it, none when it is 0, one when it grows to cover the slot', async () => {
    const admin = await signInAdmin(t.app);
    const setLead = (reminderLeadMinutes: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/settings/tournament',
        headers: { cookie: admin },
        payload: { tournamentDate: '2031-05-03', reminderLeadMinutes, timeZone: 'America/Chicago' },
      });
    expect((await setLead(0)).json()).toMatchObject({ reminderLeadMinutes: 0 });
    const later = await bookedTeam(40, 'Later interview');
    const soon = await bookedTeam(5, 'Soon interview');
    // A canary inside any lead time proves sweeps ran while the lead was 0 for the others.
    expect((await setLead(3)).statusCode).toBe(200);
    const canary = await bookedTeam(2, 'Canary');
    await service.until(() => service.payloadsFor(canary).length > 0);
    expect(service.payloadsFor(soon)).toEqual([]);
    expect(service.payloadsFor(later)).toEqual([]);
    expect((await setLead(60)).json()).toMatchObject({ reminderLeadMinutes: 60 });
    await service.until(
      () => service.payloadsFor(later).length > 0 && service.payloadsFor(soon).length > 0,
    );
    expect(service.payloadsFor(later)).toEqual([
      expect.objectContaining({
        type: 'interview.reminder',
        body: expect.stringMatching(
          /^Later interview at \d{1,2}:\d{2} [AP]M C[SD]T\. Head to the judging area now\.$/,
        ),
      }),
    ]);
    expect((await setLead(15)).statusCode).toBe(200);
  });

  it('refuses a lead time out of range with a clear 400', async () => {
    const admin = await signInAdmin(t.app);
    for (const reminderLeadMinutes of [-1, 1441, 2.5, '15']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/settings/tournament',
        headers: { cookie: admin },
        payload: { tournamentDate: '2031-05-03', reminderLeadMinutes, timeZone: 'America/Chicago' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].message).toBe(
        'Reminder lead time must be a whole number of minutes from 0 to 1440',
      );
    }
  });

  describe.runIf(process.env.TEST_ENGINE === 'postgres')(
    'on two app instances sharing PostgreSQL',
    () => {
      const second = secondInstance(() => t, { reminderSweepMs: SWEEP_MS });

      it(`send exactly ${BOOKINGS} reminders for ${BOOKINGS} bookings inside the lead time`, async () => {
        const before = reminders().length;
        const browsers = [];
        for (let i = 0; i < BOOKINGS; i++)
          browsers.push(await bookedTeam(3 + (i % 10), `Booking ${i}`));
        await service.until(() => reminders().length >= before + BOOKINGS);
        // A booking made after all of them is reminded too: by then every earlier sweep is over.
        const canary = await bookedTeam(4, 'Last booking');
        await service.until(() => service.payloadsFor(canary).length > 0);
        await Promise.all([t.app.push.idle(), second().push.idle()]);
        const mine = reminders()
          .slice(before)
          .filter((push) => push.payload.body.startsWith('Booking '));
        expect(mine).toHaveLength(BOOKINGS);
        expect(new Set(mine.map((push) => push.payload.body)).size).toBe(BOOKINGS);
        for (const browser of browsers) expect(service.payloadsFor(browser)).toHaveLength(1);
        const claimed = await t.db
          .select({ id: interviews.id })
          .from(interviews)
          .where(isNotNull(interviews.remindedAt));
        expect(claimed.length).toBeGreaterThanOrEqual(BOOKINGS);
      });
    },
  );
});
