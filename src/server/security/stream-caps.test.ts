import { afterAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_INSTANCE, STREAMS_FULL } from '../plugins/stream-limits.ts';
import { buildRegisteredTeam } from '../test/factories.ts';
import { createTestApp, signInTeam } from '../test/test-app.ts';
import { listen, openStream, waitFor, type HeldStream } from './live-server.ts';

/**
 * Finding: one session could open event streams without end, each held open by the server. A
 * session now holds a handful (one more ends the oldest), and an instance a set total (503 with
 * Retry-After beyond it). The caps are options; the defaults leave room for DESIGN's 10,000.
 */

const PER_SESSION = 2;
const PER_INSTANCE = 3;

const t = await createTestApp(
  {},
  { streams: { maxStreams: PER_INSTANCE, maxStreamsPerSession: PER_SESSION } },
);
const base = await listen(t.app);
const held: HeldStream[] = [];
afterAll(async () => {
  for (const stream of held) stream.close();
  await t.close();
});

const open = async (cookie: string) => {
  const stream = await openStream(base, cookie);
  held.push(stream);
  return stream;
};
const newSession = async () => signInTeam(t.app, await buildRegisteredTeam(t.db));

describe('event stream caps', () => {
  it('a session past its share ends its oldest stream, which is told to wait before retrying', async () => {
    const cookie = await newSession();
    const first = await open(cookie);
    const second = await open(cookie);
    const third = await open(cookie);
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(first.headers['cache-control']).toBe('no-store, no-transform');

    await waitFor(() => first.ended, 1_000, 'the oldest stream to end');
    expect(first.text).toMatch(/retry: \d{5,}\n/);
    expect(second.ended || third.ended).toBe(false);
    expect(t.app.realtime.connectionCount).toBe(PER_SESSION);
  });

  it('a full instance answers 503 with Retry-After, and takes streams again once one ends', async () => {
    const other = await open(await newSession());
    expect(other.status).toBe(200);
    expect(t.app.realtime.connectionCount).toBe(PER_INSTANCE);

    const refused = await open(await newSession());
    expect(refused.status).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(refused.text)).toMatchObject({ message: STREAMS_FULL });

    other.close();
    await waitFor(
      () => t.app.realtime.connectionCount < PER_INSTANCE,
      1_000,
      'the hung-up stream to be forgotten',
    );
    expect((await open(await newSession())).status).toBe(200);
  });

  it('by default leaves room for the 10,000 streams per instance DESIGN budgets', () => {
    expect(MAX_STREAMS_PER_INSTANCE).toBeGreaterThan(10_000);
  });
});
