import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageSettled } from './page-settled.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A query whose answer arrives when `answer` is called. */
function slowQuery(client: QueryClient) {
  let answer = () => {};
  void client.fetchQuery({
    queryKey: ['slow'],
    queryFn: () => new Promise<string>((resolve) => (answer = () => resolve('data'))),
  });
  return () => answer();
}

describe('pageSettled', () => {
  it('waits for the data on its way, then two quiet checks', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const client = new QueryClient();
    const answer = slowQuery(client);
    let settled = false;
    void pageSettled(client).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(settled).toBe(false);
    answer();
    await vi.advanceTimersByTimeAsync(250);
    expect(settled).toBe(false); // one quiet check is a gap between two parts of the first draw
    await vi.advanceTimersByTimeAsync(250);
    expect(settled).toBe(true);
  });

  it('counts a page that never stops fetching as settled after 15 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const client = new QueryClient();
    slowQuery(client);
    let settled = false;
    void pageSettled(client).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(14_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(settled).toBe(true);
  });
});
