import { describe, expect, it } from 'vitest';
import { spacedRuns } from './spaced-runs.ts';

const GAP_MS = 100;

function counted(runMs = 5) {
  const starts: number[] = [];
  const runs = spacedRuns(async () => {
    starts.push(Date.now());
    await new Promise((resolve) => setTimeout(resolve, runMs));
  }, GAP_MS);
  return { starts, runs };
}

describe('spacedRuns', () => {
  it('answers a burst of requests with one run, and the next burst with one more, a gap later', async () => {
    const { starts, runs } = counted();
    await Promise.all(Array.from({ length: 200 }, () => runs.soon()));
    expect(starts).toHaveLength(1);
    await Promise.all(Array.from({ length: 200 }, () => runs.soon()));
    expect(starts).toHaveLength(2);
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(GAP_MS - 1);
    await runs.stop();
  });

  it('answers a request made while a run is in progress with a run that starts after it', async () => {
    let seen = 0;
    let value = 0;
    const runs = spacedRuns(async () => {
      const read = value;
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = read;
    }, 0);
    const first = runs.soon();
    await new Promise((resolve) => setTimeout(resolve, 5));
    value = 1;
    await runs.soon();
    expect(seen).toBe(1);
    await first;
    await runs.stop();
  });

  it('starts nothing after stop, even a run waiting for its gap', async () => {
    const { starts, runs } = counted();
    await runs.soon();
    const waiting = runs.soon();
    await runs.stop();
    await waiting;
    expect(starts).toHaveLength(1);
    expect(
      await Promise.race([
        runs.soon().then(() => 'resolved'),
        new Promise((r) => setTimeout(() => r('pending'), 50)),
      ]),
    ).toBe('resolved');
    expect(starts).toHaveLength(1);
  });
});
