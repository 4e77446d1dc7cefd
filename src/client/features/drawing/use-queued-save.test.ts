import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { useQueuedSave, type QueuedSave } from './use-queued-save.ts';

const DRAFT = 'drawing-draft:team-7:full';
const QUEUE = `${DRAFT}:queued-save`;
const waiting: QueuedSave = { name: 'Offline plan', idempotencyKey: 'k'.repeat(32) };

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('a board saved offline (useQueuedSave)', () => {
  it('keeps a save the server never answered waiting, and tries it again with the same key when back online', async () => {
    window.localStorage.setItem(QUEUE, JSON.stringify(waiting));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const save = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(undefined);
    const onFailed = vi.fn();
    const { result } = renderHook(() => useQueuedSave(DRAFT, true, save, onFailed));

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(result.current.waiting).toBe(true);
    expect(window.localStorage.getItem(QUEUE)).not.toBeNull();
    expect(onFailed).not.toHaveBeenCalled();

    act(() => setOnline(false));
    act(() => setOnline(true));
    await waitFor(() => expect(result.current.waiting).toBe(false));
    expect(save).toHaveBeenCalledTimes(2);
    expect(save.mock.calls.map(([queued]) => (queued as QueuedSave).idempotencyKey)).toEqual([
      waiting.idempotencyKey,
      waiting.idempotencyKey,
    ]);
    expect(window.localStorage.getItem(QUEUE)).toBeNull();
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('ends the wait on a refusal from the server and reports it', async () => {
    window.localStorage.setItem(QUEUE, JSON.stringify(waiting));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const refusal = new ApiError(
      413,
      'Payload Too Large',
      '{"message":"This board is too big to save"}',
    );
    const save = vi.fn().mockRejectedValue(refusal);
    const onFailed = vi.fn();
    const { result } = renderHook(() => useQueuedSave(DRAFT, true, save, onFailed));

    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(refusal));
    expect(result.current.waiting).toBe(false);
    expect(window.localStorage.getItem(QUEUE)).toBeNull();
  });

  it('waits while offline, across a new mount (a reload), and saves once online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const save = vi.fn().mockResolvedValue(undefined);
    const first = renderHook(() => useQueuedSave(DRAFT, true, save, vi.fn()));
    act(() => first.result.current.queue('Offline plan'));
    first.unmount();

    const again = renderHook(() => useQueuedSave(DRAFT, true, save, vi.fn()));
    expect(again.result.current.waiting).toBe(true);
    expect(save).not.toHaveBeenCalled();
    act(() => setOnline(true));
    await waitFor(() => expect(again.result.current.waiting).toBe(false));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0]).toMatchObject({ name: 'Offline plan' });
  });
});
