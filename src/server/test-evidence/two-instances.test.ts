import { afterAll, describe, expect, it } from 'vitest';
import { CANNED_MESSAGES } from '../../shared/canned-messages.ts';
import type { Message } from '../../shared/contract/messages.ts';
import type { CreatedTeam } from '../../shared/contract/teams.ts';
import type { ServerEvent } from '../../shared/events.ts';
import * as Y from 'yjs';
import { fromBase64, sceneOfDoc } from '../../shared/drawing/board-doc.ts';
import { strokeUpdate } from '../test/factories-drawings.ts';
import { validConsent } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { ApiClient, startServer, stopAllServers, TEST_SERVER_ADMIN } from './server-process.ts';

/**
 * Two instances (DESIGN section 5): two real servers on one PostgreSQL database, no
 * proxy between them. A message sent through one arrives live on an event stream held by the
 * other, within a second, and the other's conversation read model shows it at once; a board's
 * change does the same, and the board merges changes made through either (decision 290).
 */

const onPostgres = process.env.TEST_ENGINE === 'postgres';
const LIVE_WITHIN_MS = 1000;

let database: TestDatabase | undefined;
afterAll(async () => {
  await stopAllServers();
  await database?.close();
});

/** Reads server-sent events from a held stream until one matches, or the time is up. */
async function nextEvent(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  matches: (event: ServerEvent) => boolean,
  timeoutMs: number,
): Promise<ServerEvent | undefined> {
  const decoder = new TextDecoder();
  const deadline = Date.now() + timeoutMs;
  let buffer = '';
  while (Date.now() < deadline) {
    const timer = new Promise<'timeout'>((resolve) =>
      setTimeout(() => resolve('timeout'), deadline - Date.now()),
    );
    const chunk = await Promise.race([reader.read(), timer]);
    if (chunk === 'timeout' || chunk.done) return undefined;
    buffer += decoder.decode(chunk.value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = frame.split('\n').find((line) => line.startsWith('data: '));
      if (!data) continue;
      const event = JSON.parse(data.slice('data: '.length)) as ServerEvent;
      if (matches(event)) return event;
    }
  }
  return undefined;
}

describe('two instances on one database', () => {
  it.skipIf(!onPostgres)(
    'a message and a board change sent through instance A reach a stream held on instance B within a second, and the board merges changes made through either (PostgreSQL only: PGlite is one process)',
    async () => {
      database = await createTestDatabase();
      // One after the other: both ensure the same administrator at start-up.
      const a = await startServer({ databaseUrl: database.url });
      const b = await startServer({ databaseUrl: database.url });

      const admin = new ApiClient(a);
      expect((await admin.request('POST', '/api/auth/login', TEST_SERVER_ADMIN)).status).toBe(200);
      const teams = [];
      for (const name of ['Instance Team A', 'Instance Team B']) {
        const created = await admin.request<CreatedTeam>('POST', '/api/teams', { name });
        expect(created.status).toBe(201);
        const client = new ApiClient(a);
        const consent = await client.request('POST', `/api/teams/${created.json.id}/consent`, {
          ...validConsent,
          joinCode: created.json.joinCode,
        });
        expect(consent.status).toBe(201);
        teams.push({ id: created.json.id as number, client });
      }
      const [teamA, teamB] = teams as [(typeof teams)[0], (typeof teams)[0]];

      // Team A holds its event stream on instance B (its session was made on instance A).
      const hangUp = new AbortController();
      const stream = await fetch(`${b.baseUrl}/api/events`, {
        headers: { cookie: teamA.client.cookie },
        signal: hangUp.signal,
      });
      try {
        expect(stream.status).toBe(200);
        expect(stream.headers.get('content-type')).toContain('text/event-stream');
        const reader = stream.body!.getReader();
        const hello = await reader.read();
        expect(new TextDecoder().decode(hello.value)).toContain(': connected');

        // Instance B caches the (empty) conversation first, so its invalidation is tested too.
        const conversationUrl = `/api/messages?senderTeamId=${teamB.id}&receiverTeamId=${teamA.id}`;
        const before = await teamA.client.on(b).request<Message[]>('GET', conversationUrl);
        expect(before.json).toEqual([]);

        // Team B sends through instance A.
        const content = CANNED_MESSAGES[0]!.text;
        const sentAt = performance.now();
        const sent = await teamB.client.request('POST', '/api/messages', {
          content,
          receiverTeamId: teamA.id,
        });
        expect(sent.status, JSON.stringify(sent.json)).toBe(201);
        const event = await nextEvent(
          reader,
          (e) => e.type === 'messages.created' && e.senderTeamId === teamB.id,
          LIVE_WITHIN_MS,
        );
        const elapsed = performance.now() - sentAt;
        expect(event, `no messages.created on instance B within ${LIVE_WITHIN_MS} ms`).toEqual({
          type: 'messages.created',
          senderTeamId: teamB.id,
          receiverTeamId: teamA.id,
        });
        expect(elapsed).toBeLessThan(LIVE_WITHIN_MS);

        // Instance B's conversation read model has the message too.
        const conversation = await teamA.client.on(b).request<Message[]>('GET', conversationUrl);
        expect(conversation.status).toBe(200);
        expect(conversation.json.map((m: { content: string }) => m.content)).toEqual([content]);

        // One board edited through both instances: a change posted on A reaches the stream held
        // on B within a second, and the board holds the changes made through either.
        const board = await teamA.client.request<{ id: number }>('POST', '/api/drawings', {
          name: 'Joint plan',
          scene: { version: 1, width: 800, height: 600, elements: [] },
        });
        expect(board.status).toBe(201);
        const first = strokeUpdate('red');
        const postedAt = performance.now();
        expect(
          (
            await teamA.client.request('POST', `/api/drawings/${board.json.id}/updates`, {
              update: first,
            })
          ).status,
        ).toBe(200);
        const updated = await nextEvent(
          reader,
          (e) => e.type === 'drawing.updated' && e.drawingId === board.json.id,
          LIVE_WITHIN_MS,
        );
        expect(
          updated,
          `no drawing.updated on instance B within ${LIVE_WITHIN_MS} ms`,
        ).toMatchObject({ type: 'drawing.updated', update: first });
        expect(performance.now() - postedAt).toBeLessThan(LIVE_WITHIN_MS);
        expect(
          (
            await teamA.client.on(b).request('POST', `/api/drawings/${board.json.id}/updates`, {
              update: strokeUpdate('blue'),
            })
          ).status,
        ).toBe(200);
        const doc = await teamA.client.request<{ update: string }>(
          'GET',
          `/api/drawings/${board.json.id}/doc`,
        );
        const merged = new Y.Doc();
        Y.applyUpdate(merged, fromBase64(doc.json.update)!);
        expect(
          sceneOfDoc(merged).elements.map((element) =>
            'colour' in element ? element.colour : null,
          ),
        ).toEqual(expect.arrayContaining(['red', 'blue']));
      } finally {
        hangUp.abort();
      }
      await a.stop('SIGTERM');
      await b.stop('SIGTERM');
      expect(a.output() + b.output()).not.toMatch(/request failed/);
    },
    180_000,
  );
});
