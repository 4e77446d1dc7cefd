import { formatClock, formatDate, formatDateKey } from '../../lib/date-format.ts';
import { inDisplayWindow } from '../../../shared/scheduling-rules.ts';

/** yyyy-mm-dd of a local date. */
export const toDateKey = formatDateKey;

/** A yyyy-mm-dd day at local noon (spec section 7: read at noon so the day never shifts). */
export function fromDateKey(key: string): Date {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
}

/** 'MMM d, yyyy' of an ISO instant or a yyyy-mm-dd day. */
export function formatDay(value: string | Date): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? fromDateKey(value) : new Date(value);
  return formatDate(date);
}

/** 'h:mm a' of an ISO instant, in local time. */
export const formatTime = (iso: string) => formatClock(new Date(iso));


/** Slots to show teams: in the display window, sorted by start time (spec section 5). */
export function displaySlots<T extends { startTime: string; room: string | null; id: number }>(slots: T[]): T[] {
  return slots
    .filter((slot) => inDisplayWindow(slot.startTime))
    .sort(
      (a, b) =>
        Date.parse(a.startTime) - Date.parse(b.startTime) ||
        (a.room ?? '').localeCompare(b.room ?? '') ||
        a.id - b.id,
    );
}

/** 'in 2 days', 'in 1 h 5 min', 'in 12 min', 'in less than a minute' until `start`. */
export function formatCountdown(start: Date, now: Date): string {
  const minutes = Math.floor((start.getTime() - now.getTime()) / 60_000);
  if (minutes < 1) return 'in less than a minute';
  if (minutes < 60) return `in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `in ${hours} h ${minutes % 60} min` : `in ${hours} h`;
  return `in ${Math.floor(hours / 24)} days`;
}
