const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

function parts(date: string): [number, number, number] {
  return date.split('-').map(Number) as [number, number, number];
}

/**
 * A wall-clock time on a calendar day as an instant. `tzOffset` is the viewer's
 * `Date#getTimezoneOffset()` (UTC+2 is -120); without it the server's own zone is used.
 */
export function wallClockInstant(date: string, time: string, tzOffset?: number): Date {
  const [y, m, d] = parts(date);
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  if (tzOffset === undefined) return new Date(y, m - 1, d, hours, minutes);
  return new Date(Date.UTC(y, m - 1, d, hours, minutes) + tzOffset * MINUTE_MS);
}

/** The instants [from, to) that make up a calendar day in the viewer's zone. */
export function dayRange(date: string, tzOffset?: number): { from: Date; to: Date } {
  const from = wallClockInstant(date, '00:00', tzOffset);
  if (tzOffset === undefined) {
    const [y, m, d] = parts(date);
    return { from, to: new Date(y, m - 1, d + 1) };
  }
  return { from, to: new Date(from.getTime() + DAY_MS) };
}
