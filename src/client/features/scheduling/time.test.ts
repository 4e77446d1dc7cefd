import { describe, expect, it } from 'vitest';
import { formatVenueClock, localTimeZone } from '../../../shared/venue-time.ts';
import { displaySlots, formatCountdown, formatDay, formatTime } from './time.ts';

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
  ])('%s minutes ahead is %s', (minutes, text) =>
    expect(formatCountdown(later(minutes), now, 'en')).toBe(text),
  );
});

describe('venue time on the booking page (decision 154)', () => {
  // 21 slots of 20 minutes from 10:00 to 16:40 in Chicago (CDT, UTC-5), plus one at 09:40 and one at 17:00.
  const chicagoDay = Array.from({ length: 23 }, (_, i) => ({
    id: i + 1,
    room: null,
    startTime: new Date(Date.UTC(2031, 5, 10, 14, 40 + 20 * i)).toISOString(),
  }));

  it("shows all of the venue day's slots in the window, whatever zone the phone is in", () => {
    const shown = displaySlots(chicagoDay, 'America/Chicago');
    expect(shown).toHaveLength(21);
    expect(formatVenueClock(shown[0]!.startTime, 'America/Chicago')).toBe('10:00 AM');
    expect(formatVenueClock(shown.at(-1)!.startTime, 'America/Chicago')).toBe('4:40 PM');
    // Read on Tokyo's clock, the same day would show almost none: the bug this fixes.
    expect(displaySlots(chicagoDay, 'Asia/Tokyo').length).toBeLessThan(21);
  });

  it("labels a time with the venue's zone only when this phone's clock differs", () => {
    const slot = '2031-06-10T15:00:00.000Z';
    expect(formatTime(slot, localTimeZone(), 'en')).not.toMatch(/[A-Z]{3}$|GMT/);
    expect(formatTime(slot, 'Pacific/Kiritimati', 'en')).toBe('5:00 AM GMT+14');
  });

  it("formats an instant's day on the venue's calendar, and a day key as it is", () => {
    expect(formatDay('2031-06-11T04:30:00.000Z', 'America/Chicago', 'en')).toBe('Jun 10, 2031');
    expect(formatDay('2031-06-11T04:30:00.000Z', 'Asia/Tokyo', 'en')).toBe('Jun 11, 2031');
    expect(formatDay('2031-06-10', 'Pacific/Kiritimati', 'en')).toBe('Jun 10, 2031');
  });
});
