import { z } from 'zod';
import { idSchema, isoInstantSchema } from './common.ts';
import { isPlainLabel, UNSAFE_LABEL_MESSAGE } from '../safe-text.ts';
import { QUEUE_STATES } from './queue.ts';

/** A team at its station in a match ('red1', 'team3'). */
const matchTeamSchema = z.object({
  station: z.string(),
  teamId: z.number().int(),
  name: z.string(),
  number: z.string().nullable(),
});

/** A match of the imported schedule. It occupies its start instant. */
const matchSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  startTime: z.string(),
  field: z.string().nullable(),
  teams: z.array(matchTeamSchema),
  /** Derived from its field's current match; null before the field is under way, or once played. Always in answers. */
  queueState: z.enum(QUEUE_STATES).nullable().optional(),
});

export const matchListSchema = z.array(matchSchema);

export const matchesQuerySchema = z.object({
  /** Only the matches this team plays in. */
  teamId: idSchema.optional(),
});

/** A booking the schedule now makes its team late for (or puts in a closed period). */
const matchClashSchema = z.object({
  teamId: z.number().int(),
  teamName: z.string(),
  teamNumber: z.string().nullable(),
  interviewId: z.number().int(),
  interviewTitle: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  room: z.string().nullable(),
  /** 'Clashes with your match Q12 at 10:40'. */
  reason: z.string(),
});

export const matchClashListSchema = z.array(matchClashSchema);

/** The answer to an import: how many matches now make the schedule, and the bookings they clash with. */
export const importedMatchesSchema = z.object({
  imported: z.number().int(),
  clashes: matchClashListSchema,
});

/** POST /api/matches/clashes/notify (admin): how many teams were told. */
export const notifiedClashesSchema = z.object({ notified: z.number().int() });

const BLOCKED_PERIOD_MESSAGES = {
  labelRequired: 'Name the period (for example Lunch)',
  endBeforeStart: 'The end must be after the start',
  tooMany: 'At most 50 blocked periods',
} as const;

const blockedPeriodSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});

export const blockedPeriodListSchema = z.array(blockedPeriodSchema);

/** PUT /api/blocked-periods (admin): the whole list, replacing the one before (decision 181). */
export const replaceBlockedPeriodsSchema = z.object({
  periods: z
    .array(
      z
        .object({
          label: z
            .string({ error: BLOCKED_PERIOD_MESSAGES.labelRequired })
            .trim()
            .min(1, BLOCKED_PERIOD_MESSAGES.labelRequired)
            .max(80, { error: 'A label can be at most 80 characters', abort: true })
            .refine(isPlainLabel, UNSAFE_LABEL_MESSAGE),
          startTime: isoInstantSchema(),
          endTime: isoInstantSchema(),
        })
        .refine((p) => Date.parse(p.endTime) > Date.parse(p.startTime), {
          path: ['endTime'],
          message: BLOCKED_PERIOD_MESSAGES.endBeforeStart,
        }),
    )
    .max(50, BLOCKED_PERIOD_MESSAGES.tooMany),
});

export type Match = z.infer<typeof matchSchema>;
export type MatchClash = z.infer<typeof matchClashSchema>;
export type ImportedMatches = z.infer<typeof importedMatchesSchema>;
export type BlockedPeriod = z.infer<typeof blockedPeriodSchema>;
export type ReplaceBlockedPeriods = z.input<typeof replaceBlockedPeriodsSchema>;
