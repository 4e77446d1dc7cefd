import { describe, expect, it, vi } from 'vitest';
import { boundedMemo } from './bounded-memo.ts';

describe('boundedMemo', () => {
  it('computes a key once while it is kept, null and undefined answers included', () => {
    const compute = vi.fn((key: string) => (key === 'none' ? null : key.length));
    const memo = boundedMemo(compute, 4);
    expect([memo('ab'), memo('ab'), memo('none'), memo('none')]).toEqual([2, 2, null, null]);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('holds at most `kept` keys: full, it forgets them all and computes again', () => {
    const compute = vi.fn((key: string) => key.toUpperCase());
    const memo = boundedMemo(compute, 2);
    memo('a');
    memo('b');
    memo('c');
    expect(compute).toHaveBeenCalledTimes(3);
    memo('c');
    expect(compute).toHaveBeenCalledTimes(3);
    expect(memo('a')).toBe('A');
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
