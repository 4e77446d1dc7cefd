import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNED_MESSAGES } from '../../../shared/canned-messages.ts';
import { MESSAGE_ERRORS } from '../../../shared/contract/messages.ts';
import type { Envelope } from '../../../shared/events.ts';
import { buildRegisteredTeam } from '../../test/factories.ts';
import { buildBlock } from '../../test/factories-messaging.ts';
import { createTestApp, signInAdmin, signInTeam, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const envelopes: Envelope[] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.app.realtime.subscribe((envelope) => envelopes.push(envelope));
});
afterAll(() => t.close());

const content = CANNED_MESSAGES[3]!.text;

async function pair() {
  const a = await buildRegisteredTeam(t.db);
  const b = await buildRegisteredTeam(t.db);
  return { a, b, cookieA: await signInTeam(t.app, a), cookieB: await signInTeam(t.app, b) };
}

const send = (cookie: string, receiverTeamId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie },
    payload: { content, receiverTeamId },
  });
const block = (cookie: string, teamId: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/blocks', headers: { cookie }, payload: { teamId } });
const blocksOf = (cookie: string) => t.app.inject({ url: '/api/blocks', headers: { cookie } });

describe('blocking a team', () => {
  it('stops messages both ways with a neutral message, and tells both teams', async () => {
    const { a, b, cookieA, cookieB } = await pair();
    const created = await block(cookieA, b.id);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      blockerTeam: { id: a.id, name: a.name },
      blockedTeam: { id: b.id, name: b.name },
    });

    for (const [cookie, to] of [
      [cookieA, b.id],
      [cookieB, a.id],
    ] as const) {
      const refused = await send(cookie, to);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(MESSAGE_ERRORS.blocked);
    }

    // Both teams see the block, so both screens can say messaging is turned off.
    expect((await blocksOf(cookieA)).json()).toHaveLength(1);
    expect((await blocksOf(cookieB)).json()).toMatchObject([
      { blockerTeam: { id: a.id }, blockedTeam: { id: b.id } },
    ]);

    const until = Date.now() + 2000;
    while (
      !envelopes.some(
        (e) => e.event.type === 'blocks.changed' && e.audience?.teamIds.includes(b.id),
      ) &&
      Date.now() < until
    ) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(envelopes.filter((e) => e.audience?.teamIds.includes(b.id))).toEqual([
      {
        event: { type: 'blocks.changed', teamIds: [a.id, b.id] },
        audience: { teamIds: [a.id, b.id] },
      },
    ]);
  });

  it('is lifted only by the team that set it', async () => {
    const { a, b, cookieA, cookieB } = await pair();
    await buildBlock(t.db, a, b);
    const notTheirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/blocks/${a.id}`,
      headers: { cookie: cookieB },
    });
    expect(notTheirs.statusCode).toBe(404);
    expect((await send(cookieB, a.id)).statusCode).toBe(403);

    const lifted = await t.app.inject({
      method: 'DELETE',
      url: `/api/blocks/${b.id}`,
      headers: { cookie: cookieA },
    });
    expect(lifted.statusCode).toBe(204);
    expect((await send(cookieB, a.id)).statusCode).toBe(201);
    expect((await blocksOf(cookieA)).json()).toEqual([]);
  });

  it('is idempotent, and refuses blocking yourself or an unknown team', async () => {
    const { a, b, cookieA } = await pair();
    expect((await block(cookieA, b.id)).statusCode).toBe(201);
    expect((await block(cookieA, b.id)).statusCode).toBe(201);
    expect((await blocksOf(cookieA)).json()).toHaveLength(1);

    const self = await block(cookieA, a.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(MESSAGE_ERRORS.blockSelf);
    expect((await block(cookieA, 999_999)).statusCode).toBe(404);
    expect((await block(cookieA, 'b')).statusCode).toBe(400);
  });

  it('shows a team only its own blocks; an administrator sees all and cannot block', async () => {
    const { a, b, cookieA } = await pair();
    const { a: c, b: d, cookieA: cookieC } = await pair();
    await buildBlock(t.db, c, d);
    await buildBlock(t.db, a, b);
    expect(
      (await blocksOf(cookieA))
        .json()
        .map((x: { blockedTeam: { id: number } }) => x.blockedTeam.id),
    ).toEqual([b.id]);
    expect(
      (await blocksOf(cookieC))
        .json()
        .map((x: { blockedTeam: { id: number } }) => x.blockedTeam.id),
    ).toEqual([d.id]);

    const admin = await signInAdmin(t.app);
    const all = (await blocksOf(admin)).json() as { blockerTeam: { id: number } }[];
    expect(all.map((x) => x.blockerTeam.id)).toEqual(expect.arrayContaining([a.id, c.id]));
    expect((await block(admin, b.id)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/blocks' })).statusCode).toBe(401);
  });
});
