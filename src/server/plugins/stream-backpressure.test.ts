import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../shared/events.ts';
import { openStream, until } from '../test/stream-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { HARD_UNSENT_FACTOR, MAX_UNSENT_BYTES } from './stream-limits.ts';

/**
 * Backpressure on live streams (decision 244): readers that stop reading are dropped once their
 * stream holds MAX_UNSENT_BYTES unsent, so the server's memory does not grow with what they
 * miss; readers that read get every event; a dropped reader resumes with Last-Event-ID.
 */

const STALLED = 40;
/** About 2 KB a frame: 100 batches of 100 send 20 MB to each stream. */
const BATCHES = 100;
const PER_BATCH = 100;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** A visitor's stream that reads its headers and then nothing more (a phone asleep, a stalled proxy). */
function stalledReader(): Promise<{ socket: Socket; closed: () => boolean }> {
  return new Promise((resolve, reject) => {
    let closed = false;
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`),
    );
    socket.once('error', () => (closed = true));
    socket.once('close', () => (closed = true));
    socket.once('data', (chunk) => {
      if (!chunk.toString().startsWith('HTTP/1.1 200')) reject(new Error(chunk.toString()));
      socket.pause();
      resolve({ socket, closed: () => closed });
    });
  });
}

const alert = (i: number): Envelope => ({
  event: {
    type: 'alert',
    alert: {
      type: 'announcement',
      title: `Announcement ${i}`,
      body: 'x'.repeat(2000),
      url: '/home',
    },
  },
});

describe('a live stream whose reader stops reading', () => {
  it('is dropped past its buffer while readers that read get every event, and memory stays bounded', async () => {
    const live = openStream(`http://127.0.0.1:${port}`, '');
    await live.ready;
    const stalled = await Promise.all(Array.from({ length: STALLED }, stalledReader));
    await until(() => t.app.realtime.connectionCount === STALLED + 1);
    const startId = Number(live.lastId);
    const heapBefore = process.memoryUsage().heapUsed;

    let mostUnsent = 0;
    for (let batch = 0; batch < BATCHES; batch++) {
      await t.app.realtime.publishAll(
        Array.from({ length: PER_BATCH }, (_, i) => alert(batch * PER_BATCH + i)),
      );
      mostUnsent = Math.max(mostUnsent, t.app.realtime.unsentBytes);
      // A reader that reads keeps up: the next burst comes once it has taken this one.
      await until(() => Number(live.lastId) === startId + (batch + 1) * PER_BATCH, 20_000);
    }
    const heapGrowthMb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;

    // Every stalled stream was dropped (its reader, reading again, finds it closed); the live
    // one stayed and got every event, in order.
    expect(t.app.realtime.droppedStreams).toBe(STALLED);
    expect(t.app.realtime.connectionCount).toBe(1);
    for (const reader of stalled) reader.socket.resume();
    await until(() => stalled.every((reader) => reader.closed()), 10_000);
    await until(() => Number(live.lastId) === startId + BATCHES * PER_BATCH, 20_000);
    const ids = live.frames.map((frame) => Number(frame.id)).filter((id) => id > startId);
    expect(ids).toEqual(Array.from({ length: BATCHES * PER_BATCH }, (_, i) => startId + i + 1));

    // What the server held for its streams stayed within the bound of each; without it, forty
    // stalled streams of 20 MB each would hold most of 800 MB.
    expect(mostUnsent).toBeLessThanOrEqual((STALLED + 1) * MAX_UNSENT_BYTES * HARD_UNSENT_FACTOR);
    expect(heapGrowthMb).toBeLessThan(100);
    live.close();
  }, 120_000);

  it('resumes a dropped reader from its Last-Event-ID', async () => {
    const resumeFrom = String(await newestId());
    const reader = await stalledReader();
    await until(() => t.app.realtime.connectionCount === 1);
    const before = t.app.realtime.droppedStreams;
    // More than a replay carries (MAX_REPLAYED_EVENTS, 500), and until the reader is dropped.
    for (
      let batch = 0;
      batch < 6 || (t.app.realtime.droppedStreams === before && batch < 50);
      batch++
    ) {
      await t.app.realtime.publishAll(Array.from({ length: PER_BATCH }, (_, i) => alert(i)));
    }
    expect(t.app.realtime.droppedStreams).toBe(before + 1);
    reader.socket.resume();
    await until(() => reader.closed(), 10_000);

    // Back with the id it last saw: the log holds more than a replay carries, so a reset.
    const resumed = openStream(`http://127.0.0.1:${port}`, '', resumeFrom);
    await resumed.ready;
    await until(() => resumed.events.length > 0);
    expect(resumed.events[0]).toEqual({ type: 'reset' });
    resumed.close();
  }, 60_000);
});

async function newestId(): Promise<number> {
  const probe = openStream(`http://127.0.0.1:${port}`, '');
  await probe.ready;
  probe.close();
  return Number(probe.lastId);
}
