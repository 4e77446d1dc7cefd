import { format } from 'date-fns';

/**
 * Venue times in one place (issue 22). Until the venue's time zone is a setting, a wall-clock
 * time is read in the viewer's zone when `tzOffset` (`Date#getTimezoneOffset()`) is given and in
 * the runtime's own zone otherwise, as the slot generator does; the labels use the runtime's zone.
 */
const MINUTE_MS = 60_000;

/** hh:mm (or h:mm) on a 24-hour clock. */
const WALL_CLOCK = /^([01]?\d|2[0-3]):([0-5]\d)$/;
/** An ISO 8601 date and time with an offset ('2025-05-03T10:40:00Z', '...+02:00'). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

/** `10:40` on the tournament day, or an ISO instant; null when the text is neither. */
export function venueInstant(text: string, tournamentDate: string | null, tzOffset?: number): Date | null {
  const value = text.trim();
  if (ISO_INSTANT.test(value)) {
    const time = Date.parse(value);
    return Number.isNaN(time) ? null : new Date(time);
  }
  const clock = WALL_CLOCK.exec(value);
  if (!clock || !tournamentDate) return null;
  const [y, m, d] = tournamentDate.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = [Number(clock[1]), Number(clock[2])];
  if (tzOffset === undefined) return new Date(y, m - 1, d, hours, minutes);
  return new Date(Date.UTC(y, m - 1, d, hours, minutes) + tzOffset * MINUTE_MS);
}

/** '10:40': how a venue time is named in messages and on the day sheet. */
export const venueTimeLabel = (instant: Date | string) => format(new Date(instant), 'HH:mm');
