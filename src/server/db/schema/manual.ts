import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, tsvector } from './columns.ts';

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
