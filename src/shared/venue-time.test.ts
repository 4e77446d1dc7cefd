import { describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  formatVenueClock,
  formatVenueDate,
  formatVenueTime,
  timeZoneChoices,
  venueDateKey,
  venueHour,
  zoneAbbreviation,
} from './venue-time.ts';
import { venueDayRange, venueInstant } from './venue-instants.ts';

const HOUR = 3_600_000;

describe('canonicalTimeZone', () => {
  it('knows IANA names, in their canonical spelling', () => {
    expect(canonicalTimeZone('America/Chicago')).toBe('America/Chicago');
    expect(canonicalTimeZone('america/chicago')).toBe('America/Chicago');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Pacific/Kiritimati')).toBe('Pacific/Kiritimati');
  });
  it('refuses unknown names, raw offsets and junk', () => {
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(canonicalTimeZone('+05:00')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
    expect(canonicalTimeZone('America/Chicago; DROP')).toBeNull();
    expect(canonicalTimeZone(`Europe/${'x'.repeat(80)}`)).toBeNull();
  });
  it('offers every zone Intl knows, UTC included', () => {
    const choices = timeZoneChoices();
    expect(choices).toContain('America/Chicago');
    expect(choices).toContain('UTC');
  });
});

describe('venue days and wall-clock times', () => {
  it('reads a wall-clock time in the venue zone, whatever zone the process runs in', () => {
    expect(venueInstant('2025-05-03', '10:00', 'America/Chicago').toISOString()).toBe(
      '2025-05-03T15:00:00.000Z',
    );
    expect(venueInstant('2025-05-03', '10:00', 'Asia/Tokyo').toISOString()).toBe(
      '2025-05-03T01:00:00.000Z',
    );
  });

  it('a day is 24 hours, 23 on the spring DST change and 25 on the autumn one', () => {
    const length = (date: string, zone: string) => {
      const { from, to } = venueDayRange(date, zone);
      return (to.getTime() - from.getTime()) / HOUR;
    };
    expect(length('2025-05-03', 'America/Chicago')).toBe(24);
    expect(length('2025-03-09', 'America/Chicago')).toBe(23);
    expect(length('2025-11-02', 'America/Chicago')).toBe(25);
    expect(venueDayRange('2025-03-09', 'America/Chicago').from.toISOString()).toBe(
      '2025-03-09T06:00:00.000Z',
    );
    expect(venueDayRange('2025-03-09', 'America/Chicago').to.toISOString()).toBe(
      '2025-03-10T05:00:00.000Z',
    );
  });

  it('times after a DST change use the new offset', () => {
    expect(venueInstant('2025-03-09', '10:00', 'America/Chicago').toISOString()).toBe(
      '2025-03-09T15:00:00.000Z',
    );
    expect(venueInstant('2025-03-08', '10:00', 'America/Chicago').toISOString()).toBe(
      '2025-03-08T16:00:00.000Z',
    );
    expect(zoneAbbreviation('2025-03-08T16:00:00Z', 'America/Chicago')).toBe('CST');
    expect(zoneAbbreviation('2025-03-09T15:00:00Z', 'America/Chicago')).toBe('CDT');
  });

  it('handles a zone across the date line (UTC+14) and one with a half-hour offset', () => {
    const { from, to } = venueDayRange('2025-05-03', 'Pacific/Kiritimati');
    expect(from.toISOString()).toBe('2025-05-02T10:00:00.000Z');
    expect(to.toISOString()).toBe('2025-05-03T10:00:00.000Z');
    expect(venueDateKey('2025-05-02T10:00:00Z', 'Pacific/Kiritimati')).toBe('2025-05-03');
    expect(venueDateKey('2025-05-02T10:00:00Z', 'Pacific/Pago_Pago')).toBe('2025-05-01');
    expect(venueInstant('2025-05-03', '10:00', 'Asia/Kolkata').toISOString()).toBe(
      '2025-05-03T04:30:00.000Z',
    );
  });

  it('reads hours, clocks and dates on the venue clock', () => {
    const tenInChicago = '2025-05-03T15:00:00Z';
    expect(venueHour(tenInChicago, 'America/Chicago')).toBe(10);
    expect(venueHour(tenInChicago, 'Asia/Tokyo')).toBe(0);
    expect(formatVenueClock(tenInChicago, 'America/Chicago')).toBe('10:00 AM');
    expect(formatVenueDate(tenInChicago, 'America/Chicago')).toBe('May 3, 2025');
    expect(formatVenueDate(tenInChicago, 'Asia/Tokyo')).toBe('May 4, 2025');
  });
});

describe('formatVenueTime', () => {
  const tenInChicago = '2025-05-03T15:00:00Z';
  it('labels the time with the venue zone when the viewer is elsewhere', () => {
    expect(formatVenueTime(tenInChicago, 'America/Chicago', 'Asia/Tokyo')).toBe('10:00 AM CDT');
  });
  it('leaves the label out when the viewer shows the same time', () => {
    expect(formatVenueTime(tenInChicago, 'America/Chicago', 'America/Chicago')).toBe('10:00 AM');
    expect(formatVenueTime(tenInChicago, 'America/Chicago', 'America/Mexico_City')).toBe(
      '10:00 AM CDT',
    );
    expect(formatVenueTime(tenInChicago, 'America/Chicago', 'America/Winnipeg')).toBe('10:00 AM');
  });
});

describe('venue times in the interface language (decision 194)', () => {
  const instant = '2031-06-10T19:05:00.000Z'; // 14:05 in Chicago (CDT)
  it("reads the venue's clock and day as each language writes them", () => {
    expect(formatVenueClock(instant, 'America/Chicago')).toBe('2:05 PM');
    expect(formatVenueClock(instant, 'America/Chicago', 'es')).toBe('14:05');
    expect(formatVenueClock(instant, 'America/Chicago', 'zh')).toBe('14:05');
    expect(formatVenueDate(instant, 'America/Chicago')).toBe('Jun 10, 2031');
    expect(formatVenueDate(instant, 'America/Chicago', 'es')).toBe('10 jun 2031');
    expect(formatVenueDate(instant, 'America/Chicago', 'fr')).toBe('10 juin 2031');
  });

  it('keeps the English zone label after a translated time', () => {
    expect(formatVenueTime(instant, 'America/Chicago', 'Europe/Paris', 'es')).toBe('14:05 CDT');
    expect(formatVenueTime(instant, 'America/Chicago', 'America/Chicago', 'es')).toBe('14:05');
  });
});
