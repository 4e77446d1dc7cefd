/**
 * The venue's time zone, in one place (decision 154). A tournament day, the 10:00 to 17:00
 * window, the generator's times, and every time a team or a judge reads are wall-clock times in
 * the venue's IANA zone, whatever zone the phone or the server runs in. Reading an instant on
 * the venue's clock is Intl only (no library on the first pages, decision 145); turning a venue
 * day or wall-clock time into instants is `venue-instants.ts` (`@date-fns/tz`).
 */

type Instant = string | Date | number;

const toDate = (value: Instant) => (value instanceof Date ? value : new Date(value));

/** An IANA name as Intl spells it, never a raw offset ('+05:00' is a zone to Intl, not to us). */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/**
 * The zone this process runs in: the server's (`TZ`, or the machine's), or the phone's in a
 * browser. Read once: every time a page formats reads it, and building an Intl formatter costs a
 * slow phone a millisecond or more.
 */
let processZone: string | undefined;
export const localTimeZone = (): string =>
  (processZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

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

const formats = new Map<string, Intl.DateTimeFormat>();

/** The instant's clock and calendar fields in a zone, through one cached formatter per zone. */
function fieldsAt(value: Instant, timeZone: string) {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(toDate(value)).map((part) => [part.type, part.value]),
  );
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: Number(parts.hour) % 24,
    minute: parts.minute!,
  };
}

/** The venue's calendar day (yyyy-mm-dd) of an instant. */
export function venueDateKey(value: Instant, timeZone: string): string {
  const { year, month, day } = fieldsAt(value, timeZone);
  return `${year}-${month}-${day}`;
}

/** The hour (0-23) on the venue's clock. */
export const venueHour = (value: Instant, timeZone: string): number =>
  fieldsAt(value, timeZone).hour;

/** One cached Intl formatter per locale, zone and options (building one costs more than using it). */
const localeFormats = new Map<string, Intl.DateTimeFormat>();
function localeFormat(
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = localeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    localeFormats.set(key, format);
  }
  return format;
}

/**
 * DATE_FORMATS.time ('h:mm a', '9:05 AM') on the venue's clock. Another locale reads the clock as
 * its readers write it, through Intl ('es': '9:05', 'zh': '09:05'); English keeps the spec's form.
 */
export function formatVenueClock(value: Instant, timeZone: string, locale = 'en'): string {
  if (locale !== 'en')
    return localeFormat(locale, timeZone, { hour: 'numeric', minute: '2-digit' }).format(
      toDate(value),
    );
  const { hour, minute } = fieldsAt(value, timeZone);
  return `${hour % 12 === 0 ? 12 : hour % 12}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** 'HH:mm' on the venue's clock (24-hour, for files: the CSV export, the match schedule). */
export function formatVenueClockHm(value: Instant, timeZone: string): string {
  const { hour, minute } = fieldsAt(value, timeZone);
  return `${String(hour).padStart(2, '0')}:${minute}`;
}

/** DATE_FORMATS.date ('MMM d, yyyy', 'May 3, 2025') of the venue's day, in the locale's words ('3 may 2025'). */
export const formatVenueDate = (value: Instant, timeZone: string, locale = 'en'): string =>
  localeFormat(locale === 'en' ? 'en-US' : locale, timeZone, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(toDate(value));

/**
 * The zone's short name at that instant, as en-US Intl gives it: 'CDT', 'CST', 'GMT+9'. In every
 * interface language: it names the zone on the venue's signs and schedules, not a word to translate.
 */
export function zoneAbbreviation(value: Instant, timeZone: string): string {
  const parts = localeFormat('en-US', timeZone, { timeZoneName: 'short' }).formatToParts(
    toDate(value),
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** True when a clock in `viewerZone` shows a different time from the venue's at that instant. */
function differsFromVenue(value: Instant, timeZone: string, viewerZone: string): boolean {
  const instant = toDate(value);
  return (
    formatVenueClock(instant, timeZone) !== formatVenueClock(instant, viewerZone) ||
    venueDateKey(instant, timeZone) !== venueDateKey(instant, viewerZone)
  );
}

/**
 * A time on the venue's clock, labelled with the zone's abbreviation when the viewer's zone shows
 * another time ('10:00 AM CDT', '10:00 CDT' in Spanish), so nobody mistakes it for the phone's own clock.
 */
export function formatVenueTime(
  value: Instant,
  timeZone: string,
  viewerZone: string = localTimeZone(),
  locale = 'en',
): string {
  const clock = formatVenueClock(value, timeZone, locale);
  return differsFromVenue(value, timeZone, viewerZone)
    ? `${clock} ${zoneAbbreviation(value, timeZone)}`
    : clock;
}
