import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoRobots } from '../../db/demo/demo-tracking.ts';
import { buildRegisteredTeam } from '../../test/factories.ts';
import { createTestApp, signInTeam, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('gives every demo team a robot, spread over the venue, shown on the map', async () => {
  const teams = [];
  for (let i = 0; i < 6; i++) teams.push(await buildRegisteredTeam(t.db));
  const seeded = await seedDemoRobots(t.db, teams);
  expect(seeded.filter((r) => r.teamId !== null).map((r) => r.teamId)).toEqual(
    teams.map((team) => team.id),
  );

  const response = await t.app.inject({
    url: '/api/robots',
    headers: { cookie: await signInTeam(t.app, teams[0]!) },
  });
  const robots: { lastLocationX: number; lastLocationY: number }[] = response.json();
  expect(robots).toHaveLength(7);
  for (const robot of robots) {
    expect(robot.lastLocationX).toBeGreaterThanOrEqual(0);
    expect(robot.lastLocationX).toBeLessThanOrEqual(500);
    expect(robot.lastLocationY).toBeGreaterThanOrEqual(0);
    expect(robot.lastLocationY).toBeLessThanOrEqual(400);
  }
  const places = new Set(
    robots.map((r) => `${Math.floor(r.lastLocationX / 125)},${Math.floor(r.lastLocationY / 100)}`),
  );
  expect(places.size).toBeGreaterThanOrEqual(5);
});
