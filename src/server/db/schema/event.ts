import { sql } from 'drizzle-orm';
import { ANNOUNCEMENT_AUDIENCES } from '../../../shared/contract/announcements.ts';
import { oneOf } from '../sql-lists.ts';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** A single row (id = 1) of event-wide settings. */
export const tournamentSettings = pgTable(
  'tournament_settings',
  {
    id: integer('id').primaryKey().default(1),
    tournamentDate: date('tournament_date', { mode: 'string' }),
    maxActiveInterviewsPerTeam: integer('max_active_interviews_per_team').notNull().default(1),
    /** Minutes before an interview its team is reminded (push alert, calendar alarm); 0 is off. */
    reminderLeadMinutes: integer('reminder_lead_minutes').notNull().default(15),
    /** Minutes kept free before and after each of a team's matches (decision 180). */
    matchBufferMinutes: integer('match_buffer_minutes').notNull().default(15),
    /** The venue's IANA time zone; null means the server's zone (decision 154). */
    timeZone: text('time_zone'),
    /** The event's name, shown in the header and page titles; null until an organiser names it. */
    eventName: text('event_name'),
    /** How many matches ahead of a field's current one its teams are called to queue. */
    queueLeadMatches: integer('queue_lead_matches').notNull().default(2),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tournament_settings_single_row', sql`${t.id} = 1`),
    check('tournament_settings_max_active_positive', sql`${t.maxActiveInterviewsPerTeam} >= 1`),
    check(
      'tournament_settings_reminder_lead_range',
      sql`${t.reminderLeadMinutes} between 0 and 1440`,
    ),
    check('tournament_settings_match_buffer_range', sql`${t.matchBufferMinutes} between 0 and 240`),
    check(
      'tournament_settings_event_name_length',
      sql`char_length(${t.eventName}) between 1 and 100`,
    ),
    check('tournament_settings_queue_lead_range', sql`${t.queueLeadMatches} between 1 and 10`),
  ],
);

export const streams = pgTable('streams', {
  id: serial('id').primaryKey(),
  youtubeUrl: text('youtube_url').notNull(),
  videoId: text('video_id').notNull(),
  title: text('title').notNull(),
  /** Made by the demo event (decision 262): 'Start your real event' removes it. */
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: createdAt(),
});

/** Organiser announcements, shown on the home page and pushed to every subscriber. */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** Who it is for: everyone, the listed teams, or the teams with matches on `field`. */
    audience: text('audience', { enum: ANNOUNCEMENT_AUDIENCES }).notNull().default('everyone'),
    /** The teams it is for (listed, or those on `field` when it was sent); empty for everyone. */
    teamIds: integer('team_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    field: text('field'),
    /** When it is to be sent; null for at once. */
    sendAt: timestamp('send_at', { withTimezone: true }),
    /** When it was sent; null while it waits for `sendAt` (the sweep's claim sets it, once). */
    sentAt: timestamp('sent_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [
    index('announcements_created_idx').on(t.createdAt, t.id),
    index('announcements_waiting_idx')
      .on(t.sendAt)
      .where(sql`${t.sentAt} is null`),
    check('announcements_audience_known', oneOf(t.audience, ANNOUNCEMENT_AUDIENCES)),
    check(
      'announcements_field_with_audience',
      sql`(${t.field} is not null) = (${t.audience} = 'field')`,
    ),
    check(
      'announcements_waiting_has_send_at',
      sql`${t.sentAt} is not null or ${t.sendAt} is not null`,
    ),
  ],
);
