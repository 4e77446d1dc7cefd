import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, bytea } from './columns.ts';
import { teams } from './people.ts';

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
