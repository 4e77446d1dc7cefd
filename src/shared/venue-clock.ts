import { venueInstant as wallClockAt } from './venue-instants.ts';

/**
 * A match or blocked-period time as an organiser types it: `10:40` on the tournament
 * day on the venue's clock (decision 154), or an ISO 8601 instant with its offset.
 */

/** hh:mm (or h:mm) on a 24-hour clock. */
const WALL_CLOCK = /^([01]?\d|2[0-3]):([0-5]\d)$/;
/** An ISO 8601 date and time with an offset ('2025-05-03T10:40:00Z', '...+02:00'). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** `10:40` on the tournament day at the venue, or an ISO instant; null when the text is neither. */
export function venueInstant(
  text: string,
  tournamentDate: string | null,
  timeZone: string,
): Date | null {
  const value = text.trim();
  if (ISO_INSTANT.test(value)) {
    const time = Date.parse(value);
    return Number.isNaN(time) ? null : new Date(time);
  }
  const clock = WALL_CLOCK.exec(value);
  if (!clock || !tournamentDate) return null;
  return wallClockAt(tournamentDate, `${clock[1]}:${clock[2]}`, timeZone);
}
