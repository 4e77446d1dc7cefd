import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoRegistrations } from '../../db/demo/demo-registration.ts';
import { seedDemoSchedule } from '../../db/demo/demo-schedule.ts';
import { seedDemoScheduling } from '../../db/demo/demo-scheduling.ts';
import { seedDemoTeams } from '../../db/demo/demo-teams.ts';
import { createTestApp, signInTeam, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('seeds a tournament day of 20-minute slots with a few bookings, leaving the first team free to book', async () => {
  const demoTeams = await seedDemoTeams(t.db);
  await seedDemoRegistrations(t.db, demoTeams);
  const slots = await seedDemoSchedule(t.db);
  await seedDemoScheduling(t.db, demoTeams, slots);

  const day = (await t.app.inject({ url: `/api/timeslots?tournamentDayOnly=true` })).json() as {
    id: number;
    isAvailable: boolean;
    team: { name: string } | null;
  }[];
  expect(day).toHaveLength(slots.length);
  expect(day.filter((slot) => !slot.isAvailable).map((slot) => slot.team?.name)).toEqual([
    demoTeams[1]!.name,
    demoTeams[2]!.name,
    demoTeams[3]!.name,
  ]);

  const cookie = await signInTeam(t.app, demoTeams[0]!);
  const open = day.find((slot) => slot.isAvailable)!;
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/interviews',
    headers: { cookie },
    payload: { title: 'Demo booking', timeslotId: open.id },
  });
  expect(booked.statusCode).toBe(201);

  const history = (
    await t.app.inject({
      url: '/api/interviews',
      headers: { cookie: await signInTeam(t.app, demoTeams[3]!) },
    })
  ).json();
  expect(history.map((i: { status: string }) => i.status).sort()).toEqual([
    'canceled',
    'scheduled',
  ]);
});
