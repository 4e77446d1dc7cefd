import { sql } from 'drizzle-orm';
import { STAFF_ROLES } from '../../../shared/staff-roles.ts';
import { oneOf } from '../sql-lists.ts';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Staff: organisers, judges and volunteers, each a person of their own (the table keeps its first
 * name, from when the one administrator was all there was). An invited person has a name, a role
 * and an invite until they accept it and pick a username and password (decision 259).
 */
export const admins = pgTable(
  'admins',
  {
    id: serial('id').primaryKey(),
    /** Kept as the person typed it; unique whatever the case (`admins_username_lower_unique`). */
    username: text('username'),
    passwordHash: text('password_hash'),
    /** The person's name as the organiser typed it; null for the administrator from the environment. */
    displayName: text('display_name'),
    role: text('role', { enum: STAFF_ROLES }).notNull().default('organiser'),
    /** A judge's rooms: the judging queues they see and record progress in. */
    rooms: text('rooms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** SHA-256 of the one-time invite token; cleared when the invite is accepted. */
    inviteTokenHash: text('invite_token_hash').unique(),
    inviteExpiresAt: timestamp('invite_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'admins_credentials_together',
      sql`(${t.username} is null) = (${t.passwordHash} is null)`,
    ),
    check('admins_role_known', oneOf(t.role, STAFF_ROLES)),
    // 'Judge1' and 'judge1' are one person: sign-in looks names up by lower(), so must this index.
    uniqueIndex('admins_username_lower_unique').on(sql`lower(${t.username})`),
  ],
);

/**
 * Who changed what (the activity log): every staff write with its actor, kept by name too, so a
 * removed person's entries still say who they were.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    description: text('description'),
    /** The team's competition number ('1234A'): optional, unique whatever its case. */
    number: text('number'),
    /**
     * The team code (DESIGN section 4, decision 106): shown only to admins, needed to register or
     * sign in. Twelve characters of the team-code alphabet, held to that by the check constraint
     * `teams_join_code_format`, which migration `0001_reissue_short_team_codes` adds after giving
     * teams with older, shorter codes new ones.
     */
    joinCode: text('join_code').notNull().unique(),
    /**
     * Counts the writes that gave the team an interview (decision 222). A booking reads it with the
     * facts its rules decide on and inserts only while it is unchanged, so two bookings by one team
     * are decided one after the other without holding a lock between two round trips.
     */
    bookingVersion: integer('booking_version').notNull().default(0),
    /** When a volunteer or organiser checked the team in at the venue; null until then. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** Made by the demo event (decision 262): 'Start your real event' removes it. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('teams_number_lower_unique').on(sql`lower(${t.number})`)],
);

/**
 * Guess-limit counters (decision 105), shared by every instance: attempts at a secret per key
 * (a team, a username, an address) in the key's current fixed window. Reserved in one upsert
 * before the secret is checked; rows whose window has ended are pruned.
 */
export const guessCounters = pgTable(
  'guess_counters',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('guess_counters_expires_at_idx').on(t.expiresAt)],
);

/** Signed-in browsers. The token lives in an HttpOnly cookie; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('sessions_one_subject', sql`(${t.adminId} is null) <> (${t.teamId} is null)`),
    index('sessions_expires_at_idx').on(t.expiresAt),
    index('sessions_team_id_idx').on(t.teamId),
    index('sessions_admin_id_idx').on(t.adminId),
  ],
);

/** Remember-this-device tokens: restore a team session on the device that registered. */
export const teamDevices = pgTable(
  'team_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('team_devices_team_id_idx').on(t.teamId)],
);

/** One consent (registration) per team. */
export const consents = pgTable('consents', {
  teamId: integer('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  coachName: text('coach_name').notNull(),
  coachEmail: text('coach_email').notNull(),
  coachPhone: text('coach_phone').notNull(),
  locationTrackingConsent: boolean('location_tracking_consent').notNull(),
  behaviorAgreement: boolean('behavior_agreement').notNull(),
  safeUseAgreement: boolean('safe_use_agreement').notNull(),
  damageAgreement: boolean('damage_agreement').notNull(),
  signature: text('signature').notNull(),
  createdAt: createdAt(),
});
