import { describe, expect, it } from 'vitest';
import { workBudget } from './work-turns.ts';

/** Busy work of `ms` milliseconds, as a slice of parsing would be. */
const spin = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

/** `workers` loops of `slices` slices of `sliceMs`, each with a checkpoint; the longest wait of a timer meanwhile. */
async function longestTimerWait(workers: number, slices: number, sliceMs: number): Promise<number> {
  let longest = 0;
  let running = true;
  const ticker = (async () => {
    while (running) {
      const asked = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 0));
      longest = Math.max(longest, performance.now() - asked);
    }
  })();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      const turn = workBudget();
      for (let slice = 0; slice < slices; slice++) {
        await turn();
        spin(sliceMs);
      }
    }),
  );
  running = false;
  await ticker;
  return longest;
}

describe('workBudget', () => {
  it('gives every worker together one budget a turn: eight workers hold a timer up about as long as one', async () => {
    // Each worker on its own clock would run 8 ms each in the same turn: 64 ms for the timer to wait.
    // Shared, a turn runs one worker's 8 ms (and the slice that passed it). Best of three: a
    // shared machine can hold the process back on its own.
    let best = Infinity;
    for (let attempt = 0; attempt < 3 && best >= 25; attempt++)
      best = Math.min(best, await longestTimerWait(8, 40, 1));
    expect(best).toBeLessThan(25);
  });

  it('lets every worker finish, first come first served', async () => {
    const finished: number[] = [];
    await Promise.all(
      [0, 1, 2].map(async (worker) => {
        const turn = workBudget();
        for (let slice = 0; slice < 30; slice++) {
          await turn();
          spin(1);
        }
        finished.push(worker);
      }),
    );
    expect(finished.sort()).toEqual([0, 1, 2]);
  });
});
