import { describe, expect, it } from 'vitest';
import { groupedWrites } from './grouped-writes.ts';

/** A write that records each batch and answers each item doubled, after a turn of the event loop. */
function recorded(fail?: (items: number[]) => boolean) {
  const batches: number[][] = [];
  const write = groupedWrites(async (items: number[]) => {
    batches.push(items);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (fail?.(items)) throw new Error('the write failed');
    return items.map((item) => item * 2);
  }, 10);
  return { batches, write };
}

describe('groupedWrites', () => {
  it('writes a lone call at once, and the calls made meanwhile together in the next write', async () => {
    const { batches, write } = recorded();
    const answers = await Promise.all([write([1]), write([2, 3]), write([4]), write([5])]);
    expect(answers).toEqual([[2], [4, 6], [8], [10]]);
    expect(batches).toEqual([[1], [2, 3, 4, 5]]);
  });

  it('keeps each write within its item limit, and a call whole', async () => {
    const { batches, write } = recorded();
    const calls = [
      write([0]),
      ...Array.from({ length: 6 }, (_, i) => write([i * 3, i * 3 + 1, i * 3 + 2])),
    ];
    await Promise.all(calls);
    expect(batches.map((batch) => batch.length)).toEqual([1, 9, 9]);
    expect(await write(Array.from({ length: 12 }, (_, i) => i))).toHaveLength(12);
  });

  it('rejects only the call the write refused: the others of its batch are written alone', async () => {
    const { batches, write } = recorded((items) => items.includes(13));
    const first = write([1]);
    const batched = [write([13]), write([14]), write([15, 16])];
    await first;
    const later = write([20]);
    await expect(batched[0]).rejects.toThrow('the write failed');
    expect(await batched[1]).toEqual([28]);
    expect(await batched[2]).toEqual([30, 32]);
    expect(await later).toEqual([40]);
    expect(batches).toEqual([[1], [13, 14, 15, 16], [13], [14], [15, 16], [20]]);
  });

  it("rejects a lone call with its write's error, without trying it again", async () => {
    const { batches, write } = recorded(() => true);
    await expect(write([7])).rejects.toThrow('the write failed');
    expect(batches).toEqual([[7]]);
  });

  it('answers an empty call without writing', async () => {
    const { batches, write } = recorded();
    expect(await write([])).toEqual([]);
    expect(batches).toEqual([]);
  });
});
