import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { CANNED_MESSAGES } from '../../shared/canned-messages.ts';
import { MESSAGE_ERRORS, type Message, type UnreadCount } from '../../shared/contract/messages.ts';
import { messages } from '../db/schema.ts';
import { buildMessage } from '../test/factories-messaging.ts';
import { createTestApp, signInNewTeam } from '../test/test-app.ts';
import { listen, openStream, waitFor } from './live-server.ts';

/**
 * Finding: a blocked team could still mark the blocker's messages read (a read receipt is a
 * signal to the blocker), and blocked senders stayed in unread counts that could never clear.
 * Every message action now respects a block, whichever side set it.
 */

const t = await createTestApp();
const base = await listen(t.app);
afterAll(() => t.close());

type Side = Awaited<ReturnType<typeof signInNewTeam>>;

const call = (
  side: Side,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({ method, url, headers: { cookie: side.cookie }, ...(payload ? { payload } : {}) });
const send = (from: Side, to: Side) =>
  call(from, 'POST', '/api/messages', {
    content: CANNED_MESSAGES[1]!.text,
    receiverTeamId: to.team.id,
  });
const markRead = (reader: Side, sender: Side) =>
  call(reader, 'PUT', '/api/messages/read', {
    senderTeamId: sender.team.id,
    receiverTeamId: reader.team.id,
  });
const unreadFrom = async (reader: Side, sender: Side) => {
  const response = await call(reader, 'GET', '/api/messages/unread');
  expect(response.statusCode).toBe(200);
  return (response.json() as UnreadCount[]).find((c) => c.teamId === sender.team.id)?.count ?? 0;
};
const conversation = async (reader: Side, other: Side) => {
  const response = await call(
    reader,
    'GET',
    `/api/messages?senderTeamId=${reader.team.id}&receiverTeamId=${other.team.id}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json() as Message[];
};
const isRead = async (id: number) =>
  (await t.db.select({ isRead: messages.isRead }).from(messages).where(eq(messages.id, id)))[0]!
    .isRead;

/** Two teams with an unread message each way, then `blocker` blocks `blocked`. */
async function blockedPair() {
  const blocker = await signInNewTeam(t);
  const blocked = await signInNewTeam(t);
  const toBlocker = await buildMessage(t.db, blocked.team, blocker.team);
  const toBlocked = await buildMessage(t.db, blocker.team, blocked.team);
  // Both inboxes are read (and cached) before the block, so a stale count would show.
  expect(await unreadFrom(blocker, blocked)).toBe(1);
  expect(await unreadFrom(blocked, blocker)).toBe(1);
  expect((await call(blocker, 'POST', '/api/blocks', { teamId: blocked.team.id })).statusCode).toBe(
    201,
  );
  return { blocker, blocked, toBlocker, toBlocked };
}

describe.each([
  ['the blocked team', 'blocked'],
  ['the blocking team', 'blocker'],
] as const)('while a block stands, %s', (_, who) => {
  it('cannot send to the other', async () => {
    const pair = await blockedPair();
    const [me, other] =
      who === 'blocked' ? [pair.blocked, pair.blocker] : [pair.blocker, pair.blocked];
    const response = await send(me, other);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGE_ERRORS.blocked);
  });

  it('cannot mark the other’s messages read: no read receipt crosses the block', async () => {
    const pair = await blockedPair();
    const [me, other, theirMessage] =
      who === 'blocked'
        ? [pair.blocked, pair.blocker, pair.toBlocked]
        : [pair.blocker, pair.blocked, pair.toBlocker];
    const response = await markRead(me, other);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGE_ERRORS.blocked);
    expect(await isRead(theirMessage.id)).toBe(false);
    // What the sender sees of its message has not changed either.
    const seen = (await conversation(other, me)).find((m) => m.id === theirMessage.id);
    expect(seen?.isRead).toBe(false);
  });

  it('has no unread count from the other, until the block is lifted', async () => {
    const pair = await blockedPair();
    const [me, other] =
      who === 'blocked' ? [pair.blocked, pair.blocker] : [pair.blocker, pair.blocked];
    expect(await unreadFrom(me, other)).toBe(0);
    expect(
      (await call(pair.blocker, 'DELETE', `/api/blocks/${pair.blocked.team.id}`)).statusCode,
    ).toBe(204);
    expect(await unreadFrom(me, other)).toBe(1);
  });

  it('still reads what was said before the block, unchanged', async () => {
    const pair = await blockedPair();
    const [me, other] =
      who === 'blocked' ? [pair.blocked, pair.blocker] : [pair.blocker, pair.blocked];
    const before = await conversation(me, other);
    await send(other, me);
    await markRead(other, me);
    expect(await conversation(me, other)).toEqual(before);
    expect(before.map((m) => m.id).sort()).toEqual([pair.toBlocker.id, pair.toBlocked.id].sort());
  });
});

describe('live events', () => {
  it('carry nothing between a blocked pair, whoever tries', async () => {
    const { blocker, blocked } = await blockedPair();
    const third = await signInNewTeam(t);
    const streams = await Promise.all([
      openStream(base, blocker.cookie),
      openStream(base, blocked.cookie),
    ]);
    try {
      for (const [me, other] of [
        [blocked, blocker],
        [blocker, blocked],
      ] as const) {
        await send(me, other);
        await markRead(me, other);
      }
      // A marker sent afterwards: events arrive in order, so once it is in, anything between the
      // pair would be in too.
      expect((await send(third, blocker)).statusCode).toBe(201);
      expect((await send(third, blocked)).statusCode).toBe(201);
      const markerIn = (events: (typeof streams)[0]['events']) =>
        events.some((e) => e.type === 'messages.created' && e.senderTeamId === third.team.id);
      await waitFor(() => streams.every((s) => markerIn(s.events)), 2_000, 'the marker messages');
      const pairIds = new Set([blocker.team.id, blocked.team.id]);
      for (const stream of streams) {
        const between = stream.events.filter(
          (e) =>
            (e.type === 'messages.created' || e.type === 'messages.read') &&
            pairIds.has(e.senderTeamId) &&
            pairIds.has(e.receiverTeamId),
        );
        expect(between).toEqual([]);
      }
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
