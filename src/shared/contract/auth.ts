import { z } from 'zod';
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
});

export const meQuerySchema = z.object({
  /** Restores a team session, only with this device's remember cookie for that team. */
  teamId: idSchema.optional(),
});

export const teamCodeSchema = z
  .string({ error: 'Please enter your team code' })
  .trim()
  .toUpperCase()
  .min(1, 'Please enter your team code')
  .max(32, 'That team code is too long');

export const teamLoginRequestSchema = z.object({
  teamId: idSchema,
  joinCode: teamCodeSchema,
});

export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type Session = z.infer<typeof sessionSchema>;
