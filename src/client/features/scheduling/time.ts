import i18next from 'i18next';
import { formatDate, formatDateKey } from '../../lib/date-format.ts';
import { inDisplayWindow } from '../../../shared/scheduling-rules.ts';
import { formatVenueDate, formatVenueTime, localTimeZone } from '../../../shared/venue-time.ts';

/**
 * Every slot, interview and day a scheduling screen shows is on the venue's clock (decision
 * 154): the helpers take the venue's zone (`useVenueZone()`), and a time is labelled with the
 * zone's abbreviation when this phone's clock would show another ('10:00 AM CDT'). Days, times
 * and countdowns are written in the interface language (decision 194; English as the spec has them).
 */

/** yyyy-mm-dd of a local date. */
export const toDateKey = formatDateKey;

/** A yyyy-mm-dd day at local noon (spec section 7: read at noon so the day never shifts). */
export function fromDateKey(key: string): Date {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
}

/** 'MMM d, yyyy' of a yyyy-mm-dd day (already a venue day), or of an instant's day at the venue. */
export function formatDay(value: string | Date, timeZone: string, language: string): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return formatDate(fromDateKey(value), language);
  return formatVenueDate(value, timeZone, language);
}

/** 'h:mm a' of an ISO instant on the venue's clock, labelled when this phone's zone differs. */
export const formatTime = (iso: string, timeZone: string, language: string) =>
  formatVenueTime(iso, timeZone, localTimeZone(), language);

/** Slots to show teams: in the venue's display window, sorted by start time (spec section 5). */
export function displaySlots<T extends { startTime: string; room: string | null; id: number }>(
  slots: T[],
  timeZone: string,
): T[] {
  return slots
    .filter((slot) => inDisplayWindow(slot.startTime, timeZone))
    .sort(
      (a, b) =>
        Date.parse(a.startTime) - Date.parse(b.startTime) ||
        (a.room ?? '').localeCompare(b.room ?? '') ||
        a.id - b.id,
    );
}

/** 'in 2 days', 'in 1 h 5 min', 'in 12 min', 'in less than a minute' until `start`. */
export function formatCountdown(start: Date, now: Date, language: string): string {
  const say = (
    key: 'soon' | 'minutes' | 'hours' | 'hoursMinutes' | 'days',
    values: Record<string, number> = {},
  ) => i18next.t(`home:countdown.${key}`, { ...values, lng: language });
  const minutes = Math.floor((start.getTime() - now.getTime()) / 60_000);
  if (minutes < 1) return say('soon');
  if (minutes < 60) return say('minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48)
    return minutes % 60
      ? say('hoursMinutes', { hours, minutes: minutes % 60 })
      : say('hours', { count: hours });
  return say('days', { count: Math.floor(hours / 24) });
}
