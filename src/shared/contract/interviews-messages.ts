/**
 * The interview texts and rules the client shows, without zod: the pages load them at once and
 * the form schemas (interviews.ts) only when a form is checked.
 */
import { interviewCancelProblem } from '../scheduling-rules.ts';

/**
 * Spec section 4 "Interview status": what an interview is stored with. New bookings are
 * `scheduled`; a cancel keeps the row as `canceled`. The spec's `pending` is never written.
 */
export const INTERVIEW_STATUSES = ['scheduled', 'canceled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** A booking request may still name the spec's `pending`; the status asked for is ignored. */
export const REQUESTED_INTERVIEW_STATUSES = [...INTERVIEW_STATUSES, 'pending'] as const;

/** The limits on what a booking's fields hold (the form's inputs and the API's schema). */
export const INTERVIEW_LIMITS = { titleMax: 120, notesMax: 1000 } as const;

/**
 * Where a booked team is on the day, apart from the spec's status: set by the judging
 * room's volunteer, seen live by the team and on the now/next display.
 */
export const INTERVIEW_PROGRESS = [
  'waiting',
  'arrived',
  'in_interview',
  'done',
  'no_show',
] as const;
export type InterviewProgress = (typeof INTERVIEW_PROGRESS)[number];

/** Progress that means the interview is under way or over: it can no longer be moved. */
const UNDERWAY_PROGRESS: readonly InterviewProgress[] = ['in_interview', 'done'];
export const isUnderway = (progress: InterviewProgress): boolean =>
  UNDERWAY_PROGRESS.includes(progress);

export const PROGRESS_LABELS: Record<InterviewProgress, string> = {
  waiting: 'Waiting',
  arrived: 'Arrived',
  in_interview: 'In interview',
  done: 'Done',
  no_show: 'No show',
};

export const PROGRESS_MESSAGES = {
  unknown: `Progress is one of ${INTERVIEW_PROGRESS.join(', ')}`,
  canceled: 'This interview was canceled: it has no progress to record',
} as const;

/** Spec sections 2.5, 2.15, 5 (Booking) and 8, word for word. */
export const INTERVIEW_MESSAGES = {
  authRequired: {
    title: 'Authentication Required',
    description: 'Please log in to book an interview slot.',
  },
  registrationRequired: {
    title: 'Registration Required',
    description: 'Please complete the team registration form to book interviews.',
  },
  missingSlot: { title: 'Error', description: 'Could not determine the selected timeslot ID.' },
  bookingFailed: {
    title: 'Booking Failed',
    description: 'There was an error booking your interview. Please try again.',
  },
  bookingOffline: 'You are offline. Booking needs a connection.',
  cancelOffline: 'You are offline. Cancelling needs a connection.',
  cancelFailed: {
    title: 'Cancellation Failed',
    description: 'There was an error canceling your interview. Please try again.',
  },
  canceled: {
    title: 'Interview Canceled',
    description: 'Your interview has been canceled successfully.',
  },
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
  /** Moving: only an interview the judges have not started or finished moves. */
  moveCanceled: 'This interview was canceled: book a new one instead of moving it',
  moveUnderway: 'This interview is under way or done and can no longer be moved',
} as const;

/**
 * Spec section 4: upcoming starts in the future and is not canceled; everything else is past.
 * Upcoming is what can still be cancelled (the server refuses the rest with the same rule).
 */
export function isUpcoming(
  interview: { status: string; timeslot: { startTime: string } },
  now: Date = new Date(),
): boolean {
  return interviewCancelProblem(interview, now) === null;
}
