import { z } from 'zod';
import { isPlainLabel } from '../safe-text.ts';

/** Queue calls: the match now on each field, the queue states and check-ins. */

export const QUEUE_MESSAGES = {
  fieldNotFound: 'No match in the schedule is on this field',
  matchNotFound: 'No match with this label is on this field',
  matchRequired: 'Name the match now on the field (for example Q12)',
  teamNotInMatch: 'This team does not play in this match',
  statusInvalid: 'Choose checked-in, drive-team-only or not-here',
} as const;

/** How many matches ahead of the current one are called to queue, at most and by default. */
export const QUEUE_LEAD = { min: 1, max: 10, default: 2 } as const;

/**
 * A match's queue state, derived from its field's current match as Nexus does: the current match
 * is on the field, the next one on deck, the rest of the `lead` matches after it (the ones whose
 * teams are called) now queuing, the `lead` after those queuing soon. Null for a match already
 * played, too far ahead, or on a field with no current match yet.
 */
export const QUEUE_STATES = ['queuing-soon', 'now-queuing', 'on-deck', 'on-field'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

/** A queuer's record of a team at the queue for one match. */
export const QUEUE_CHECK_IN_STATUSES = ['checked-in', 'drive-team-only', 'not-here'] as const;
export type QueueCheckInStatus = (typeof QUEUE_CHECK_IN_STATUSES)[number];

const matchLabelSchema = z
  .string({ error: QUEUE_MESSAGES.matchRequired })
  .trim()
  .min(1, { error: QUEUE_MESSAGES.matchRequired, abort: true })
  .max(40, { error: QUEUE_MESSAGES.matchRequired, abort: true })
  .refine(isPlainLabel, QUEUE_MESSAGES.matchRequired);

export const fieldParamsSchema = z.object({ field: z.string().trim().min(1).max(40) });

/** PUT /api/fields/{field}/current: the match (by label, 'Q12') now on the field. */
export const setCurrentMatchSchema = z.object({ match: matchLabelSchema });

/** The answer: the field, its current match and how many teams were called to queue now. */
export const currentMatchSchema = z.object({
  field: z.string(),
  match: z.string(),
  /** Teams newly called by this mark (0 when the same match was marked again). */
  called: z.number().int(),
});

const queueTeamSchema = z.object({
  teamId: z.number().int(),
  name: z.string(),
  number: z.string().nullable(),
  station: z.string(),
  /** The queuer's check-in for this match, or null before anyone checked the team. */
  checkIn: z.enum(QUEUE_CHECK_IN_STATUSES).nullable(),
});

const queueMatchSchema = z.object({
  label: z.string(),
  startTime: z.string(),
  state: z.enum(QUEUE_STATES).nullable(),
  teams: z.array(queueTeamSchema),
});

/** One field's queue: its current match and the matches from it on, each with its teams. */
const fieldQueueSchema = z.object({
  field: z.string(),
  currentMatch: z.string().nullable(),
  matches: z.array(queueMatchSchema),
});

/** GET /api/queue: every field's queue (organisers, volunteers), or one field's (`field`). */
export const queueQuerySchema = z.object({ field: z.string().trim().min(1).max(40).optional() });
export const fieldQueueListSchema = z.array(fieldQueueSchema);

/** PUT /api/queue/check-ins: a team's check-in at the queue for one match. */
export const queueCheckInSchema = z.object({
  match: matchLabelSchema,
  teamId: z.number().int().positive(),
  status: z.enum(QUEUE_CHECK_IN_STATUSES, { error: QUEUE_MESSAGES.statusInvalid }),
});

export const queueLeadSchema = z
  .number({ error: `Queue calls go from ${QUEUE_LEAD.min} to ${QUEUE_LEAD.max} matches ahead` })
  .int({ error: `Queue calls go from ${QUEUE_LEAD.min} to ${QUEUE_LEAD.max} matches ahead` })
  .min(QUEUE_LEAD.min, {
    error: `Queue calls go from ${QUEUE_LEAD.min} to ${QUEUE_LEAD.max} matches ahead`,
  })
  .max(QUEUE_LEAD.max, {
    error: `Queue calls go from ${QUEUE_LEAD.min} to ${QUEUE_LEAD.max} matches ahead`,
  });

export type FieldQueue = z.infer<typeof fieldQueueSchema>;
export type QueueMatch = z.infer<typeof queueMatchSchema>;
export type QueueCheckIn = z.infer<typeof queueCheckInSchema>;
export type CurrentMatch = z.infer<typeof currentMatchSchema>;

/** Each match's queue state on one field, from its labels in start order and the current one. */
export function queueStates(
  labels: readonly string[],
  current: string | null,
  lead: number,
): Map<string, QueueState | null> {
  const states = new Map<string, QueueState | null>(labels.map((label) => [label, null]));
  const at =
    current === null
      ? -1
      : labels.findIndex((label) => label.toLowerCase() === current.toLowerCase());
  if (at < 0) return states;
  labels.forEach((label, index) => {
    const ahead = index - at;
    if (ahead === 0) states.set(label, 'on-field');
    else if (ahead === 1) states.set(label, 'on-deck');
    else if (ahead >= 2 && ahead <= lead) states.set(label, 'now-queuing');
    else if (ahead > lead && ahead <= 2 * lead) states.set(label, 'queuing-soon');
  });
  return states;
}

/** The labels of the matches whose teams are called to queue when `current` goes on the field. */
export function calledMatches(labels: readonly string[], current: string, lead: number): string[] {
  const at = labels.findIndex((label) => label.toLowerCase() === current.toLowerCase());
  return at < 0 ? [] : labels.slice(at + 1, at + 1 + lead);
}
