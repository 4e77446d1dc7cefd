import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { DATE_FORMATS } from '../../shared/constants.ts';
import { formatClock, formatDate, formatDateKey } from './date-format.ts';

describe('first-page date formats', () => {
  // Every month, both halves of the day, midnight and noon, single and double digits.
  const dates = Array.from({ length: 12 }, (_, month) =>
    [0, 5, 11, 12, 13, 23].map(
      (hour) =>
        new Date(2025 + (month % 3), month, 1 + ((month * 7) % 28), hour, (month * 13) % 60),
    ),
  ).flat();

  it.each(dates.map((d) => [d.toString(), d] as const))(
    'match date-fns format for %s',
    (_label, date) => {
      expect(formatDate(date, 'en')).toBe(format(date, DATE_FORMATS.date));
      expect(formatClock(date, 'en')).toBe(format(date, DATE_FORMATS.time));
      expect(formatDateKey(date)).toBe(format(date, 'yyyy-MM-dd'));
    },
  );

  it('writes what the spec shows', () => {
    expect(formatDate(new Date(2025, 4, 3, 12), 'en')).toBe('May 3, 2025');
    expect(formatClock(new Date(2025, 4, 3, 9, 5), 'en')).toBe('9:05 AM');
    expect(formatClock(new Date(2025, 4, 3, 0, 0), 'en')).toBe('12:00 AM');
  });
});
