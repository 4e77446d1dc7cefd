import { describe, expect, it } from 'vitest';
import { ReadModel } from './read-model.ts';
import { etagOf } from './http-cache.ts';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('ReadModel', () => {
  it('shares one load between readers and serves from memory afterwards', async () => {
    const model = new ReadModel<number>();
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([model.get('k', load), model.get('k', load)]);
    expect([a, b, await model.get('k', load), loads]).toEqual([1, 1, 1, 1]);
  });

  it('reloads after an invalidation of the key or of everything', async () => {
    const model = new ReadModel<number>();
    let loads = 0;
    const load = async () => ++loads;
    await model.get('k', load);
    model.invalidate('k');
    expect(await model.get('k', load)).toBe(2);
    model.invalidate();
    expect(await model.get('k', load)).toBe(3);
    model.invalidateWhere((key) => key.startsWith('k'));
    expect(await model.get('k', load)).toBe(4);
  });

  it('does not keep a load that an invalidation overtook', async () => {
    const model = new ReadModel<string>();
    const slow = deferred<string>();
    const first = model.get('k', () => slow.promise);
    model.invalidate();
    slow.resolve('stale');
    expect(await first).toBe('stale');
    expect(await model.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('does not keep a failed load, and ages entries out', async () => {
    let now = 0;
    const model = new ReadModel<string>({ maxAgeMs: 100, clock: () => now });
    await expect(model.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await model.get('k', async () => 'ok')).toBe('ok');
    now = 100;
    expect(await model.get('k', async () => 'newer')).toBe('newer');
  });

  it('stays bounded', async () => {
    const model = new ReadModel<number>({ maxEntries: 3 });
    for (let i = 0; i < 10; i++) await model.get(`k${i}`, async () => i);
    expect(model.size).toBeLessThanOrEqual(3);
  });
});

describe('etagOf', () => {
  it('is equal for equal values and differs otherwise', () => {
    expect(etagOf([{ id: 1 }])).toBe(etagOf([{ id: 1 }]));
    expect(etagOf([{ id: 1 }])).not.toBe(etagOf([{ id: 2 }]));
    expect(etagOf({})).toMatch(/^W\/".+"$/);
  });
});
