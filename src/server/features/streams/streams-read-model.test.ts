import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStream } from '../../test/factories-streams.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { StreamsReadModel } from './streams-read-model.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('StreamsReadModel', () => {
  it('serves the same list until invalidated, then reloads', async () => {
    const model = new StreamsReadModel(t.db);
    await buildStream(t.db, { title: 'First' });
    const first = await model.read();
    await buildStream(t.db, { title: 'Second' });
    expect(await model.read()).toBe(first);
    model.invalidate();
    const fresh = await model.read();
    expect(fresh.streams.map((s) => s.title)).toEqual(['Second', 'First']);
    expect(fresh.etag).not.toBe(first.etag);
  });

  it('reloads a copy older than its maximum age', async () => {
    let now = 0;
    const model = new StreamsReadModel(t.db, 1000, () => now);
    const before = await model.read();
    await buildStream(t.db, { title: 'Late' });
    now = 999;
    expect(await model.read()).toBe(before);
    now = 1001;
    expect((await model.read()).streams[0]?.title).toBe('Late');
  });

  it('does not keep a list that was loading while a change came in', async () => {
    const model = new StreamsReadModel(t.db);
    const loading = model.read();
    model.invalidate();
    await loading;
    await buildStream(t.db, { title: 'During load' });
    expect((await model.read()).streams[0]?.title).toBe('During load');
  });
});
