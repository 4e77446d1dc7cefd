import { sql } from 'drizzle-orm';
import {
  INTERVIEW_PROGRESS,
  INTERVIEW_STATUSES,
} from '../../../shared/contract/interviews-messages.ts';
import { QUEUE_CHECK_IN_STATUSES } from '../../../shared/contract/queue.ts';
import { oneOf } from '../sql-lists.ts';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { teams } from './people.ts';

export const timeslots = pgTable(
  'timeslots',
  {
    id: serial('id').primaryKey(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** The judging room, when several interviews run in parallel. */
    room: text('room'),
    /** Made by the demo event (decision 262): 'Start your real event' removes it. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('timeslots_end_after_start', sql`${t.endTime} > ${t.startTime}`),
    index('timeslots_start_time_idx').on(t.startTime),
  ],
);

/**
 * The match schedule, imported from the match software's CSV and replaced whole on
 * each import. A match occupies its start instant; the buffer setting keeps interviews away.
 */
/**
 * A version of the match schedule (decision 268). An import writes a new one in small committed
 * steps while it is 'writing', then makes it 'current' in one short transaction; the one before is
 * 'retired' and removed a slice at a time. Readers see only the current version's matches.
 */
const SCHEDULE_VERSION_STATES = ['writing', 'current', 'retired'] as const;

export const scheduleVersions = pgTable(
  'schedule_versions',
  {
    id: serial('id').primaryKey(),
    state: text('state', { enum: SCHEDULE_VERSION_STATES }).notNull().default('writing'),
    createdAt: createdAt(),
  },
  (t) => [
    check('schedule_versions_state', oneOf(t.state, SCHEDULE_VERSION_STATES)),
    uniqueIndex('schedule_versions_one_current')
      .on(t.state)
      .where(sql`${t.state} = 'current'`),
  ],
);

export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    versionId: integer('version_id')
      .notNull()
      .references(() => scheduleVersions.id, { onDelete: 'cascade' }),
    /** 'Q12', unique within its schedule whatever its case. */
    label: text('label').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    field: text('field'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('matches_version_label_lower_unique').on(t.versionId, sql`lower(${t.label})`),
    index('matches_version_start_time_idx').on(t.versionId, t.startTime),
  ],
);

/** The teams of a match, at their station ('red1', 'blue2', 'team3'...). */
export const matchTeams = pgTable(
  'match_teams',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    station: text('station').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.station] }),
    index('match_teams_team_id_idx').on(t.teamId),
  ],
);

/**
 * The match now on each field, marked by the queue (an organiser or a volunteer). Held by label
 * and field name, not ids, so a re-imported schedule keeps it.
 */
export const fieldCurrentMatches = pgTable('field_current_matches', {
  /** The field's name as in the schedule, lower-cased. */
  fieldKey: text('field_key').primaryKey(),
  matchLabel: text('match_label').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per team called to queue for a match: claimed in the transaction that queues its push,
 * so a team is called once per match whichever instance marks the field, and after restarts.
 */
export const queueCalls = pgTable(
  'queue_calls',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** The match's label, lower-cased (labels are unique whatever their case). */
    matchKey: text('match_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.matchKey] })],
);

/** A team's check-in at the queue for one match, recorded by a queuer. */
export const queueCheckIns = pgTable(
  'queue_check_ins',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    matchKey: text('match_key').notNull(),
    status: text('status', { enum: QUEUE_CHECK_IN_STATUSES }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.matchKey, t.teamId] }),
    check('queue_check_ins_status', oneOf(t.status, QUEUE_CHECK_IN_STATUSES)),
  ],
);

/** Times nobody is interviewed (opening ceremony, drivers' meeting, lunch), for every team. */
export const blockedPeriods = pgTable(
  'blocked_periods',
  {
    id: serial('id').primaryKey(),
    label: text('label').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('blocked_periods_end_after_start', sql`${t.endTime} > ${t.startTime}`)],
);

/**
 * A booking. A timeslot is taken while it has an interview that is not canceled; the partial
 * unique index makes a double booking impossible, whatever the number of app instances.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    timeslotId: integer('timeslot_id')
      .notNull()
      .references(() => timeslots.id, { onDelete: 'cascade' }),
    notes: text('notes'),
    status: text('status', { enum: INTERVIEW_STATUSES }).notNull().default('scheduled'),
    /** The judging room's day-of progress, apart from the spec's status. */
    progress: text('progress', { enum: INTERVIEW_PROGRESS }).notNull().default('waiting'),
    createdAt: createdAt(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /**
     * When an instance claimed this booking's push reminder (decision 163): set in the one
     * UPDATE ... RETURNING that picks due bookings, so each booking is reminded once.
     */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    check('interviews_status_known', oneOf(t.status, INTERVIEW_STATUSES)),
    check('interviews_progress_known', oneOf(t.progress, INTERVIEW_PROGRESS)),
    uniqueIndex('interviews_one_active_per_timeslot')
      .on(t.timeslotId)
      .where(sql`${t.status} <> 'canceled'`),
    index('interviews_team_id_idx').on(t.teamId),
    index('interviews_awaiting_reminder_idx')
      .on(t.timeslotId)
      .where(sql`${t.remindedAt} is null and ${t.status} <> 'canceled'`),
  ],
);
