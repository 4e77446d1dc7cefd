import { describe, expect, it } from 'vitest';
import type { Message } from '../../../shared/contract/messages.ts';
import { ConversationCache } from './conversation-cache.ts';

const message = (id: number): Message => ({
  id,
  content: 'Where should we meet?',
  senderTeamId: 1,
  receiverTeamId: 2,
  createdAt: new Date(0).toISOString(),
  isRead: false,
  senderTeam: { name: 'One', number: null },
});

describe('ConversationCache', () => {
  it('loads once per pair and page size, whichever way round the pair is named', async () => {
    const cache = new ConversationCache();
    let loads = 0;
    const load = async () => [message(++loads)];
    const first = await cache.get(1, 2, 100, load);
    const second = await cache.get(2, 1, 100, load);
    expect(loads).toBe(1);
    expect(second).toBe(first);
    await cache.get(1, 2, 50, load);
    expect(loads).toBe(2);
  });

  it('reloads after an invalidation, with a new ETag', async () => {
    const cache = new ConversationCache();
    let loads = 0;
    const load = async () => [message(++loads)];
    const before = await cache.get(1, 2, 100, load);
    cache.invalidate(2, 1);
    const after = await cache.get(1, 2, 100, load);
    expect(loads).toBe(2);
    expect(after.etag).not.toBe(before.etag);
  });

  it('does not keep a page whose load overlapped an invalidation', async () => {
    const cache = new ConversationCache();
    let release = () => {};
    const slow = () => new Promise<Message[]>((resolve) => (release = () => resolve([message(1)])));
    const pending = cache.get(1, 2, 100, slow);
    cache.invalidate(1, 2);
    release();
    await pending;
    let loads = 0;
    await cache.get(1, 2, 100, async () => [message(++loads)]);
    expect(loads).toBe(1);
  });

  it('evicts the oldest pair beyond its size', async () => {
    const cache = new ConversationCache(2);
    await cache.get(1, 2, 100, async () => []);
    await cache.get(1, 3, 100, async () => []);
    await cache.get(1, 4, 100, async () => []);
    expect(cache.size).toBe(2);
    let loads = 0;
    await cache.get(1, 2, 100, async () => (loads++, []));
    expect(loads).toBe(1);
  });
});
