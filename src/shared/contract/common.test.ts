import { describe, expect, it } from 'vitest';
import { calendarDateSchema, isoInstantSchema } from './common.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('calendarDateSchema', () => {
  it('accepts real dates, leap days included', () => {
    for (const date of ['2025-05-03', '2024-02-29', '1900-01-01', '2999-12-31']) {
      expect(calendarDateSchema.safeParse(date).success).toBe(true);
    }
  });

  it('refuses dates that do not exist, with the reason', () => {
    expect(messageOf(calendarDateSchema.safeParse('2025-02-29'))).toBe('Not a real calendar date');
    expect(messageOf(calendarDateSchema.safeParse('2025-13-01'))).toBe('Not a real calendar date');
    expect(messageOf(calendarDateSchema.safeParse('May 3'))).toBe('Use the format yyyy-mm-dd');
  });

  it('refuses the ends of the calendar that the database cannot store (BUG-096-A)', () => {
    for (const date of ['9999-12-31', '0000-01-01', '0050-06-01', '3000-01-01', '1899-12-31']) {
      expect(messageOf(calendarDateSchema.safeParse(date))).toBe(
        'Choose a date between 1900 and 2999',
      );
    }
  });
});

describe('isoInstantSchema', () => {
  it('accepts ISO instants with an offset and refuses the ends of the calendar', () => {
    const schema = isoInstantSchema();
    expect(schema.safeParse('2025-05-03T10:00:00Z').success).toBe(true);
    expect(schema.safeParse('2025-05-03T10:00:00+02:00').success).toBe(true);
    expect(messageOf(schema.safeParse('0000-01-01T00:00:00Z'))).toBe(
      'Choose a date between 1900 and 2999',
    );
    expect(schema.safeParse('not a time').success).toBe(false);
  });
});
