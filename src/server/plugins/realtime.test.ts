import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegisteredTeam } from '../test/factories.ts';
import { openStream as openStreamAt, until } from '../test/stream-client.ts';
import { createTestApp, signInAdmin, signInTeam, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const openStream = (cookie: string) => openStreamAt(base, cookie);

describe('GET /api/events', () => {
  it('refuses a session cookie that signs no one in with 401, so a signed-out browser learns it', async () => {
    const response = await t.app.inject({
      url: '/api/events',
      cookies: { tc_session: 'expired-or-made-up' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('lets a visitor (a now/next screen) listen, hearing only the events meant for everyone (decision 152)', async () => {
    const team = await buildRegisteredTeam(t.db);
    const visitor = openStream('');
    await visitor.ready;
    expect(visitor.statusCode).toBe(200);
    await t.app.realtime.publish(
      { type: 'interviews.changed', teamId: team.id },
      { teamIds: [team.id] },
    );
    await t.app.realtime.publish(
      { type: 'messages.created', senderTeamId: team.id, receiverTeamId: team.id + 1 },
      { teamIds: [team.id] },
    );
    await t.app.realtime.publish({ type: 'timeslots.changed' });
    await until(() => visitor.events.length >= 1);
    // Events arrive in order: once the public one is here, the private ones would have been too.
    expect(visitor.events).toEqual([{ type: 'timeslots.changed' }]);
    visitor.close();
  });

  it('delivers published events through the database to signed-in streams, by audience', async () => {
    const teamA = await buildRegisteredTeam(t.db);
    const teamB = await buildRegisteredTeam(t.db);
    const streamA = openStream(await signInTeam(t.app, teamA));
    const streamB = openStream(await signInTeam(t.app, teamB));
    const streamAdmin = openStream(await signInAdmin(t.app));
    await Promise.all([streamA.ready, streamB.ready, streamAdmin.ready]);
    expect(streamA.statusCode).toBe(200);

    await t.app.realtime.publish({ type: 'streams.changed' });
    await t.app.realtime.publish(
      { type: 'messages.created', senderTeamId: teamB.id, receiverTeamId: teamA.id },
      { teamIds: [teamA.id, teamB.id] },
    );
    const privateToA = { type: 'interviews.changed', teamId: teamA.id } as const;
    await t.app.realtime.publish(privateToA, { teamIds: [teamA.id] });

    await until(
      () =>
        streamA.events.length >= 3 && streamAdmin.events.length >= 3 && streamB.events.length >= 2,
    );
    expect(streamA.events).toEqual([
      { type: 'streams.changed' },
      { type: 'messages.created', senderTeamId: teamB.id, receiverTeamId: teamA.id },
      privateToA,
    ]);
    expect(streamAdmin.events).toHaveLength(3);
    expect(streamB.events).toHaveLength(2);
    expect(streamB.events).not.toContainEqual(privateToA);
    for (const s of [streamA, streamB, streamAdmin]) s.close();
  });
});
