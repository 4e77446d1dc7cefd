import { z } from 'zod';
import { SCHEDULING } from '../constants.ts';
import { calendarDateSchema } from './common.ts';
import { GENERATOR_MESSAGES, MAX_ACTIVE_INTERVIEWS_LIMIT } from './scheduling-messages.ts';

export * from './scheduling-messages.ts';

export const schedulingSettingsSchema = z.object({
  maxActiveInterviewsPerTeam: z.number().int(),
  updatedAt: z.string().nullable(),
});

export const updateSchedulingSettingsSchema = z.object({
  maxActiveInterviewsPerTeam: z.coerce
    .number({ error: 'Enter how many upcoming interviews a team may hold' })
    .int('Use a whole number')
    .min(1, 'A team must be allowed at least 1 interview')
    .max(MAX_ACTIVE_INTERVIEWS_LIMIT, `At most ${MAX_ACTIVE_INTERVIEWS_LIMIT} interviews per team`),
});

/**
 * hh:mm on a 24-hour clock.
 * @public Exported for the ReDoS analysis of every contract pattern (src/server/security).
 */
export const TIME_OF_DAY_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

const time = z
  .string({ error: 'Choose a time' })
  .max(5, { error: 'Use the format hh:mm', abort: true })
  .regex(TIME_OF_DAY_PATTERN, 'Use the format hh:mm');

/**
 * POST /api/timeslots/generate (admin): a day of slots from a start, an end, a slot length and a
 * number of parallel judging rooms. Times are the day's wall-clock times in the admin's zone.
 */
export const generateScheduleRequestSchema = z
  .object({
    date: calendarDateSchema,
    startTime: time,
    endTime: time,
    slotMinutes: z.coerce
      .number({ error: 'Enter the slot length in minutes' })
      .int('Use whole minutes')
      .min(5, 'Slots are at least 5 minutes')
      .max(240, 'Slots are at most 240 minutes')
      .default(SCHEDULING.interviewSlotMinutes),
    breakMinutes: z.coerce
      .number({ error: 'Enter the break in minutes' })
      .int('Use whole minutes')
      .min(0, 'The break cannot be negative')
      .max(120, 'Breaks are at most 120 minutes')
      .default(0),
    rooms: z.coerce
      .number({ error: 'Enter the number of judging rooms' })
      .int('Use a whole number of rooms')
      .min(1, 'At least 1 judging room')
      .max(20, 'At most 20 judging rooms')
      .default(1),
    /** The admin's `Date#getTimezoneOffset()` on that day; the server's zone when absent. */
    tzOffset: z.coerce.number().int().min(-840).max(840).optional(),
  })
  .refine((body) => body.endTime > body.startTime, {
    path: ['endTime'],
    message: GENERATOR_MESSAGES.endBeforeStart,
  });

export const generateScheduleResponseSchema = z.object({
  created: z.number().int(),
  skipped: z.number().int(),
  /** Each planned slot left out, and why ('Overlaps 10:00-10:20 in Room 2'). */
  skippedSlots: z.array(
    z.object({ startTime: z.string(), room: z.string().nullable(), reason: z.string() }),
  ),
});

export type SchedulingSettings = z.infer<typeof schedulingSettingsSchema>;
export type GenerateScheduleRequest = z.input<typeof generateScheduleRequestSchema>;
export type GenerateScheduleResponse = z.infer<typeof generateScheduleResponseSchema>;
