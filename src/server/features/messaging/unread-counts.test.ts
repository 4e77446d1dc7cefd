import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNED_MESSAGES } from '../../../shared/canned-messages.ts';
import type { TestTeam } from '../../test/factories.ts';
import { buildMessage } from '../../test/factories-messaging.ts';
import { createTestApp, signInNewTeam, type TestApp } from '../../test/test-app.ts';

const hello = CANNED_MESSAGES[0]!.text;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedInTeam(): Promise<TestTeam & { cookie: string }> {
  const { team, cookie } = await signInNewTeam(t);
  return { ...team, cookie };
}

const unread = (cookie: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/messages/unread', headers: { cookie, ...headers } });

const send = (from: { cookie: string }, to: { id: number }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie: from.cookie },
    payload: { content: hello, receiverTeamId: to.id },
  });

const markRead = (receiver: { id: number; cookie: string }, sender: { id: number }) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/messages/read',
    headers: { cookie: receiver.cookie },
    payload: { senderTeamId: sender.id, receiverTeamId: receiver.id },
  });

/** Polls until the counts are as expected (a notification goes through the database first). */
async function eventually(cookie: string, expected: unknown, ms = 2000) {
  const until = Date.now() + ms;
  let body = (await unread(cookie)).json();
  while (JSON.stringify(body) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    body = (await unread(cookie)).json();
  }
  return body;
}

describe('GET /api/messages/unread from memory', () => {
  it('answers with an ETag, never stored (personal), and 304 to a client that sends the tag', async () => {
    const a = await signedInTeam();
    const b = await signedInTeam();
    await buildMessage(t.db, a, b);
    const first = await unread(b.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual([{ teamId: a.id, count: 1 }]);
    expect(first.headers['cache-control']).toBe('no-store');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await unread(b.cookie, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    expect((await send(a, b)).statusCode).toBe(201);
    const changed = await unread(b.cookie, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual([{ teamId: a.id, count: 2 }]);
  });

  it('counts a new message at once, and forgets it at once when it is read', async () => {
    const a = await signedInTeam();
    const b = await signedInTeam();
    const c = await signedInTeam();
    expect((await unread(b.cookie)).json()).toEqual([]);
    expect((await unread(a.cookie)).json()).toEqual([]);

    expect((await send(a, b)).statusCode).toBe(201);
    expect((await send(c, b)).statusCode).toBe(201);
    expect((await send(a, b)).statusCode).toBe(201);
    const byTeam = (x: { teamId: number }, y: { teamId: number }) => x.teamId - y.teamId;
    expect((await unread(b.cookie)).json()).toEqual(
      [
        { teamId: a.id, count: 2 },
        { teamId: c.id, count: 1 },
      ].sort(byTeam),
    );
    // The sender's own inbox is untouched by what it sent.
    expect((await unread(a.cookie)).json()).toEqual([]);

    expect((await markRead(b, a)).json()).toEqual({ updated: 2 });
    expect((await unread(b.cookie)).json()).toEqual([{ teamId: c.id, count: 1 }]);
    expect((await markRead(b, c)).json()).toEqual({ updated: 1 });
    expect((await unread(b.cookie)).json()).toEqual([]);
  });

  it("serves each team its own inbox: one team's cached counts never answer another", async () => {
    const a = await signedInTeam();
    const b = await signedInTeam();
    await buildMessage(t.db, a, b);
    await buildMessage(t.db, a, b);
    await buildMessage(t.db, b, a);
    const forB = await unread(b.cookie);
    const forA = await unread(a.cookie);
    expect(forB.json()).toEqual([{ teamId: a.id, count: 2 }]);
    expect(forA.json()).toEqual([{ teamId: b.id, count: 1 }]);
    expect(
      (await unread(a.cookie, { 'if-none-match': forB.headers.etag as string })).statusCode,
    ).toBe(200);
  });

  it('reloads when another instance announces a message or a read, and on teams.changed', async () => {
    const a = await signedInTeam();
    const b = await signedInTeam();
    expect((await unread(b.cookie)).json()).toEqual([]);

    // Written elsewhere: this instance hears of it only through the notification.
    await buildMessage(t.db, a, b);
    await t.app.realtime.publish(
      { type: 'messages.created', senderTeamId: a.id, receiverTeamId: b.id },
      { teamIds: [a.id, b.id] },
    );
    expect(await eventually(b.cookie, [{ teamId: a.id, count: 1 }])).toEqual([
      { teamId: a.id, count: 1 },
    ]);

    await buildMessage(t.db, a, b);
    await t.app.realtime.publish({ type: 'teams.changed' });
    expect(await eventually(b.cookie, [{ teamId: a.id, count: 2 }])).toEqual([
      { teamId: a.id, count: 2 },
    ]);
  });
});
