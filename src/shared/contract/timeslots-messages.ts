/** The timeslot texts and constants the client shows, without zod (see interviews-messages.ts). */
import { SCHEDULING } from '../constants.ts';

/** Spec sections 2.6 and 5 (Admin), word for word. */
export const TIMESLOT_MESSAGES = {
  loading: 'Loading available time slots...',
  noneInWindow: 'No time slots available for this date',
  noneTitle: 'No interview slots available',
  noneScheduled: (date: string) => `No slots have been scheduled for ${date}.`,
  dayNotSet:
    'The tournament day has not been set by the administrator yet. Please check back later.',
  startAndTeamRequired: 'Please select a start time and team.',
  creationFailedTitle: 'Creation Failed',
  creationFailed: 'There was an error creating the timeslot.',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} timeslots`,
  outsideWindow: `Teams only see slots that start between ${SCHEDULING.firstSlotHour}:00 and ${SCHEDULING.lastSlotHourExclusive}:00: this one will not be offered to them.`,
} as const;

/** The API's own refusals (the spec is silent on them). */
export const TIMESLOT_ERRORS = {
  notFound: 'Timeslot not found',
  endBeforeStart: 'End time must be after start time',
  startInPast: 'Choose a start time in the future',
  /** Another slot of the same room already covers part of this one: 'Overlaps 10:00-10:20 in Room 2'. */
  overlaps: (from: string, to: string, room: string | null) =>
    `Overlaps ${from}-${to}${room ? ` in ${room}` : ''}`,
  hasInterviews:
    'This timeslot has interviews on record. Cancel its booking instead of deleting it.',
  teamNotFound: 'Team not found',
} as const;

/** The admin "Add New Timeslot" form: a day, an hour 0-23, a minute in 15-minute steps, a team. */
export const ADMIN_MINUTES = Array.from(
  { length: 60 / SCHEDULING.adminMinuteStep },
  (_, i) => i * SCHEDULING.adminMinuteStep,
);
export const ADMIN_HOURS = Array.from({ length: 24 }, (_, i) => i);
/** The team select's value for a slot anyone may book. */
export const OPEN_SLOT = 'open';
