import { z } from 'zod';
import { isPlainLabel, UNSAFE_LABEL_MESSAGE } from '../safe-text.ts';
import {
  JUDGE_ROOMS_MAX,
  STAFF_MESSAGES,
  STAFF_PASSWORD_MAX,
  STAFF_PASSWORD_MIN,
  STAFF_ROLES,
} from '../staff-roles.ts';

const NAME_MAX = 100;
const ROOM_MAX = 60;
const INVITE_TOKEN_MAX = 100;

export const staffRoleSchema = z.enum(STAFF_ROLES, {
  error: 'Choose organiser, judge or volunteer',
});

const personNameSchema = z
  .string({ error: STAFF_MESSAGES.nameRequired })
  .trim()
  .min(1, STAFF_MESSAGES.nameRequired)
  .max(NAME_MAX, { error: STAFF_MESSAGES.nameTooLong, abort: true })
  .refine(isPlainLabel, UNSAFE_LABEL_MESSAGE);

const roomSchema = z
  .string()
  .trim()
  .min(1, STAFF_MESSAGES.roomsRequired)
  .max(ROOM_MAX, { error: `Keep the room name under ${ROOM_MAX} characters`, abort: true })
  .refine(isPlainLabel, UNSAFE_LABEL_MESSAGE);

/** A judge's rooms, without repeats; other roles hold none. */
const roomsSchema = z
  .array(roomSchema)
  .max(JUDGE_ROOMS_MAX, STAFF_MESSAGES.tooManyRooms)
  .transform((rooms) => [...new Set(rooms)]);

/** A judge needs a room; an organiser or volunteer has none (whatever was sent is dropped). */
function roomsFitRole<T extends { role?: string; rooms?: string[] }>(
  value: T,
  ctx: z.RefinementCtx,
) {
  if (value.role === 'judge' && value.rooms !== undefined && value.rooms.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['rooms'], message: STAFF_MESSAGES.roomsRequired });
  }
}

/** POST /api/staff: an organiser adds a person, who gets a one-time invite link. */
export const createStaffRequestSchema = z
  .object({
    name: personNameSchema,
    role: staffRoleSchema,
    rooms: roomsSchema.default([]),
  })
  .superRefine(roomsFitRole);

/** PATCH /api/staff/{id}: a new role or rooms, and (`newInvite`) a fresh link for who has not accepted. */
export const updateStaffRequestSchema = z
  .object({
    name: personNameSchema.optional(),
    role: staffRoleSchema.optional(),
    rooms: roomsSchema.optional(),
    newInvite: z.boolean().optional(),
  })
  .superRefine(roomsFitRole);

export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null until the person accepts the invite and picks one. */
  username: z.string().nullable(),
  role: staffRoleSchema,
  rooms: z.array(z.string()),
  /** Invited (the link still works), expired (a new link is needed), or signed up. */
  status: z.enum(['invited', 'expired', 'active']),
  /** When the current invite stops working; null once accepted. */
  inviteExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});

export const staffListSchema = z.array(staffMemberSchema);

/**
 * A new invite: the token goes in the link's fragment (`/invite#token=...`), so it never reaches
 * a server log; it is shown once and stored only as a hash.
 */
export const staffInviteSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
});

export const staffWithInviteSchema = z.object({
  person: staffMemberSchema,
  invite: staffInviteSchema.nullable(),
});

const usernameSchema = z
  .string({ error: STAFF_MESSAGES.usernameRequired })
  .trim()
  .min(1, STAFF_MESSAGES.usernameRequired)
  .max(40, { error: STAFF_MESSAGES.usernameFormat, abort: true })
  .regex(/^[A-Za-z0-9._-]{3,40}$/, STAFF_MESSAGES.usernameFormat);

/** The rules a browser can check itself; the server also refuses common passwords. */
export const staffPasswordSchema = z
  .string({ error: STAFF_MESSAGES.passwordTooShort })
  .min(STAFF_PASSWORD_MIN, STAFF_MESSAGES.passwordTooShort)
  .max(STAFF_PASSWORD_MAX, STAFF_MESSAGES.passwordTooLong);

/** POST /api/staff/invites/accept: the invited person picks a username and a password. */
export const acceptInviteRequestSchema = z
  .object({
    token: z
      .string({ error: STAFF_MESSAGES.inviteGone })
      .min(1, STAFF_MESSAGES.inviteGone)
      .max(INVITE_TOKEN_MAX, STAFF_MESSAGES.inviteGone),
    username: usernameSchema,
    password: staffPasswordSchema,
  })
  .superRefine((value, ctx) => {
    if (value.password.trim().toLowerCase() === value.username.toLowerCase()) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: STAFF_MESSAGES.passwordIsUsername,
      });
    }
  });

/** PUT /api/teams/{id}/check-in. */
export const checkInRequestSchema = z.object({
  checkedIn: z.boolean({ error: 'Say whether the team is checked in' }),
});

export type StaffMember = z.infer<typeof staffMemberSchema>;
export type StaffWithInvite = z.infer<typeof staffWithInviteSchema>;
export type CreateStaffRequest = z.input<typeof createStaffRequestSchema>;
export type UpdateStaffRequest = z.input<typeof updateStaffRequestSchema>;
export type AcceptInviteRequest = z.input<typeof acceptInviteRequestSchema>;
