import { z } from 'zod';
import { calendarDateSchema, idSchema } from './common.ts';
import {
  INTERVIEW_LIMITS,
  INTERVIEW_MESSAGES,
  INTERVIEW_PROGRESS,
  PROGRESS_MESSAGES,
  REQUESTED_INTERVIEW_STATUSES,
} from './interviews-messages.ts';
import { isPlainLabel, UNSAFE_LABEL_MESSAGE } from '../safe-text.ts';

export * from './interviews-messages.ts';

const { titleMax: TITLE_MAX, notesMax: NOTES_MAX } = INTERVIEW_LIMITS;

/** The selected slot's id: the spec's message when it is missing or not a real id. */
const timeslotIdSchema = z.coerce
  .number({ error: INTERVIEW_MESSAGES.missingSlot.description })
  .int(INTERVIEW_MESSAGES.missingSlot.description)
  .positive(INTERVIEW_MESSAGES.missingSlot.description)
  .max(2_147_483_647, INTERVIEW_MESSAGES.missingSlot.description);

const interviewTitleSchema = z
  .string({ error: INTERVIEW_MESSAGES.titleRequired })
  .trim()
  .min(1, INTERVIEW_MESSAGES.titleRequired)
  .max(TITLE_MAX, { error: `Keep the title under ${TITLE_MAX} characters`, abort: true })
  .refine(isPlainLabel, UNSAFE_LABEL_MESSAGE);

const interviewNotesSchema = z
  .string()
  .trim()
  .max(NOTES_MAX, `Keep the notes under ${NOTES_MAX} characters`);

/** POST /api/interviews, the spec's request shape. Identity fields are checked, never trusted. */
export const createInterviewRequestSchema = z.object({
  title: interviewTitleSchema,
  timeslotId: timeslotIdSchema,
  userId: idSchema.nullable().optional(),
  teamId: idSchema.nullable().optional(),
  notes: interviewNotesSchema.nullable().optional(),
  /** Accepted for the spec's request shape; new bookings are always `scheduled`. */
  status: z.enum(REQUESTED_INTERVIEW_STATUSES).optional(),
});

/** The booking dialog: Interview Title and Notes (Optional). */
export const bookingFormSchema = z.object({
  title: interviewTitleSchema,
  notes: interviewNotesSchema,
});

/** Spec section 3 "Interview" (the timeslot also names its room). */
export const interviewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  userId: z.number().int(),
  teamId: z.number().int(),
  timeslotId: z.number().int(),
  notes: z.string().nullable(),
  status: z.string(),
  /** The judging room's day-of progress; `waiting` until a volunteer says otherwise. */
  progress: z.enum(INTERVIEW_PROGRESS),
  timeslot: z.object({ startTime: z.string(), endTime: z.string(), room: z.string().nullable() }),
  team: z.object({ name: z.string(), number: z.string().nullable() }),
  /**
   * Only in the answer to an administrator's booking or move: the slot clashes with the team's
   * match or a blocked period ('Clashes with your match Q12 at 10:40'), allowed anyway.
   */
  warning: z.string().optional(),
});

/** PUT /api/interviews/{id}/progress (admin). */
export const updateProgressRequestSchema = z.object({
  progress: z.enum(INTERVIEW_PROGRESS, { error: PROGRESS_MESSAGES.unknown }),
});

/** PUT /api/interviews/{id}/timeslot (admin): move a booked interview to another free slot. */
export const moveInterviewRequestSchema = z.object({ timeslotId: timeslotIdSchema });

export const interviewListSchema = z.array(interviewSchema);

/** GET /api/interviews: a team always gets its own; an administrator may filter. */
export const interviewsQuerySchema = z.object({
  teamId: idSchema.optional(),
  date: calendarDateSchema.optional(),
  tzOffset: z.coerce.number().int().min(-840).max(840).optional(),
});

export type Interview = z.infer<typeof interviewSchema>;
export type CreateInterviewRequest = z.input<typeof createInterviewRequestSchema>;
export type BookingForm = z.infer<typeof bookingFormSchema>;
