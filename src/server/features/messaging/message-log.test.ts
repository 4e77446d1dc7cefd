import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNED_MESSAGES } from '../../../shared/canned-messages.ts';
import { buildRegisteredTeam } from '../../test/factories.ts';
import { buildMessage } from '../../test/factories-messaging.ts';
import { createTestApp, signInAdmin, signInTeam, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/messages/log (safeguarding)', () => {
  it('lists every message newest first with both team names, for administrators only', async () => {
    const a = await buildRegisteredTeam(t.db);
    const b = await buildRegisteredTeam(t.db);
    const c = await buildRegisteredTeam(t.db);
    const first = await buildMessage(t.db, a, b, { cannedId: CANNED_MESSAGES[0]!.id });
    const second = await buildMessage(t.db, c, a, {
      cannedId: CANNED_MESSAGES[5]!.id,
      isRead: true,
    });

    const admin = await signInAdmin(t.app);
    const response = await t.app.inject({ url: '/api/messages/log', headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        id: second.id,
        senderTeam: { name: c.name, number: null },
        receiverTeam: { name: a.name, number: null },
        isRead: true,
      }),
      expect.objectContaining({
        id: first.id,
        senderTeam: { name: a.name, number: null },
        receiverTeam: { name: b.name, number: null },
        isRead: false,
      }),
    ]);

    const older = await t.app.inject({
      url: `/api/messages/log?limit=1&before=${second.id}`,
      headers: { cookie: admin },
    });
    expect(older.json().map((m: { id: number }) => m.id)).toEqual([first.id]);

    const team = await t.app.inject({
      url: '/api/messages/log',
      headers: { cookie: await signInTeam(t.app, a) },
    });
    expect(team.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/messages/log' })).statusCode).toBe(401);
  });

  it('does not change read state when an administrator reads a conversation', async () => {
    const a = await buildRegisteredTeam(t.db);
    const b = await buildRegisteredTeam(t.db);
    await buildMessage(t.db, a, b);
    const admin = await signInAdmin(t.app);
    const conversation = await t.app.inject({
      url: `/api/messages?senderTeamId=${a.id}&receiverTeamId=${b.id}`,
      headers: { cookie: admin },
    });
    expect(conversation.json()).toMatchObject([{ isRead: false }]);
    const unread = await t.app.inject({
      url: '/api/messages/unread',
      headers: { cookie: await signInTeam(t.app, b) },
    });
    expect(unread.json()).toEqual([{ teamId: a.id, count: 1 }]);
  });
});
