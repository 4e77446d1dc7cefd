import { z } from 'zod';
import { SCHEDULING } from '../constants.ts';
import { canonicalTimeZone } from '../venue-time.ts';
import { isPlainLabel, UNSAFE_LABEL_MESSAGE } from '../safe-text.ts';
import { calendarDateSchema, DATE_PATTERN } from './common.ts';
import { queueLeadSchema } from './queue.ts';

/** Spec section 5 (Admin) and section 8: the tournament date must be chosen. */
export const TOURNAMENT_DATE_MISSING = {
  title: 'Missing Information',
  description: 'Please select a tournament date.',
} as const;

export const tournamentSettingsSchema = z.object({
  /** yyyy-mm-dd, or null until an administrator sets it. */
  tournamentDate: z.string().nullable(),
  /** ISO timestamp of the last change, or null when never set. */
  updatedAt: z.string().nullable(),
  /** Minutes before an interview its team gets a push reminder and a calendar alarm; 0 is off. */
  reminderLeadMinutes: z.number().int(),
  /** Minutes kept free before and after each of a team's matches. */
  matchBufferMinutes: z.number().int(),
  /** The venue's IANA time zone ('America/Chicago'): the server's zone until an administrator sets it. */
  timeZone: z.string(),
  /** The event's name ('Spring Regional 2026'), shown in the header and page titles; null until an organiser names it. */
  eventName: z.string().nullable(),
  /** How many matches ahead of a field's current one are called to queue. */
  queueLeadMatches: z.number().int(),
});

/** The longest event name: a header line and a tab title, not a paragraph. */
export const EVENT_NAME_MAX = 100;

export const EVENT_NAME_TOO_LONG = `Keep the event name to ${EVENT_NAME_MAX} characters or fewer`;

export const SETTINGS_MESSAGES = {
  dateHasSchedule: (slots: number, bookings: number) =>
    `The current tournament day has ${slots} timeslot${slots === 1 ? '' : 's'} and ${bookings} booking${bookings === 1 ? '' : 's'}. ` +
    'They stay on that day, where teams will no longer see them. Confirm to change the date anyway.',
  dayNotSet: 'Choose a date: the tournament day has not been set yet',
} as const;

const TIME_ZONE_INVALID = 'Choose a time zone from the list (an IANA name such as America/Chicago)';

const REMINDER_LEAD_INVALID = `Reminder lead time must be a whole number of minutes from 0 to ${SCHEDULING.maxReminderLeadMinutes}`;

const MATCH_BUFFER_INVALID = `The match buffer must be a whole number of minutes from 0 to ${SCHEDULING.maxMatchBufferMinutes}`;

export const updateTournamentSettingsSchema = z.object({
  /** Unchanged when left out. */
  matchBufferMinutes: z
    .number({ error: MATCH_BUFFER_INVALID })
    .int({ error: MATCH_BUFFER_INVALID })
    .min(0, { error: MATCH_BUFFER_INVALID })
    .max(SCHEDULING.maxMatchBufferMinutes, { error: MATCH_BUFFER_INVALID })
    .optional(),
  /** Unchanged when left out. */
  reminderLeadMinutes: z
    .number({ error: REMINDER_LEAD_INVALID })
    .int({ error: REMINDER_LEAD_INVALID })
    .min(0, { error: REMINDER_LEAD_INVALID })
    .max(SCHEDULING.maxReminderLeadMinutes, { error: REMINDER_LEAD_INVALID })
    .optional(),
  /** The venue's IANA time zone, in its canonical spelling; unchanged when left out. */
  timeZone: z
    .string({ error: TIME_ZONE_INVALID })
    .trim()
    .max(64, { error: TIME_ZONE_INVALID, abort: true })
    .transform(
      (name, ctx) =>
        canonicalTimeZone(name) ??
        (ctx.addIssue({ code: 'custom', message: TIME_ZONE_INVALID }), z.NEVER),
    )
    .optional(),
  /** The event's name, trimmed, on one line; '' clears it; unchanged when left out. */
  eventName: z
    .string({ error: EVENT_NAME_TOO_LONG })
    .trim()
    .max(EVENT_NAME_MAX, { error: EVENT_NAME_TOO_LONG, abort: true })
    .refine(isPlainLabel, UNSAFE_LABEL_MESSAGE)
    .optional(),
  /** Matches ahead of a field's current one whose teams are called to queue; unchanged when left out. */
  queueLeadMatches: queueLeadSchema.optional(),
  /** Change the day even though slots or bookings are on the current one. */
  confirm: z.boolean().optional(),
  tournamentDate: z
    .string({ error: TOURNAMENT_DATE_MISSING.description })
    .trim()
    .min(1, { error: TOURNAMENT_DATE_MISSING.description, abort: true })
    .max(10, { error: 'Use the format yyyy-mm-dd', abort: true })
    .regex(DATE_PATTERN, { error: 'Use the format yyyy-mm-dd', abort: true })
    .pipe(calendarDateSchema),
});

export type TournamentSettings = z.infer<typeof tournamentSettingsSchema>;
export type UpdateTournamentSettings = z.infer<typeof updateTournamentSettingsSchema>;
