import { onlineManager } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGE_OUTBOX_KEY, type QueuedMessage } from './outbox.ts';
import { createQueryClient } from './query-client.ts';

const saved: PersistedClient[] = [];
vi.mock('idb-keyval', () => ({
  createStore: () => ({}),
  get: () => Promise.resolve(undefined),
  del: () => Promise.resolve(),
  set: (_key: string, value: PersistedClient) => {
    saved.push(structuredClone(value));
    return Promise.resolve();
  },
}));

const queued: QueuedMessage = {
  request: { senderTeamId: 1, receiverTeamId: 2, content: 'Our robot is match-ready. Is yours?' },
  idempotencyKey: 'key-1',
};

describe('saving queued writes for offline use', () => {
  beforeEach(() => {
    vi.stubGlobal('indexedDB', {});
    onlineManager.setOnline(false);
  });
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.unstubAllGlobals();
    saved.length = 0;
  });

  it('saves a message sent offline as waiting at once, not only after the save delay', async () => {
    const { keepQueriesSaved } = await import('./query-persistence.ts');
    const client = createQueryClient();
    const stop = keepQueriesSaved(client);
    const mutation = client.getMutationCache().build(client, { mutationKey: MESSAGE_OUTBOX_KEY });
    void mutation.execute(queued).catch(() => {});
    await vi.waitFor(() => expect(mutation.state.isPaused).toBe(true));

    // No timer has run: a reload now must still find the message, waiting, with its text.
    const last = saved.at(-1)?.clientState.mutations;
    expect(last).toHaveLength(1);
    expect(last?.[0]?.state).toMatchObject({
      status: 'pending',
      isPaused: true,
      variables: queued,
    });
    // A write only just made, before it started, holds nothing to send and is never saved.
    expect(
      saved.every((s) => s.clientState.mutations.every((m) => m.state.status !== 'idle')),
    ).toBe(true);
    stop();
  });
});
