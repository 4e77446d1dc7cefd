import { describe, expect, it } from 'vitest';
import { lowPass, rssiToDistance } from './signal.ts';

describe('rssiToDistance', () => {
  it('puts -60 dBm at 1 m and every 25 dB at ten times the distance', () => {
    expect(rssiToDistance(-60)).toBe(1);
    expect(rssiToDistance(-85)).toBeCloseTo(10, 12);
    expect(rssiToDistance(-72.5)).toBeCloseTo(Math.sqrt(10), 12);
  });

  it('clamps the estimate to 0.1..50 m', () => {
    expect(rssiToDistance(-35)).toBeCloseTo(0.1, 12);
    expect(rssiToDistance(-10)).toBe(0.1);
    expect(rssiToDistance(-110)).toBe(50);
    expect(rssiToDistance(-127)).toBe(50);
  });
});

describe('lowPass', () => {
  it('takes the first reading as it is', () => {
    expect(lowPass(undefined, -70)).toBe(-70);
  });

  it('moves a fifth of the way towards each new reading', () => {
    expect(lowPass(-70, -60)).toBeCloseTo(-68, 12);
    expect(lowPass(-68, -60)).toBeCloseTo(-66.4, 12);
    expect(lowPass(-70, -70)).toBe(-70);
  });
});
