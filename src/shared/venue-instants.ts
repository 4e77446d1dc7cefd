import { TZDate } from '@date-fns/tz';

/**
 * A venue day or wall-clock time as instants (decision 154), with `TZDate` from `@date-fns/tz`,
 * which knows each zone's DST rules through Intl. Kept apart from `venue-time.ts` so the pages
 * that only read times never load it.
 */

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
