import { z } from 'zod';
import { HELP_KINDS, HELP_MESSAGES, HELP_PLACES, HELP_STATUSES } from './help-requests-lists.ts';

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
