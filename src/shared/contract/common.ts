import { z } from 'zod';

/** A positive integer id in a path or query string ("12" becomes 12). */
export const idSchema = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be a positive number')
  .max(2_147_483_647, 'Number is too large');

export const idParamsSchema = z.object({ id: idSchema });

/**
 * The years dates may fall in. Instants far outside them cannot be stored or read back by
 * PostgreSQL from ISO text (a day ending in year 10000, say), and no tournament lives there.
 */
const DATE_YEARS = { min: 1900, max: 2999 } as const;
const DATE_YEARS_MESSAGE = `Choose a date between ${DATE_YEARS.min} and ${DATE_YEARS.max}`;

/** yyyy-mm-dd. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** ISO instants are at most this long ('2025-05-03T10:00:00.000000+05:30' is 32). */
const ISO_INSTANT_MAX = 40;

const inDateYears = (year: number) => year >= DATE_YEARS.min && year <= DATE_YEARS.max;

/** True for a yyyy-mm-dd date or an ISO instant (by its UTC year) within DATE_YEARS. */
export function withinDateYears(value: string): boolean {
  const year = DATE_PATTERN.test(value)
    ? Number(value.slice(0, 4))
    : new Date(value).getUTCFullYear();
  return inDateYears(year);
}

/** A calendar date as yyyy-mm-dd that really exists (no February 30th), within DATE_YEARS. */
export const calendarDateSchema = z
  .string()
  .max(10, { error: 'Use the format yyyy-mm-dd', abort: true })
  .regex(DATE_PATTERN, 'Use the format yyyy-mm-dd')
  .superRefine((value, ctx) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(2000, m - 1, d));
    date.setUTCFullYear(y);
    const real =
      date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    if (!DATE_PATTERN.test(value)) return;
    if (!real) ctx.addIssue({ code: 'custom', message: 'Not a real calendar date' });
    else if (!inDateYears(y)) ctx.addIssue({ code: 'custom', message: DATE_YEARS_MESSAGE });
  });

/** An ISO date-time with an offset, within DATE_YEARS (by its UTC year). */
export const isoInstantSchema = (message = 'Use an ISO date and time, like 2025-05-03T10:00:00Z') =>
  z
    .string({ error: message })
    .max(ISO_INSTANT_MAX, { error: message, abort: true })
    .pipe(
      z.iso.datetime({ offset: true, error: message }).superRefine((value, ctx) => {
        const time = Date.parse(value);
        if (Number.isNaN(time)) ctx.addIssue({ code: 'custom', message });
        else if (!inDateYears(new Date(time).getUTCFullYear())) {
          ctx.addIssue({ code: 'custom', message: DATE_YEARS_MESSAGE });
        }
      }),
    );

/** 'true' / 'false' in a query string. */
export const queryBooleanSchema = z.enum(['true', 'false']).transform((v) => v === 'true');
