import { sql } from 'drizzle-orm';
import {
  INTERVIEW_PROGRESS,
  INTERVIEW_STATUSES,
} from '../../shared/contract/interviews-messages.ts';
import {
  HELP_KINDS,
  HELP_PLACES,
  HELP_STATUSES,
} from '../../shared/contract/help-requests-lists.ts';
import { QUEUE_CHECK_IN_STATUSES } from '../../shared/contract/queue.ts';
import { STAFF_ROLES } from '../../shared/staff-roles.ts';
import { ANNOUNCEMENT_AUDIENCES } from '../../shared/contract/announcements.ts';
import { LANGUAGES } from '../../shared/languages.ts';
import { oneOf } from './sql-lists.ts';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The whole schema: spec section 3 entities plus sessions, admins, team codes, consents,
 * streams, manual documents and rules, saved drawings. Constraints, not application checks,
 * guard the invariants.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

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
    content: text('content').notNull(),
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

export const streams = pgTable('streams', {
  id: serial('id').primaryKey(),
  youtubeUrl: text('youtube_url').notNull(),
  videoId: text('video_id').notNull(),
  title: text('title').notNull(),
  /** Made by the demo event (decision 262): 'Start your real event' removes it. */
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: createdAt(),
});

export const manualDocuments = pgTable('manual_documents', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** 'markdown', 'text' or 'pdf': what was uploaded. */
  format: text('format').notNull(),
  /** The project's own sample manual, shipped so the assistants work out of the box. */
  isSample: boolean('is_sample').notNull().default(false),
  content: text('content').notNull(),
  createdAt: createdAt(),
});

/** A rule (<SG1>, <R12>, ...) or a section of a manual, indexed for full-text search. */
export const manualRules = pgTable(
  'manual_rules',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => manualDocuments.id, { onDelete: 'cascade' }),
    /** 'SG1', 'R12', ...; null for a plain section. */
    ruleId: text('rule_id'),
    section: text('section').notNull(),
    title: text('title'),
    body: text('body').notNull(),
    position: integer('position').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', coalesce(rule_id, '') || ' ' || coalesce(title, '') || ' ' || section), 'A') || setweight(to_tsvector('english', body), 'B')`,
      ),
  },
  (t) => [
    index('manual_rules_search_idx').using('gin', t.search),
    index('manual_rules_document_idx').on(t.documentId, t.position),
    index('manual_rules_rule_id_idx').on(t.ruleId),
  ],
);

/** A team's saved drawing board: the scene (strokes and shapes) as JSON. */
export const drawings = pgTable(
  'drawings',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scene: jsonb('scene').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('drawings_team_id_idx').on(t.teamId, t.updatedAt)],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer and PGlite a Uint8Array: both are read as plain bytes.
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * A board's shared Yjs document (decision 290): a snapshot of the merged document and the number
 * of the newest update. Updates after the snapshot are in `drawing_updates` until compacted.
 */
export const drawingDocs = pgTable('drawing_docs', {
  drawingId: integer('drawing_id')
    .primaryKey()
    .references(() => drawings.id, { onDelete: 'cascade' }),
  snapshot: bytea('snapshot').notNull(),
  /** The newest update's number (0 for a document made from a saved scene). */
  seq: integer('seq').notNull().default(0),
  /** The number of the newest update folded into the snapshot. */
  snapshotSeq: integer('snapshot_seq').notNull().default(0),
  /** The size of the merged document's full state, in bytes (at most 2 MB). */
  bytes: integer('bytes').notNull().default(0),
});

/** Updates to a board's document since its snapshot, numbered from 1 per board. */
export const drawingUpdates = pgTable(
  'drawing_updates',
  {
    drawingId: integer('drawing_id')
      .notNull()
      .references(() => drawings.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    update: bytea('update').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.drawingId, t.seq] })],
);

/** A board shared with another team (an alliance partner), to view or to edit too. */
export const drawingShares = pgTable(
  'drawing_shares',
  {
    drawingId: integer('drawing_id')
      .notNull()
      .references(() => drawings.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    canEdit: boolean('can_edit').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.drawingId, t.teamId] }),
    index('drawing_shares_team_idx').on(t.teamId),
  ],
);

/**
 * Who is on a board now: one row per open copy (its Yjs client id), with its pointer in board
 * units, kept while it reports in (decision 290).
 */
export const drawingPresence = pgTable(
  'drawing_presence',
  {
    drawingId: integer('drawing_id')
      .notNull()
      .references(() => drawings.id, { onDelete: 'cascade' }),
    clientId: doublePrecision('client_id').notNull(),
    /** The session's token hash: only the session that joined moves its pointer. */
    sessionHash: text('session_hash').notNull(),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    x: doublePrecision('x'),
    y: doublePrecision('y'),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.drawingId, t.clientId] })],
);

/**
 * The first answer to a creating POST sent with an `Idempotency-Key`, replayed for 24 h so a
 * retried request never creates twice (plugins/idempotency.ts, decision 122). A row with no
 * status is a reservation: the first request is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who sent it: `team:7`, `admin:1`, or `visitor` (then the request fingerprint guards it). */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** Method and path, e.g. `POST /api/messages`. */
    route: text('route').notNull(),
    /** A hash of the request body: the same key with another body is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    /**
     * The instance (`app_instances.id`) running the request while it has no answer: once that
     * instance stops beating, a retry takes the key over (decision 203).
     */
    owner: text('owner'),
    /**
     * Set inside the request's own transaction as it commits: a request that committed is never
     * run again, even when its instance died before its answer was stored (decision 203).
     */
    committedAt: timestamp('committed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key, t.route] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * The running app instances, each beating every second (plugins/instances.ts, decision 203): an
 * instance whose beat is a few seconds old is dead, and what it had claimed can be taken over.
 */
export const appInstances = pgTable('app_instances', {
  id: text('id').primaryKey(),
  /** The database's clock, so instances on machines whose clocks differ agree. */
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The live events of the last few minutes, shared by every instance, so a browser that
 * reconnects with `Last-Event-ID` is sent what it missed (plugins/event-log.repo.ts,
 * decision 171). The newest row is always kept, so the log knows how far it reaches.
 */
export const eventLog = pgTable(
  'event_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `{ event, audience? }` exactly as the streams are sent it. */
    envelope: jsonb('envelope').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('event_log_created_idx').on(t.createdAt)],
);

/**
 * The VAPID key pair every instance signs pushes with, when VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY are not set: generated by the first instance that starts (a single row;
 * the insert that loses the race keeps the winner's key), decision 161.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('push_vapid_keys_single_row', sql`${t.id} = 1`)],
);

/** A browser's Web Push subscription, owned by a team or an administrator (decision 160). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id').references(() => admins.id, { onDelete: 'cascade' }),
    /**
     * The session that turned alerts on: signing out, a session ending or being replaced deletes
     * it, and its subscriptions with it, so nothing more reaches that phone (decision 230).
     */
    sessionTokenHash: text('session_token_hash')
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    /** The phone's interface language: its alerts are written in it. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    check('push_subscriptions_language', oneOf(t.language, LANGUAGES)),
    check('push_subscriptions_one_owner', sql`(${t.adminId} is null) <> (${t.teamId} is null)`),
    index('push_subscriptions_team_id_idx').on(t.teamId, t.createdAt),
    index('push_subscriptions_admin_id_idx').on(t.adminId, t.createdAt),
    index('push_subscriptions_session_idx').on(t.sessionTokenHash),
  ],
);

/**
 * Pushes a push service accepted, by the push's id (its queue job's): checked before a push is
 * sent, so a push retried after its sender died (at least once, decision 253) is not sent twice
 * (decision 272). Kept two days, past the queue's own retention of a waiting push.
 */
export const pushDeliveries = pgTable('push_deliveries', {
  pushId: text('push_id').primaryKey(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
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
