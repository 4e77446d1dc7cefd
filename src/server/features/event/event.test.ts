import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { seedDemoEvent } from '../../db/demo/seed-demo-event.ts';
import { auditLog, robots, streams, teams, timeslots } from '../../db/schema.ts';
import { buildStaff } from '../../test/factories-staff.ts';
import { buildTimeslot } from '../../test/factories-scheduling.ts';
import { sessionCookie } from '../../test-evidence/evidence-app.ts';
import { createTestApp, signInAdmin, signInTeam, type TestApp } from '../../test/test-app.ts';
import { buildRegisteredTeam } from '../../test/factories.ts';

let t: TestApp;
let organiser: string;
beforeAll(async () => {
  t = await createTestApp();
  organiser = await signInAdmin(t.app);
  expect(await seedDemoEvent(t.db, t.app.log)).toBe(true);
});
afterAll(() => t.close());

const demo = () => t.app.inject({ url: '/api/event/demo', headers: { cookie: organiser } });

describe('a clean start from the demo event', () => {
  it('says the database holds the demo event', async () => {
    const response = await demo();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      holdsDemo: true,
      demo: { teams: 6, timeslots: 21, robots: 7, streams: 1 },
    });
  });

  it('removes the demo rows only, in one go, and the organiser’s own rows stay', async () => {
    // The organiser's own team, slot and stream, and a real team booked into a demo slot.
    const real = await buildRegisteredTeam(t.db, { name: 'Real Robots' });
    const ownSlot = await buildTimeslot(t.db, { room: 'Room 1' });
    const stream = await t.app.inject({
      method: 'POST',
      url: '/api/streams',
      headers: { cookie: organiser },
      payload: { youtubeUrl: 'https://www.youtube.com/watch?v=realStream1', title: 'Real field' },
    });
    expect(stream.statusCode).toBe(201);
    const [demoSlot] = await t.db
      .select()
      .from(timeslots)
      .where(eq(timeslots.isDemo, true))
      .limit(1);
    const teamCookie = await signInTeam(t.app, real);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/interviews',
      headers: { cookie: teamCookie },
      payload: { title: 'Judging', timeslotId: demoSlot!.id },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const demoTeam = (await t.db.select().from(teams).where(eq(teams.isDemo, true)).limit(1))[0]!;
    const demoTeamSession = await sessionCookie(t.db, { teamId: demoTeam.id });

    const cleared = await t.app.inject({
      method: 'POST',
      url: '/api/event/clear-demo',
      headers: { cookie: organiser },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({
      holdsDemo: false,
      demo: { teams: 6, timeslots: 20, robots: 7, streams: 1 },
    });

    expect(await t.db.select().from(teams).where(eq(teams.isDemo, true))).toEqual([]);
    expect((await t.db.select({ id: teams.id }).from(teams)).map((row) => row.id)).toContain(
      real.id,
    );
    const slotIds = (await t.db.select({ id: timeslots.id }).from(timeslots)).map((row) => row.id);
    expect(slotIds).toEqual(expect.arrayContaining([ownSlot.id, demoSlot!.id]));
    expect(await t.db.select().from(robots)).toEqual([]);
    expect(
      (await t.db.select({ title: streams.title }).from(streams)).map((row) => row.title),
    ).toEqual(['Real field']);
    // The lists say so at once, and a demo team's session is over.
    const list = await t.app.inject({ url: '/api/teams' });
    expect(list.json().map((team: { name: string }) => team.name)).toEqual(['Real Robots']);
    expect(
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: demoTeamSession } }))
        .statusCode,
    ).toBe(401);

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'event.clear-demo'));
    expect(entry).toMatchObject({
      actorName: 'organiser',
      before: { teams: 6, timeslots: 21, robots: 7, streams: 1 },
      after: { teams: 0, timeslots: 0, robots: 0, streams: 0 },
    });
  });

  it('says the demo is gone, and clearing again removes nothing', async () => {
    expect((await demo()).json()).toEqual({
      holdsDemo: false,
      demo: { teams: 0, timeslots: 0, robots: 0, streams: 0 },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/event/clear-demo',
      headers: { cookie: organiser },
    });
    expect(again.json()).toEqual({
      holdsDemo: false,
      demo: { teams: 0, timeslots: 0, robots: 0, streams: 0 },
    });
  });

  it('ticks the set-up checklist from the event’s own rows, never the demo’s', async () => {
    const setup = (
      await t.app.inject({ url: '/api/event/setup', headers: { cookie: organiser } })
    ).json();
    // After the clearing: the demo's date stays, the organiser's team and slots count, no matches, no one invited.
    expect(setup).toEqual({
      steps: { name: false, date: true, teams: true, matches: false, slots: true, people: false },
      done: false,
    });
    await buildStaff(t.db, { role: 'judge', rooms: ['Room 1'] });
    expect(
      (await t.app.inject({ url: '/api/event/setup', headers: { cookie: organiser } })).json().steps
        .people,
    ).toBe(true);
    // Naming the event ticks its step.
    const { tournamentDate } = (await t.app.inject({ url: '/api/settings/tournament' })).json();
    const named = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/tournament',
      headers: { cookie: organiser },
      payload: { tournamentDate, eventName: ' Spring Regional ' },
    });
    expect(named.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/event/setup', headers: { cookie: organiser } })).json().steps
        .name,
    ).toBe(true);
    // Importing a match schedule ticks its step (the current schedule's matches count).
    const start = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/matches/import',
      headers: { cookie: organiser, 'content-type': 'text/csv' },
      payload: `match,start,red1\nQ1,${start},Real Robots\n`,
    });
    expect(imported.statusCode, imported.body).toBeLessThan(300);
    expect(
      (await t.app.inject({ url: '/api/event/setup', headers: { cookie: organiser } })).json().steps
        .matches,
    ).toBe(true);
  });

  it('is for organisers only', async () => {
    const volunteer = await buildStaff(t.db, { role: 'volunteer' });
    const cookie = await sessionCookie(t.db, { adminId: volunteer.id });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/event/clear-demo', headers: { cookie } }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/event/clear-demo' })).statusCode).toBe(
      401,
    );
  });
});
