import { describe, expect, it } from 'vitest';
import { foundInSlices } from './in-slices.ts';

describe('foundInSlices', () => {
  it('asks for every key once, in slices of at most 250, and gathers what each finds', async () => {
    const keys = Array.from({ length: 601 }, (_, i) => `key-${i}`);
    const asked: string[][] = [];
    const found = await foundInSlices(keys, async (slice) => {
      asked.push(slice);
      return new Set(slice.filter((key) => Number(key.slice(4)) % 100 === 0));
    });
    expect(asked.map((slice) => slice.length)).toEqual([250, 250, 101]);
    expect(asked.flat()).toEqual(keys);
    expect([...found]).toEqual([
      'key-0',
      'key-100',
      'key-200',
      'key-300',
      'key-400',
      'key-500',
      'key-600',
    ]);
  });

  it('asks nothing for no keys', async () => {
    let asked = 0;
    expect(await foundInSlices([], async () => (asked++, new Set(['x'])))).toEqual(new Set());
    expect(asked).toBe(0);
  });
});
