import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNED_MESSAGES } from '../../shared/canned-messages.ts';
import { openStream, until } from '../test/stream-client.ts';
import { secondInstance } from '../test/second-instance.ts';
import { createTestApp, signInNewTeam, type TestApp } from '../test/test-app.ts';
import { EVENT_LOG_RETENTION_MS, MAX_REPLAYED_EVENTS, pruneEventLog } from './event-log.repo.ts';

const hello = CANNED_MESSAGES[0]!.text;

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

async function send(from: { cookie: string }, to: { team: { id: number } }) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie: from.cookie },
    payload: { content: hello, receiverTeamId: to.team.id },
  });
  expect(response.statusCode).toBe(201);
}

describe('resuming the event stream with Last-Event-ID', () => {
  it('sends a reconnecting team exactly the events it missed, and none meant for others', async () => {
    const reader = await signInNewTeam(t);
    const writer = await signInNewTeam(t);
    const bystander = await signInNewTeam(t);
    const first = openStream(base, reader.cookie);
    await first.ready;
    const seen = first.lastId;
    expect(seen).toMatch(/^\d+$/);
    first.close();

    for (let i = 0; i < 3; i++) await send(writer, reader);
    await send(writer, bystander);

    const resumed = openStream(base, reader.cookie, seen!);
    await resumed.ready;
    const type = (frame: { data: unknown }) => (frame.data as { type: string }).type;
    await until(
      () => resumed.frames.filter((frame) => type(frame) === 'messages.created').length >= 3,
    );
    // A later event proves nothing more was replayed before it.
    await t.app.realtime.publish({ type: 'robots.changed' });
    await until(() => resumed.frames.some((frame) => type(frame) === 'robots.changed'));
    resumed.close();
    // Each message also came with its alert (the toast the push alerts also show), for this team only.
    const alerts = resumed.frames.filter((frame) => type(frame) === 'alert');
    expect(alerts.map((frame) => (frame.data as { teamId?: number }).teamId)).toEqual([
      reader.team.id,
      reader.team.id,
      reader.team.id,
    ]);
    expect(
      resumed.frames.filter((frame) => type(frame) !== 'alert').map((frame) => frame.data),
    ).toEqual([
      ...Array(3).fill({
        type: 'messages.created',
        senderTeamId: writer.team.id,
        receiverTeamId: reader.team.id,
      }),
      { type: 'robots.changed' },
    ]);
    const ids = resumed.frames.map((frame) => Number(frame.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(ids[0]).toBeGreaterThan(Number(seen));
  });

  it('tells a stream to refetch (reset) when its id is older than the log reaches', async () => {
    const reader = await signInNewTeam(t);
    const first = openStream(base, reader.cookie);
    await first.ready;
    const seen = first.lastId!;
    first.close();
    await t.app.realtime.publish({ type: 'robots.changed' });
    await t.app.realtime.publish({ type: 'streams.changed' });
    // Everything but the newest event is older than the retention.
    await pruneEventLog(t.db, new Date(Date.now() + EVENT_LOG_RETENTION_MS + 60_000));

    const resumed = openStream(base, reader.cookie, seen);
    await until(() => resumed.frames.length >= 1);
    resumed.close();
    expect(resumed.frames[0]!.data).toEqual({ type: 'reset' });
  });

  it('resets an id from the future (another database) and more missed events than it replays', async () => {
    const reader = await signInNewTeam(t);
    const future = openStream(base, reader.cookie, '999999999999');
    await until(() => future.frames.length >= 1);
    future.close();
    expect(future.frames[0]!.data).toEqual({ type: 'reset' });

    const first = openStream(base, reader.cookie);
    await first.ready;
    const seen = first.lastId!;
    first.close();
    for (let i = 0; i <= MAX_REPLAYED_EVENTS; i++)
      await t.app.realtime.publish({ type: 'robots.changed' });
    const flooded = openStream(base, reader.cookie, seen);
    await until(() => flooded.frames.length >= 1);
    flooded.close();
    expect(flooded.frames[0]!.data).toEqual({ type: 'reset' });
  });

  it('ignores a Last-Event-ID that is not a number', async () => {
    const reader = await signInNewTeam(t);
    for (const bad of ['abc', '-1', '1e3', '9'.repeat(40)]) {
      const stream = openStream(base, reader.cookie, bad);
      await stream.ready;
      await t.app.realtime.publish({ type: 'manual.changed' });
      await until(() => stream.frames.length >= 1);
      stream.close();
      expect(stream.frames).toEqual([
        { id: expect.stringMatching(/^\d+$/), data: { type: 'manual.changed' } },
      ]);
    }
  });

  describe.runIf(process.env.TEST_ENGINE === 'postgres')('with two instances', () => {
    const other = secondInstance(() => t);

    it('replays on one instance what was published on the other', async () => {
      const reader = await signInNewTeam(t);
      const writer = await signInNewTeam(t);
      const first = openStream(base, reader.cookie);
      await first.ready;
      const seen = first.lastId!;
      first.close();
      for (let i = 0; i < 3; i++) {
        const response = await other().inject({
          method: 'POST',
          url: '/api/messages',
          headers: { cookie: writer.cookie },
          payload: { content: hello, receiverTeamId: reader.team.id },
        });
        expect(response.statusCode).toBe(201);
      }
      const resumed = openStream(base, reader.cookie, seen);
      const created = () =>
        resumed.frames.filter(
          (frame) => (frame.data as { type: string }).type === 'messages.created',
        );
      await until(() => created().length >= 3);
      resumed.close();
      expect(created()).toHaveLength(3);
    });
  });
});
