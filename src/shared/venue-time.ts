import { TZDate } from '@date-fns/tz';
import { lightFormat } from 'date-fns';
import { DATE_FORMATS } from './constants.ts';

/**
 * The venue's time zone, in one place (decision 154). A tournament day, the 10:00 to 17:00
 * window, the generator's times, and every time a team or a judge reads are wall-clock times in
 * the venue's IANA zone, whatever zone the phone or the server runs in. `TZDate` (from
 * `@date-fns/tz`) reads an instant's fields in a zone; Intl gives names and abbreviations.
 */

type Instant = string | Date | number;

const toDate = (value: Instant) => (value instanceof Date ? value : new Date(value));

/** An IANA name as Intl spells it, never a raw offset ('+05:00' is a zone to Intl, not to us). */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/** The zone this process runs in: the server's (`TZ`, or the machine's), or the phone's in a browser. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The IANA zone Intl knows under this name, in its canonical spelling, or null when unknown. */
export function canonicalTimeZone(name: string): string | null {
  if (name.length > 64 || !ZONE_NAME.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The zones to choose from (Intl's list, plus UTC which some engines leave out). */
export function timeZoneChoices(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

/** The instant of a wall-clock time (HH:MM) on a calendar day (yyyy-mm-dd) at the venue. */
export function venueInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hours, minutes, timeZone).getTime());
}

/** The instants [from, to) of a calendar day at the venue (23 or 25 hours on a DST change). */
export function venueDayRange(date: string, timeZone: string): { from: Date; to: Date } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return {
    from: new Date(new TZDate(y, m - 1, d, timeZone).getTime()),
    to: new Date(new TZDate(y, m - 1, d + 1, timeZone).getTime()),
  };
}

/** The instant's fields as read on the venue's clock. */
const atVenue = (value: Instant, timeZone: string) => new TZDate(toDate(value).getTime(), timeZone);

/** The venue's calendar day (yyyy-mm-dd) of an instant. */
export const venueDateKey = (value: Instant, timeZone: string): string => lightFormat(atVenue(value, timeZone), 'yyyy-MM-dd');

/** The hour (0-23) on the venue's clock. */
export const venueHour = (value: Instant, timeZone: string): number => atVenue(value, timeZone).getHours();

/** DATE_FORMATS.time ('h:mm a', '9:05 AM') on the venue's clock. */
export const formatVenueClock = (value: Instant, timeZone: string): string =>
  lightFormat(atVenue(value, timeZone), DATE_FORMATS.time);

/** 'HH:mm' on the venue's clock (24-hour, for files: the CSV export, the match schedule). */
export const formatVenueClockHm = (value: Instant, timeZone: string): string => lightFormat(atVenue(value, timeZone), 'HH:mm');

/** DATE_FORMATS.date ('MMM d, yyyy', 'May 3, 2025') of the venue's day. */
export const formatVenueDate = (value: Instant, timeZone: string): string =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(toDate(value));

/** The zone's short name at that instant, as en-US Intl gives it: 'CDT', 'CST', 'GMT+9'. */
export function zoneAbbreviation(value: Instant, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(toDate(value));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** True when a clock in `viewerZone` shows a different time from the venue's at that instant. */
function differsFromVenue(value: Instant, timeZone: string, viewerZone: string): boolean {
  const instant = toDate(value);
  return formatVenueClock(instant, timeZone) !== formatVenueClock(instant, viewerZone) ||
    venueDateKey(instant, timeZone) !== venueDateKey(instant, viewerZone);
}

/**
 * A time on the venue's clock, labelled with the zone's abbreviation when the viewer's zone shows
 * another time ('10:00 AM CDT'), so nobody mistakes it for the phone's own clock.
 */
export function formatVenueTime(value: Instant, timeZone: string, viewerZone: string = localTimeZone()): string {
  const clock = formatVenueClock(value, timeZone);
  return differsFromVenue(value, timeZone, viewerZone) ? `${clock} ${zoneAbbreviation(value, timeZone)}` : clock;
}
