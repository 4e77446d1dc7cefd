import { z } from 'zod';
import { TEAM_CODE_EXAMPLE, TEAM_CODE_PATTERN, normalizeTeamCode } from '../team-code.ts';
import { STAFF_ROLES } from '../staff-roles.ts';
import { idSchema } from './common.ts';

const BOTH_REQUIRED = 'Please enter both username and password';

export const loginRequestSchema = z.object({
  username: z.string({ error: BOTH_REQUIRED }).trim().min(1, BOTH_REQUIRED).max(100),
  password: z.string({ error: BOTH_REQUIRED }).min(1, BOTH_REQUIRED).max(200),
});

/** Spec section 3 "Session", plus the acting team for team sessions. */
export const sessionSchema = z.object({
  /** The team id for a team session (spec: userId equals the team id); the admin id for admins. */
  userId: z.number().int(),
  username: z.string(),
  isAdmin: z.boolean(),
  /** The signed-in team, or null for an administrator. */
  teamId: z.number().int().nullable(),
  /** The signed-in team's number ('1234A'); null without one and for an administrator. */
  teamNumber: z.string().nullable(),
  /** Who is signed in: a team, or a staff member by role (`isAdmin` is true for organisers only). */
  role: z.enum(['team', ...STAFF_ROLES]),
  /** A judge's rooms; empty for everyone else. */
  rooms: z.array(z.string()),
  /** The signed-in team was checked in at the venue (shown on its home); false for staff. */
  checkedIn: z.boolean(),
});

export const meQuerySchema = z.object({
  /** Restores a team session, only with this device's remember cookie for that team. */
  teamId: idSchema.optional(),
});

export const TEAM_CODE_MESSAGES = {
  required: 'Please enter your team code',
  tooLong: 'That team code is too long',
  lookAlike: 'Team codes never contain 0, O, 1, I or L: check the code on your sheet',
  format: `A team code has 12 letters and digits, like ${TEAM_CODE_EXAMPLE}`,
} as const;

/** What signing a team in refuses with, by code (`auth.<key>`). */
export const AUTH_ERRORS = {
  teamNotFound: 'Team not found',
  notRegistered: 'This team has not registered yet. Complete the registration form first.',
} as const;

/** Why a normalised team code cannot be one, or undefined when it has the right form. */
function teamCodeProblem(code: string): string | undefined {
  if (!code) return TEAM_CODE_MESSAGES.required;
  if (/[0O1IL]/.test(code)) return TEAM_CODE_MESSAGES.lookAlike;
  if (!TEAM_CODE_PATTERN.test(code)) return TEAM_CODE_MESSAGES.format;
  return undefined;
}

/** A typed team code: any case, spaces and dashes ignored, checked for its form (decision 106). */
export const teamCodeSchema = z
  .string({ error: TEAM_CODE_MESSAGES.required })
  .max(64, TEAM_CODE_MESSAGES.tooLong)
  .transform(normalizeTeamCode)
  .pipe(
    z.string().superRefine((code, ctx) => {
      const problem = teamCodeProblem(code);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );

export const teamLoginRequestSchema = z.object({
  teamId: idSchema,
  joinCode: teamCodeSchema,
});

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type Session = z.infer<typeof sessionSchema>;
