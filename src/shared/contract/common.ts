import { z } from 'zod';

/** A positive integer id in a path or query string ("12" becomes 12). */
export const idSchema = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be a positive number')
  .max(2_147_483_647, 'Number is too large');

export const idParamsSchema = z.object({ id: idSchema });

/** A calendar date as yyyy-mm-dd that really exists (no February 30th). */
export const calendarDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format yyyy-mm-dd')
  .refine((value) => {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'Not a real calendar date');

/** 'true' / 'false' in a query string. */
export const queryBooleanSchema = z.enum(['true', 'false']).transform((v) => v === 'true');

export const okResponseSchema = z.object({ ok: z.literal(true) });
