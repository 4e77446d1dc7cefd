import { describe, expect, it } from 'vitest';
import type { UnreadCount } from '../../../shared/contract/messages.ts';
import { UnreadCountsCache } from './unread-counts-cache.ts';

const counts = (count: number): UnreadCount[] => [{ teamId: 1, count }];

describe('UnreadCountsCache', () => {
  it('loads once per receiving team and serializes the counts as the route sends them', async () => {
    const cache = new UnreadCountsCache();
    let loads = 0;
    const load = async () => counts(++loads);
    const first = await cache.get(2, load);
    expect(await cache.get(2, load)).toBe(first);
    expect(loads).toBe(1);
    expect(first.json).toBe('[{"teamId":1,"count":1}]');
    await cache.get(3, load);
    expect(loads).toBe(2);
  });

  it("drops only the named team's counts, and everything on clear", async () => {
    const cache = new UnreadCountsCache();
    let loads = 0;
    const load = async () => counts(++loads);
    const two = await cache.get(2, load);
    const three = await cache.get(3, load);
    cache.invalidate(2);
    const twoAgain = await cache.get(2, load);
    expect(twoAgain.etag).not.toBe(two.etag);
    expect(await cache.get(3, load)).toBe(three);
    expect(loads).toBe(3);

    cache.clear();
    expect(cache.size).toBe(0);
    await cache.get(3, load);
    expect(loads).toBe(4);
  });

  it('does not keep counts whose load overlapped an invalidation of that team or a clear', async () => {
    for (const drop of [
      (cache: UnreadCountsCache) => cache.invalidate(2),
      (cache: UnreadCountsCache) => cache.clear(),
    ]) {
      const cache = new UnreadCountsCache();
      let release = () => {};
      const slow = () =>
        new Promise<UnreadCount[]>((resolve) => (release = () => resolve(counts(1))));
      const pending = cache.get(2, slow);
      drop(cache);
      release();
      expect((await pending).json).toBe('[{"teamId":1,"count":1}]');
      let loads = 0;
      const fresh = await cache.get(2, async () => counts(++loads + 1));
      expect(loads).toBe(1);
      expect(fresh.json).toBe('[{"teamId":1,"count":2}]');
    }
  });

  it('evicts the team loaded longest ago beyond its size', async () => {
    const cache = new UnreadCountsCache(2);
    for (const team of [1, 2, 3]) await cache.get(team, async () => []);
    expect(cache.size).toBe(2);
    let loads = 0;
    await cache.get(1, async () => (loads++, []));
    expect(loads).toBe(1);
  });
});
