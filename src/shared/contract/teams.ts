import { z } from 'zod';
import { queryBooleanSchema } from './common.ts';
import { isPlainLabel, UNSAFE_LABEL_MESSAGE } from '../safe-text.ts';

/** Spec section 5 (Admin): a new team needs a name after trimming. */
const TEAM_NAME_REQUIRED = 'Please enter a team name.';
const TEAM_NAME_MAX = 100;
const TEAM_DESCRIPTION_MAX = 500;
/** What the teams' routes refuse with, by code (`teams.<key>`). */
export const TEAM_ERRORS = {
  notFound: 'Team not found',
  nameTaken: 'A team with this name already exists',
  numberTaken: 'A team with this number already exists',
} as const;
const TEAM_NUMBER_INVALID = 'A team number is 1 to 12 letters and digits, like 1234A';

/** The team's competition number ('1234A'): optional; blank means none. */
const teamNumberSchema = z
  .string({ error: TEAM_NUMBER_INVALID })
  .trim()
  .max(12, { error: TEAM_NUMBER_INVALID, abort: true })
  .regex(/^[A-Za-z0-9-]*$/, TEAM_NUMBER_INVALID)
  .nullish()
  .transform((value) => value || null);

export const teamsQuerySchema = z.object({
  /** Only teams whose coach has signed the consent form. */
  registeredOnly: queryBooleanSchema.optional(),
});

/** A team as everyone sees it (spec section 3 "Team", plus whether it has registered). */
const teamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  number: z.string().nullable(),
  isRegistered: z.boolean(),
  /** Checked in at the venue by a volunteer or an organiser. */
  checkedIn: z.boolean(),
});

/**
 * The same team with what only administrators see: the team code and the coach's contact
 * details. The fields are optional so one schema serves both; the service adds them for admins only.
 */
export const teamListItemSchema = teamSchema.extend({
  joinCode: z.string().optional(),
  coachName: z.string().nullable().optional(),
  coachEmail: z.string().nullable().optional(),
  coachPhone: z.string().nullable().optional(),
  registeredAt: z.string().nullable().optional(),
});

export const teamListSchema = z.array(teamListItemSchema);

export const createTeamRequestSchema = z.object({
  name: z
    .string({ error: TEAM_NAME_REQUIRED })
    .trim()
    .min(1, TEAM_NAME_REQUIRED)
    .max(TEAM_NAME_MAX, {
      error: `A team name can be at most ${TEAM_NAME_MAX} characters`,
      abort: true,
    })
    .refine(isPlainLabel, UNSAFE_LABEL_MESSAGE),
  description: z
    .string()
    .trim()
    .max(TEAM_DESCRIPTION_MAX, `A description can be at most ${TEAM_DESCRIPTION_MAX} characters`)
    .nullish()
    .transform((value) => value || null),
  number: teamNumberSchema,
});

/** PATCH /api/teams/{id} (admin): set or clear the team's number. */
export const updateTeamNumberSchema = z.object({ number: teamNumberSchema });

/** POST /api/teams answers with the new team and its code (DESIGN section 4). */
export const createdTeamSchema = teamSchema.extend({ joinCode: z.string() });

/** POST /api/teams/import answers with every team it created and its code, in file order. */
export const importedTeamsSchema = z.object({
  created: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      number: z.string().nullable(),
      joinCode: z.string(),
    }),
  ),
});

export type ImportedTeams = z.infer<typeof importedTeamsSchema>;
export type Team = z.infer<typeof teamSchema>;
export type TeamListItem = z.infer<typeof teamListItemSchema>;
export type CreateTeamRequest = z.input<typeof createTeamRequestSchema>;
export type CreatedTeam = z.infer<typeof createdTeamSchema>;
