import { describe, expect, it } from 'vitest';
import { cachedValue, ReadModel } from './read-model.ts';
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
    await expect(model.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await model.get('k', async () => 'ok')).toBe('ok');
    now = 100;
    expect(await model.get('k', async () => 'newer')).toBe('newer');
  });

  it('stays bounded', async () => {
    const model = new ReadModel<number>({ maxEntries: 3 });
    for (let i = 0; i < 10; i++) await model.get(`k${i}`, async () => i);
    expect(model.size).toBeLessThanOrEqual(3);
  });

  it('drops the key loaded longest ago when full, and keeps the others', async () => {
    const model = new ReadModel<string>({ maxEntries: 2 });
    await model.get('a', async () => 'a1');
    await model.get('b', async () => 'b1');
    await model.get('c', async () => 'c1');
    expect(model.size).toBe(2);
    expect(await model.get('b', async () => 'b2')).toBe('b1');
    expect(await model.get('c', async () => 'c2')).toBe('c1');
    expect(await model.get('a', async () => 'a2')).toBe('a2');
  });

  it('drops only the keys a predicate picks, also while they load', async () => {
    const model = new ReadModel<string>();
    const slow = deferred<string>();
    const loading = model.get('1:2:50', () => slow.promise);
    await model.get('1:3:50', async () => 'other pair');
    model.invalidateWhere((key) => key.startsWith('1:2:'));
    slow.resolve('stale');
    expect(await loading).toBe('stale');
    expect(await model.get('1:2:50', async () => 'fresh')).toBe('fresh');
    expect(await model.get('1:3:50', async () => 'reloaded')).toBe('other pair');
  });
});

describe('cachedValue', () => {
  it('loads once, shares the load and reloads after an invalidation', async () => {
    let loads = 0;
    const value = cachedValue(async () => ++loads);
    expect(await Promise.all([value.get(), value.get()])).toEqual([1, 1]);
    expect(await value.get()).toBe(1);
    value.invalidate();
    expect(await value.get()).toBe(2);
  });

  it('does not keep a load an invalidation overtook, nor a failed one, and ages out', async () => {
    let now = 0;
    const slow = deferred<string>();
    let next: () => Promise<string> = () => slow.promise;
    const value = cachedValue(() => next(), { maxAgeMs: 100, clock: () => now });
    const first = value.get();
    value.invalidate();
    slow.resolve('stale');
    expect(await first).toBe('stale');
    next = async () => Promise.reject(new Error('db down'));
    await expect(value.get()).rejects.toThrow('db down');
    next = async () => 'fresh';
    expect(await value.get()).toBe('fresh');
    next = async () => 'newer';
    now = 99;
    expect(await value.get()).toBe('fresh');
    now = 100;
    expect(await value.get()).toBe('newer');
  });
});

describe('etagOf', () => {
  it('is equal for equal values and differs otherwise', () => {
    expect(etagOf([{ id: 1 }])).toBe(etagOf([{ id: 1 }]));
    expect(etagOf([{ id: 1 }])).not.toBe(etagOf([{ id: 2 }]));
    expect(etagOf({})).toMatch(/^W\/".+"$/);
  });

  it('gives the same tag, strong, when asked', () => {
    expect(etagOf([1], { weak: false })).toMatch(/^"[^"]+"$/);
    expect(`W/${etagOf([1], { weak: false })}`).toBe(etagOf([1]));
  });
});
