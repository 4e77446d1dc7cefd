import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoRegistrations } from '../../db/demo/demo-registration.ts';
import { seedDemoTeams } from '../../db/demo/demo-teams.ts';
import { refreshReadModels } from '../../test/factories-registration.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('registers some demo teams, which then sign in with their printed codes', async () => {
  const demoTeams = await seedDemoTeams(t.db);
  const registered = await seedDemoRegistrations(t.db, demoTeams);
  await refreshReadModels(t.app);
  expect(registered.length).toBeGreaterThan(0);
  expect(registered.length).toBeLessThan(demoTeams.length);

  const listed = (await t.app.inject({ url: '/api/teams?registeredOnly=true' })).json() as {
    id: number;
  }[];
  expect(listed.map((team) => team.id).sort()).toEqual(registered.map((team) => team.id).sort());

  const [first] = registered;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/team-login',
    payload: { teamId: first!.id, joinCode: first!.joinCode },
  });
  expect(login.statusCode).toBe(200);
  const unregistered = demoTeams.at(-1)!;
  const refused = await t.app.inject({
    method: 'POST',
    url: '/api/auth/team-login',
    payload: { teamId: unregistered.id, joinCode: unregistered.joinCode },
  });
  expect(refused.statusCode).toBe(409);
});
