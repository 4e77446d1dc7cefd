import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNED_MESSAGES, cannedMessageId } from '../../../shared/canned-messages.ts';
import { MESSAGE_ERRORS } from '../../../shared/contract/messages.ts';
import type { Envelope } from '../../../shared/events.ts';
import { messages } from '../../db/schema.ts';
import { buildRegisteredTeam, type TestTeam } from '../../test/factories.ts';
import { buildMessage } from '../../test/factories-messaging.ts';
import { ACCESS_MESSAGES } from '../../../shared/access-messages.ts';
import { createTestApp, signInAdmin, signInTeam, type TestApp } from '../../test/test-app.ts';

const [hello, practice, meet] = CANNED_MESSAGES.map((m) => m.text) as [string, string, string];

let t: TestApp;
const envelopes: Envelope[] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.app.realtime.subscribe((envelope) => envelopes.push(envelope));
});
afterAll(() => t.close());

type Pair = { a: TestTeam; b: TestTeam; cookieA: string; cookieB: string };

async function pair(): Promise<Pair> {
  const a = await buildRegisteredTeam(t.db);
  const b = await buildRegisteredTeam(t.db);
  return { a, b, cookieA: await signInTeam(t.app, a), cookieB: await signInTeam(t.app, b) };
}

const send = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/messages', headers: { cookie }, payload });

const conversation = (cookie: string, a: number, b: number, extra = '') =>
  t.app.inject({
    url: `/api/messages?senderTeamId=${a}&receiverTeamId=${b}${extra}`,
    headers: { cookie },
  });

/** Events published for a team (other tests' late events are left out). */
const eventsFor = (teamId: number) => envelopes.filter((e) => e.audience?.teamIds.includes(teamId));

const waitFor = async (check: () => boolean, ms = 2000) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
};

/**
 * The team's events once everything published before now has arrived: a marker published now
 * comes after them through the same channel, so when it is here, they are too.
 */
async function settledEventsFor(teamId: number) {
  const isMarker = (e: Envelope) =>
    e.event.type === 'interviews.changed' && e.event.teamId === teamId;
  await t.app.realtime.publish({ type: 'interviews.changed', teamId }, { teamIds: [teamId] });
  await waitFor(() => eventsFor(teamId).some(isMarker));
  expect(eventsFor(teamId).some(isMarker), 'the marker event arrived').toBe(true);
  return eventsFor(teamId).filter((e) => !isMarker(e));
}

describe('GET /api/canned-messages', () => {
  it('serves the 11 pre-approved messages with id, text and category, to anyone', async () => {
    const response = await t.app.inject({ url: '/api/canned-messages' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toHaveLength(11);
    expect(body[0]).toEqual({ id: 1, category: 'scheduling', text: hello });
    expect(new Set(body.map((m: { category: string }) => m.category))).toEqual(
      new Set(['scheduling', 'location', 'strategy', 'readiness']),
    );
  });
});

describe('POST /api/messages', () => {
  it('sends a canned message as the signed-in team and tells both teams', async () => {
    const { a, b, cookieA } = await pair();
    const response = await send(cookieA, {
      content: hello,
      senderTeamId: a.id,
      receiverTeamId: b.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      content: hello,
      senderTeamId: a.id,
      receiverTeamId: b.id,
      isRead: false,
      senderTeam: { name: a.name },
    });
    expect(new Date(response.json().createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    await waitFor(() => eventsFor(a.id).length > 0);
    expect(eventsFor(a.id)).toEqual([
      {
        event: { type: 'messages.created', senderTeamId: a.id, receiverTeamId: b.id },
        audience: { teamIds: [a.id, b.id] },
      },
    ]);
  });

  it('takes the sender from the session when the body leaves it out', async () => {
    const { a, b, cookieA } = await pair();
    const response = await send(cookieA, { content: meet, receiverTeamId: b.id });
    expect(response.statusCode).toBe(201);
    expect(response.json().senderTeamId).toBe(a.id);
  });

  it('refuses free text, near-misses and blank content with a clear message, storing nothing', async () => {
    const { a, b, cookieA } = await pair();
    for (const content of [
      'Meet me behind the gym',
      `${hello} `,
      hello.toUpperCase(),
      'x'.repeat(5000),
    ]) {
      const response = await send(cookieA, { content, senderTeamId: a.id, receiverTeamId: b.id });
      expect(response.statusCode, content.slice(0, 30)).toBe(400);
      expect(response.json().message).toBe(MESSAGE_ERRORS.notCanned);
      expect(response.json().errors).toEqual([
        { field: 'content', message: MESSAGE_ERRORS.notCanned },
      ]);
    }
    const blank = await send(cookieA, { content: '   ', senderTeamId: a.id, receiverTeamId: b.id });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(MESSAGE_ERRORS.emptyContent);
    const missing = await send(cookieA, { senderTeamId: a.id, receiverTeamId: b.id });
    expect(missing.statusCode).toBe(400);

    const stored = await t.db.select().from(messages);
    expect(stored.filter((m) => m.senderTeamId === a.id)).toHaveLength(0);
    expect(await settledEventsFor(a.id)).toHaveLength(0);
  });

  it('refuses a spoofed sender with 403', async () => {
    const { a, b, cookieA } = await pair();
    const response = await send(cookieA, {
      content: hello,
      senderTeamId: b.id,
      receiverTeamId: a.id,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGE_ERRORS.spoofedSender);
    const stored = await t.db.select().from(messages);
    expect(stored.filter((m) => m.senderTeamId === b.id)).toHaveLength(0);
  });

  it('refuses messages to yourself, to unknown teams, and malformed recipients', async () => {
    const { a, cookieA } = await pair();
    const self = await send(cookieA, { content: hello, receiverTeamId: a.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(MESSAGE_ERRORS.toSelf);

    const unknown = await send(cookieA, { content: hello, receiverTeamId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(MESSAGE_ERRORS.recipientNotFound);

    const missing = await send(cookieA, { content: hello });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MESSAGE_ERRORS.chooseTeams);

    const text = await send(cookieA, { content: hello, receiverTeamId: 'two' });
    expect(text.statusCode).toBe(400);
  });

  it('answers 401 to visitors and 403 to administrators (they only watch)', async () => {
    const { a, b } = await pair();
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: { content: hello, senderTeamId: a.id, receiverTeamId: b.id },
    });
    expect(visitor.statusCode).toBe(401);
    const admin = await send(await signInAdmin(t.app), {
      content: hello,
      senderTeamId: a.id,
      receiverTeamId: b.id,
    });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().message).toBe(ACCESS_MESSAGES.teamSessionRequired);
  });
});

describe('GET /api/messages', () => {
  it('returns both directions oldest first with sender names, for either team', async () => {
    const { a, b, cookieA, cookieB } = await pair();
    expect(
      (await send(cookieA, { content: hello, senderTeamId: a.id, receiverTeamId: b.id }))
        .statusCode,
    ).toBe(201);
    expect(
      (await send(cookieB, { content: practice, senderTeamId: b.id, receiverTeamId: a.id }))
        .statusCode,
    ).toBe(201);
    expect(
      (await send(cookieA, { content: meet, senderTeamId: a.id, receiverTeamId: b.id })).statusCode,
    ).toBe(201);

    for (const [cookie, x, y] of [
      [cookieA, a.id, b.id],
      [cookieB, a.id, b.id],
      [cookieB, b.id, a.id],
    ] as const) {
      const response = await conversation(cookie, x, y);
      expect(response.statusCode).toBe(200);
      expect(
        response
          .json()
          .map((m: { content: string; senderTeam: { name: string } }) => [
            m.content,
            m.senderTeam.name,
          ]),
      ).toEqual([
        [hello, a.name],
        [practice, b.name],
        [meet, a.name],
      ]);
    }
  });

  it('does not mix in other conversations', async () => {
    const { a, b, cookieA } = await pair();
    const c = await buildRegisteredTeam(t.db);
    await buildMessage(t.db, a, c);
    await buildMessage(t.db, c, b);
    await buildMessage(t.db, a, b, { cannedId: cannedMessageId(meet)! });
    const response = await conversation(cookieA, a.id, b.id);
    expect(response.json().map((m: { content: string }) => m.content)).toEqual([meet]);
  });

  it('refuses a third team with 403 and visitors with 401; lets an administrator read', async () => {
    const { a, b } = await pair();
    await buildMessage(t.db, a, b);
    const third = await buildRegisteredTeam(t.db);
    const refused = await conversation(await signInTeam(t.app, third), a.id, b.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGE_ERRORS.notYourConversation);
    expect(refused.body).not.toContain(CANNED_MESSAGES[0]!.text);

    expect(
      (await t.app.inject({ url: `/api/messages?senderTeamId=${a.id}&receiverTeamId=${b.id}` }))
        .statusCode,
    ).toBe(401);

    const admin = await conversation(await signInAdmin(t.app), a.id, b.id);
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toHaveLength(1);
  });

  it('asks for both teams', async () => {
    const { a, cookieA } = await pair();
    const response = await t.app.inject({
      url: `/api/messages?senderTeamId=${a.id}`,
      headers: { cookie: cookieA },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGE_ERRORS.chooseTeams);
  });

  it('pages: the newest `limit` messages, and older ones before a message id', async () => {
    const { a, b, cookieA } = await pair();
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) {
      const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
      ids.push((await buildMessage(t.db, from, to)).id);
    }
    const newest = await conversation(cookieA, a.id, b.id, '&limit=3');
    expect(newest.json().map((m: { id: number }) => m.id)).toEqual(ids.slice(4));
    const older = await conversation(cookieA, a.id, b.id, `&limit=3&before=${ids[4]}`);
    expect(older.json().map((m: { id: number }) => m.id)).toEqual(ids.slice(1, 4));
    expect((await conversation(cookieA, a.id, b.id, '&limit=501')).statusCode).toBe(400);
  });

  it('answers an unchanged poll with 304 and a changed one with the new message', async () => {
    const { a, b, cookieA, cookieB } = await pair();
    await send(cookieA, { content: hello, receiverTeamId: b.id });
    const first = await conversation(cookieB, b.id, a.id);
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();

    const again = await t.app.inject({
      url: `/api/messages?senderTeamId=${b.id}&receiverTeamId=${a.id}`,
      headers: { cookie: cookieB, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await send(cookieA, { content: practice, receiverTeamId: b.id });
    const changed = await t.app.inject({
      url: `/api/messages?senderTeamId=${b.id}&receiverTeamId=${a.id}`,
      headers: { cookie: cookieB, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().map((m: { content: string }) => m.content)).toEqual([hello, practice]);
  });
});

describe('reading messages', () => {
  it('marks the receiver’s unread messages from that sender read and tells both teams', async () => {
    const { a, b, cookieA, cookieB } = await pair();
    const c = await buildRegisteredTeam(t.db);
    await buildMessage(t.db, a, b);
    await buildMessage(t.db, a, b);
    await buildMessage(t.db, c, b);
    await buildMessage(t.db, b, a);

    const unread = await t.app.inject({
      url: '/api/messages/unread',
      headers: { cookie: cookieB },
    });
    expect(unread.statusCode).toBe(200);
    expect(unread.json()).toEqual(
      [
        { teamId: a.id, count: 2 },
        { teamId: c.id, count: 1 },
      ].sort((x, y) => x.teamId - y.teamId),
    );

    const read = await t.app.inject({
      method: 'PUT',
      url: '/api/messages/read',
      headers: { cookie: cookieB },
      payload: { senderTeamId: a.id, receiverTeamId: b.id },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ updated: 2 });
    await waitFor(() => eventsFor(b.id).length > 0);
    expect(eventsFor(b.id)).toEqual([
      {
        event: { type: 'messages.read', senderTeamId: a.id, receiverTeamId: b.id },
        audience: { teamIds: [a.id, b.id] },
      },
    ]);

    const after = await t.app.inject({ url: '/api/messages/unread', headers: { cookie: cookieB } });
    expect(after.json()).toEqual([{ teamId: c.id, count: 1 }]);
    const seenBySender = await conversation(cookieA, a.id, b.id);
    expect(
      seenBySender
        .json()
        .map((m: { senderTeamId: number; isRead: boolean }) => [m.senderTeamId, m.isRead]),
    ).toEqual([
      [a.id, true],
      [a.id, true],
      [b.id, false],
    ]);
  });

  it('lets a team mark only its own inbox, and not administrators', async () => {
    const { a, b, cookieA } = await pair();
    await buildMessage(t.db, b, a);
    const notMine = await t.app.inject({
      method: 'PUT',
      url: '/api/messages/read',
      headers: { cookie: cookieA },
      payload: { senderTeamId: a.id, receiverTeamId: b.id },
    });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe(MESSAGE_ERRORS.notYourInbox);

    const admin = await t.app.inject({
      method: 'PUT',
      url: '/api/messages/read',
      headers: { cookie: await signInAdmin(t.app) },
      payload: { senderTeamId: b.id, receiverTeamId: a.id },
    });
    expect(admin.statusCode).toBe(403);
    const unread = await t.app.inject({
      url: '/api/messages/unread',
      headers: { cookie: cookieA },
    });
    expect(unread.json()).toEqual([{ teamId: b.id, count: 1 }]);
  });

  it('publishes nothing when there was nothing to mark', async () => {
    const { a, b, cookieB } = await pair();
    const read = await t.app.inject({
      method: 'PUT',
      url: '/api/messages/read',
      headers: { cookie: cookieB },
      payload: { senderTeamId: a.id, receiverTeamId: b.id },
    });
    expect(read.json()).toEqual({ updated: 0 });
    expect(await settledEventsFor(b.id)).toHaveLength(0);
  });

  it('answers 401 to visitors asking for unread counts', async () => {
    expect((await t.app.inject({ url: '/api/messages/unread' })).statusCode).toBe(401);
  });
});
