import { describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDateTime, formatNumber } from './date-format.ts';

/** Decision 194: dates, times and numbers follow the interface language; English keeps the spec's forms. */
describe('first-page formats in the interface language', () => {
  const may3 = new Date(2025, 4, 3, 9, 5);
  const afternoon = new Date(2025, 4, 3, 14, 30);

  it('keeps the spec forms in English', () => {
    expect(formatDate(may3, 'en')).toBe('May 3, 2025');
    expect(formatClock(afternoon, 'en')).toBe('2:30 PM');
    expect(formatDateTime(afternoon, 'en')).toBe('May 3, 2:30 PM');
    expect(formatNumber(1000, 'en')).toBe('1,000');
  });

  it('writes Spanish, French and Chinese month names and 24-hour clocks', () => {
    expect(formatDate(may3, 'es')).toBe('3 may 2025');
    expect(formatDate(may3, 'fr')).toBe('3 mai 2025');
    expect(formatDate(may3, 'zh')).toBe('2025年5月3日');
    expect(formatClock(afternoon, 'es')).toBe('14:30');
    expect(formatClock(afternoon, 'fr')).toBe('14:30');
    expect(formatDateTime(afternoon, 'es')).toMatch(/^3 may,? 14:30$/);
    expect(formatDateTime(afternoon, 'fr')).toMatch(/^3 mai,? 14:30$/);
    expect(formatNumber(10000, 'es')).toBe('10.000');
  });
});
