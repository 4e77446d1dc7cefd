import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayLabel, monthCaption, weekdayLong, weekdayShort } from './calendar-format.ts';
import { formatCountdown, formatDay, formatTime } from './time.ts';

/** Decision 194: a slot's day and time, the countdown and the calendar in the interface language. */
describe('scheduling formats in the interface language', () => {
  beforeAll(async () => {
    await i18next.loadLanguages(['es', 'fr', 'zh']);
  });

  const slot = '2031-06-10T15:00:00.000Z'; // 10:00 in Chicago (CDT)

  it("writes the venue's day with the language's month names", () => {
    expect(formatDay(slot, 'America/Chicago', 'en')).toBe('Jun 10, 2031');
    expect(formatDay(slot, 'America/Chicago', 'es')).toBe('10 jun 2031');
    expect(formatDay(slot, 'America/Chicago', 'fr')).toBe('10 juin 2031');
    expect(formatDay('2031-06-10', 'America/Chicago', 'zh')).toBe('2031年6月10日');
  });

  it('keeps the zone label after a time in every language', () => {
    expect(formatTime('2031-06-10T19:30:00.000Z', 'Pacific/Kiritimati', 'en')).toBe(
      '9:30 AM GMT+14',
    );
    expect(formatTime('2031-06-10T19:30:00.000Z', 'Pacific/Kiritimati', 'es')).toBe('9:30 GMT+14');
    expect(formatTime('2031-06-10T19:30:00.000Z', 'Pacific/Kiritimati', 'fr')).toBe('9:30 GMT+14');
  });

  it('counts down in the language', () => {
    const now = new Date('2026-05-03T09:00:00');
    const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    expect(formatCountdown(later(65), now, 'en')).toBe('in 1 h 5 min');
    expect(formatCountdown(later(65), now, 'es')).toBe('en 1 h 5 min');
    expect(formatCountdown(later(12), now, 'fr')).toBe('dans 12 min');
    expect(formatCountdown(later(3 * 24 * 60), now, 'zh')).toBe('3 天后');
    expect(formatCountdown(later(0.5), now, 'es')).toBe('en menos de un minuto');
  });

  it('names the calendar month and days in the language', () => {
    const sunday = new Date(2026, 4, 3, 12);
    expect(monthCaption(sunday, 'en')).toBe('May 2026');
    expect(weekdayShort(sunday, 'en')).toBe('Su');
    expect(weekdayLong(sunday, 'en')).toBe('Sunday');
    expect(dayLabel(sunday, 'en')).toBe('Sunday, May 3, 2026');
    expect(monthCaption(sunday, 'es')).toBe('mayo de 2026');
    expect(weekdayLong(sunday, 'es')).toBe('domingo');
    expect(dayLabel(sunday, 'es')).toBe('domingo, 3 de mayo de 2026');
    expect(monthCaption(sunday, 'fr')).toBe('mai 2026');
    expect(weekdayShort(sunday, 'fr')).toBe('dim.');
  });
});
