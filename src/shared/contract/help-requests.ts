import { z } from 'zod';

/**
 * Help from the organisers: a team asks for help chosen from fixed lists, what and
 * where, never free text (DESIGN section 4: teams have no free-text channel). Organisers
 * acknowledge and resolve; the team sees the status live.
 */
export const HELP_KINDS = ['inspection', 'robot-or-field', 'scheduling', 'first-aid', 'lost-item', 'other'] as const;
export const HELP_PLACES = ['pits', 'field', 'judging-area', 'other'] as const;
export const HELP_STATUSES = ['open', 'acknowledged', 'resolved'] as const;

/** Requests a team may have unresolved (open or acknowledged) at once. */
export const MAX_OPEN_HELP_REQUESTS = 3;

export type HelpKind = (typeof HELP_KINDS)[number];
export type HelpPlace = (typeof HELP_PLACES)[number];
export type HelpStatus = (typeof HELP_STATUSES)[number];

export const HELP_MESSAGES = {
  kindUnknown: `Choose what the help is for: ${HELP_KINDS.join(', ')}`,
  placeUnknown: `Choose where your team is: ${HELP_PLACES.join(', ')}`,
  statusUnknown: 'The status can be acknowledged or resolved',
  tooMany: `Your team already has ${MAX_OPEN_HELP_REQUESTS} open help requests: the organisers will answer them first`,
  notFound: 'Help request not found',
  alreadyResolved: 'This help request is already resolved',
} as const;

/** POST /api/help-requests (a team, for itself). */
export const createHelpRequestSchema = z.object({
  kind: z.enum(HELP_KINDS, { error: HELP_MESSAGES.kindUnknown }),
  place: z.enum(HELP_PLACES, { error: HELP_MESSAGES.placeUnknown }),
});

/** PATCH /api/help-requests/{id} (organisers). */
export const updateHelpRequestSchema = z.object({
  status: z.enum(['acknowledged', 'resolved'], { error: HELP_MESSAGES.statusUnknown }),
});

export const helpRequestSchema = z.object({
  id: z.number().int(),
  teamId: z.number().int(),
  teamName: z.string(),
  teamNumber: z.string().nullable(),
  kind: z.enum(HELP_KINDS),
  place: z.enum(HELP_PLACES),
  status: z.enum(HELP_STATUSES),
  createdAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});

export const helpRequestListSchema = z.array(helpRequestSchema);

export type HelpRequest = z.infer<typeof helpRequestSchema>;
export type CreateHelpRequest = z.infer<typeof createHelpRequestSchema>;
export type UpdateHelpRequest = z.infer<typeof updateHelpRequestSchema>;
