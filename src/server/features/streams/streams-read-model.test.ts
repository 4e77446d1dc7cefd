import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStream } from '../../test/factories-streams.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Stream } from '../../../shared/contract/streams.ts';
import { createStreamsReadModel } from './streams-read-model.ts';

const titles = (snapshot: { json: string }) =>
  (JSON.parse(snapshot.json) as Stream[]).map((stream) => stream.title);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('StreamsReadModel', () => {
  it('serves the same list until invalidated, then reloads', async () => {
    const model = createStreamsReadModel(t.db);
    await buildStream(t.db, { title: 'First' });
    const first = await model.get();
    await buildStream(t.db, { title: 'Second' });
    expect(await model.get()).toBe(first);
    model.invalidate();
    const fresh = await model.get();
    expect(titles(fresh)).toEqual(['Second', 'First']);
    expect(fresh.etag).not.toBe(first.etag);
  });

  it('reloads a copy older than its maximum age', async () => {
    let now = 0;
    const model = createStreamsReadModel(t.db, { maxAgeMs: 1000, clock: () => now });
    const before = await model.get();
    await buildStream(t.db, { title: 'Late' });
    now = 999;
    expect(await model.get()).toBe(before);
    now = 1001;
    expect(titles(await model.get())[0]).toBe('Late');
  });

  it('does not keep a list that was loading while a change came in', async () => {
    const model = createStreamsReadModel(t.db);
    const loading = model.get();
    model.invalidate();
    await loading;
    await buildStream(t.db, { title: 'During load' });
    expect(titles(await model.get())[0]).toBe('During load');
  });
});
