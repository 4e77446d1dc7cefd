import { z } from 'zod';
import { calendarDateSchema, idSchema, isoInstantSchema, queryBooleanSchema } from './common.ts';
import {
  ADMIN_HOURS,
  ADMIN_MINUTES,
  TIMESLOT_ERRORS,
  TIMESLOT_MESSAGES,
} from './timeslots-messages.ts';
import { isPlainLabel, UNSAFE_LABEL_MESSAGE } from '../safe-text.ts';

export * from './timeslots-messages.ts';

const ROOM_MAX = 60;

/** A team's side of a booked slot: who booked it, nothing more (spec 2.6 'Booked: {team name}'), with its number. */
const slotTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  number: z.string().nullable(),
});

/** Spec section 3 "Timeslot", plus the judging room when several run in parallel. */
export const timeslotSchema = z.object({
  id: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  room: z.string().nullable(),
  isAvailable: z.boolean(),
  teamId: z.number().int().nullable(),
  team: slotTeamSchema.nullable(),
  /** Only when an administrator assigns the new slot to a team it clashes for. */
  warning: z.string().optional(),
});

export const timeslotListSchema = z.array(timeslotSchema);

/**
 * Minutes to add to local time to get UTC for the viewer's day, as JavaScript's
 * `Date#getTimezoneOffset()` gives it (UTC+2 is -120). Without it the server's zone is used.
 */
export const tzOffsetSchema = z.coerce
  .number({ error: 'Must be a number of minutes' })
  .int('Must be a whole number of minutes')
  .min(-840, 'Not a real time-zone offset')
  .max(840, 'Not a real time-zone offset');

export const timeslotsQuerySchema = z.object({
  /** The calendar day whose slots to list (in the viewer's zone, see tzOffset). */
  date: calendarDateSchema.optional(),
  /** Only the tournament day's slots (the date the administrator set). */
  tournamentDayOnly: queryBooleanSchema.optional(),
  /** Only slots that are open or booked by this team. */
  teamId: idSchema.optional(),
  tzOffset: tzOffsetSchema.optional(),
  /** Paging for long lists; the total is in the X-Total-Count header. */
  limit: z.coerce.number().int().min(1).max(1000).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

/** DELETE /api/timeslots?date= (admin): the day's open slots that no interview ever used. */
export const deleteOpenSlotsQuerySchema = z.object({
  date: calendarDateSchema,
  tzOffset: tzOffsetSchema.optional(),
});

/** How many slots went, and how many of the day stay because they hold a booking or its history. */
export const deleteOpenSlotsResponseSchema = z.object({
  deleted: z.number().int(),
  kept: z.number().int(),
});

/** POST /api/timeslots (admin): an open slot, or one assigned to a team (that books it). */
export const createTimeslotRequestSchema = z
  .object({
    startTime: isoInstantSchema(TIMESLOT_MESSAGES.startAndTeamRequired),
    /** Defaults to the start plus the admin slot length (15 minutes, spec section 5). */
    endTime: isoInstantSchema('Use an ISO date and time for the end').optional(),
    /** The team the slot is booked for; null or absent for an open slot. */
    teamId: idSchema.nullable().optional(),
    /** Accepted for the spec's request shape; availability follows from the booking. */
    isAvailable: z.boolean().optional(),
    room: z
      .string()
      .trim()
      .max(ROOM_MAX, { error: `Keep the room name under ${ROOM_MAX} characters`, abort: true })
      .refine(isPlainLabel, UNSAFE_LABEL_MESSAGE)
      .nullable()
      .optional(),
    /** The interview title when the slot is booked for a team. */
    title: z
      .string()
      .trim()
      .max(120, { abort: true })
      .refine(isPlainLabel, UNSAFE_LABEL_MESSAGE)
      .optional(),
  })
  .refine((body) => !body.endTime || Date.parse(body.endTime) > Date.parse(body.startTime), {
    path: ['endTime'],
    message: TIMESLOT_ERRORS.endBeforeStart,
  });

export const adminTimeslotFormSchema = z
  .object({
    date: z.string(),
    hour: z.string(),
    minute: z.string(),
    team: z.string(),
    room: z
      .string()
      .trim()
      .max(ROOM_MAX, { error: `Keep the room name under ${ROOM_MAX} characters`, abort: true })
      .refine(isPlainLabel, UNSAFE_LABEL_MESSAGE),
  })
  .superRefine((form, ctx) => {
    const hour = Number(form.hour);
    const minute = Number(form.minute);
    const complete =
      calendarDateSchema.safeParse(form.date).success &&
      form.hour !== '' &&
      ADMIN_HOURS.includes(hour) &&
      form.minute !== '' &&
      (ADMIN_MINUTES as number[]).includes(minute) &&
      form.team !== '';
    if (!complete)
      ctx.addIssue({
        code: 'custom',
        path: ['team'],
        message: TIMESLOT_MESSAGES.startAndTeamRequired,
      });
  });

export type Timeslot = z.infer<typeof timeslotSchema>;
export type DeleteOpenSlotsResponse = z.infer<typeof deleteOpenSlotsResponseSchema>;
export type CreateTimeslotRequest = z.infer<typeof createTimeslotRequestSchema>;
export type AdminTimeslotForm = z.infer<typeof adminTimeslotFormSchema>;
