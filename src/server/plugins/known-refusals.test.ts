import { describe, expect, it } from 'vitest';
import { KnownRefusals } from './known-refusals.ts';

const clockAt = (start: number) => {
  const clock = { now: start, read: () => clock.now };
  return clock;
};

describe('KnownRefusals', () => {
  it('knows nothing at first', () => {
    expect(new KnownRefusals().secondsLeft(['a', 'b'])).toBe(0);
  });

  it('refuses a counter seen over until its window ends, saying the latest end among them', () => {
    const clock = clockAt(1_000_000);
    const refusals = new KnownRefusals(100, clock.read);
    refusals.remember([
      { key: 'address', secondsLeft: 600 },
      { key: 'user', secondsLeft: 60 },
    ]);
    expect(refusals.secondsLeft(['user'])).toBe(60);
    expect(refusals.secondsLeft(['other', 'user', 'address'])).toBe(600);
    clock.now += 59_500;
    expect(refusals.secondsLeft(['user'])).toBe(1);
    clock.now += 500;
    expect(refusals.secondsLeft(['user'])).toBe(0);
    expect(refusals.secondsLeft(['address'])).toBe(540);
  });

  it('keeps at most maxKept counters: ended windows go first, then everything', () => {
    const clock = clockAt(0);
    const refusals = new KnownRefusals(2, clock.read);
    refusals.remember([{ key: 'short', secondsLeft: 1 }]);
    refusals.remember([{ key: 'long', secondsLeft: 600 }]);
    clock.now = 2_000;
    refusals.remember([{ key: 'new', secondsLeft: 600 }]);
    expect(refusals.secondsLeft(['long'])).toBe(598);
    expect(refusals.secondsLeft(['new'])).toBe(600);
    refusals.remember([{ key: 'third', secondsLeft: 600 }]);
    expect(refusals.secondsLeft(['long', 'new'])).toBe(0);
    expect(refusals.secondsLeft(['third'])).toBe(600);
  });
});
