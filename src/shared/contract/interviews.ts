import { z } from 'zod';
import { calendarDateSchema, idSchema } from './common.ts';

/** Spec section 4 "Interview status". New bookings are `scheduled`; a cancel keeps the row. */
export const INTERVIEW_STATUSES = ['scheduled', 'pending', 'canceled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** Spec sections 2.5, 2.15, 5 (Booking) and 8, word for word. */
export const INTERVIEW_MESSAGES = {
  authRequired: { title: 'Authentication Required', description: 'Please log in to book an interview slot.' },
  registrationRequired: {
    title: 'Registration Required',
    description: 'Please complete the team registration form to book interviews.',
  },
  missingSlot: { title: 'Error', description: 'Could not determine the selected timeslot ID.' },
  bookingFailed: { title: 'Booking Failed', description: 'There was an error booking your interview. Please try again.' },
  cancelFailed: {
    title: 'Cancellation Failed',
    description: 'There was an error canceling your interview. Please try again.',
  },
  canceled: { title: 'Interview Canceled', description: 'Your interview has been canceled successfully.' },
  cancelConfirm: 'Are you sure you want to cancel this interview? This action cannot be undone.',
  noneTitle: 'No Interviews Scheduled',
  noneDescription: "You haven't booked any interview sessions yet.",
  noUpcoming: 'No Upcoming Interviews',
  noPast: 'No Past Interviews',
  teamsFailed: 'Failed to load teams',
  noTeams: 'No teams available - contact admin',
  titleRequired: 'Please enter an interview title',
} as const;

/** The API's own refusals (the spec is silent on them). */
export const INTERVIEW_ERRORS = {
  notFound: 'Interview not found',
  slotNotFound: 'Timeslot not found',
  teamNotFound: 'Team not found',
  slotTaken: 'This timeslot has just been booked by another team. Please choose another one.',
  slotStarted: 'This timeslot has already started. Please choose a later one.',
  limitReached: (limit: number) =>
    limit === 1
      ? 'Your team already has an upcoming interview. Cancel it before booking another one.'
      : `Your team already has ${limit} upcoming interviews, the most allowed. Cancel one before booking another.`,
  notYours: "You can only cancel your own team's interviews",
  alreadyCanceled: 'This interview has already been canceled',
  alreadyStarted: 'This interview has already started and can no longer be canceled',
  teamMismatch: 'userId and teamId must name the same team',
} as const;

const TITLE_MAX = 120;
const NOTES_MAX = 1000;

/** The selected slot's id: the spec's message when it is missing or not a real id. */
const timeslotIdSchema = z.coerce
  .number({ error: INTERVIEW_MESSAGES.missingSlot.description })
  .int(INTERVIEW_MESSAGES.missingSlot.description)
  .positive(INTERVIEW_MESSAGES.missingSlot.description)
  .max(2_147_483_647, INTERVIEW_MESSAGES.missingSlot.description);

export const interviewTitleSchema = z
  .string({ error: INTERVIEW_MESSAGES.titleRequired })
  .trim()
  .min(1, INTERVIEW_MESSAGES.titleRequired)
  .max(TITLE_MAX, `Keep the title under ${TITLE_MAX} characters`);

export const interviewNotesSchema = z.string().trim().max(NOTES_MAX, `Keep the notes under ${NOTES_MAX} characters`);

/** POST /api/interviews, the spec's request shape. Identity fields are checked, never trusted. */
export const createInterviewRequestSchema = z.object({
  title: interviewTitleSchema,
  timeslotId: timeslotIdSchema,
  userId: idSchema.nullable().optional(),
  teamId: idSchema.nullable().optional(),
  notes: interviewNotesSchema.nullable().optional(),
  /** Accepted for the spec's request shape; new bookings are always `scheduled`. */
  status: z.enum(INTERVIEW_STATUSES).optional(),
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
  timeslot: z.object({ startTime: z.string(), endTime: z.string(), room: z.string().nullable() }),
  team: z.object({ name: z.string() }),
});

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

/** Spec section 4: upcoming starts in the future and is not canceled; everything else is past. */
export function isUpcoming(interview: Pick<Interview, 'status' | 'timeslot'>, now: Date = new Date()): boolean {
  return interview.status !== 'canceled' && Date.parse(interview.timeslot.startTime) > now.getTime();
}
