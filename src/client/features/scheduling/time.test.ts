import { describe, expect, it } from 'vitest';
import { formatCountdown } from './time.ts';

describe('formatCountdown', () => {
  const now = new Date('2026-05-03T09:00:00');
  const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  it.each([
    [0.5, 'in less than a minute'],
    [12, 'in 12 min'],
    [65, 'in 1 h 5 min'],
    [120, 'in 2 h'],
    [47 * 60, 'in 47 h'],
    [3 * 24 * 60, 'in 3 days'],
  ])('%s minutes ahead is %s', (minutes, text) => expect(formatCountdown(later(minutes), now)).toBe(text));
});
