import { sql } from 'drizzle-orm';
import {
  HELP_KINDS,
  HELP_PLACES,
  HELP_STATUSES,
} from '../../../shared/contract/help-requests-lists.ts';
import { CANNED_MESSAGES } from '../../../shared/canned-messages.ts';
import { oneOf } from '../sql-lists.ts';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { teams } from './people.ts';

export const robots = pgTable(
  'robots',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Upper-case AA:BB:CC:DD:EE:FF. */
    macAddress: text('mac_address').notNull().unique(),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    lastLocationX: doublePrecision('last_location_x').notNull().default(0),
    lastLocationY: doublePrecision('last_location_y').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Made by the demo event (decision 262): 'Start your real event' removes it. */
    isDemo: boolean('is_demo').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('robots_team_id_idx').on(t.teamId)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    /** Which pre-approved message (shared/canned-messages.ts): its text is chosen when read. */
    cannedId: smallint('canned_id').notNull(),
    senderTeamId: integer('sender_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    receiverTeamId: integer('receiver_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('messages_not_to_self', sql`${t.senderTeamId} <> ${t.receiverTeamId}`),
    check(
      'messages_canned_known',
      sql`${t.cannedId} between 1 and ${sql.raw(String(CANNED_MESSAGES.length))}`,
    ),
    index('messages_conversation_idx').on(t.senderTeamId, t.receiverTeamId, t.id),
    index('messages_unread_idx')
      .on(t.receiverTeamId, t.senderTeamId)
      .where(sql`${t.isRead} = false`),
  ],
);

/** A team that no longer wants messages from another team (either direction is blocked). */
export const teamBlocks = pgTable(
  'team_blocks',
  {
    blockerTeamId: integer('blocker_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    blockedTeamId: integer('blocked_team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerTeamId, t.blockedTeamId] }),
    check('team_blocks_not_self', sql`${t.blockerTeamId} <> ${t.blockedTeamId}`),
    index('team_blocks_blocked_idx').on(t.blockedTeamId),
  ],
);

/** A team's request for help from the organisers: fixed kinds and places, no free text. */
export const helpRequests = pgTable(
  'help_requests',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: HELP_KINDS }).notNull(),
    place: text('place', { enum: HELP_PLACES }).notNull(),
    status: text('status', { enum: HELP_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('help_requests_team_idx').on(t.teamId, t.createdAt),
    index('help_requests_unresolved_idx')
      .on(t.createdAt)
      .where(sql`${t.status} <> 'resolved'`),
    check('help_requests_kind_known', oneOf(t.kind, HELP_KINDS)),
    check('help_requests_place_known', oneOf(t.place, HELP_PLACES)),
    check('help_requests_status_known', oneOf(t.status, HELP_STATUSES)),
  ],
);
