import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { manualDocuments, manualRules } from '../../db/schema.ts';
import type { ManualEntry, ManualFormat } from './manual-parser.ts';

export type ManualDocumentRow = typeof manualDocuments.$inferSelect;

export interface DocumentSummaryRow {
  id: number;
  title: string;
  format: string;
  isSample: boolean;
  createdAt: Date;
  ruleCount: number;
  sectionCount: number;
}

export interface RuleRow {
  ruleId: string | null;
  section: string;
  title: string | null;
  body: string;
  documentTitle: string;
}

export interface RankedRuleRow extends RuleRow {
  rank: number;
}

const INSERT_BATCH = 500;

/**
 * The documents the assistants answer from: every uploaded manual, or the sample while no manual
 * has been uploaded (decision 041).
 */
const inUseDocument = sql`${manualRules.documentId} in (
  select d.id from ${manualDocuments} d
  where d.is_sample = not exists (select 1 from ${manualDocuments} u where not u.is_sample)
)`;

const ruleColumns = {
  ruleId: manualRules.ruleId,
  section: manualRules.section,
  title: manualRules.title,
  body: manualRules.body,
  documentTitle: manualDocuments.title,
};

export async function insertDocument(
  ex: Executor,
  values: { title: string; format: ManualFormat; isSample: boolean; content: string },
): Promise<ManualDocumentRow> {
  const [row] = await ex.insert(manualDocuments).values(values).returning();
  return row!;
}

export async function insertEntries(
  ex: Executor,
  documentId: number,
  entries: ManualEntry[],
): Promise<void> {
  for (let start = 0; start < entries.length; start += INSERT_BATCH) {
    const batch = entries
      .slice(start, start + INSERT_BATCH)
      .map((entry) => ({ ...entry, documentId }));
    await ex.insert(manualRules).values(batch);
  }
}

export async function deleteEntries(ex: Executor, documentId: number): Promise<void> {
  await ex.delete(manualRules).where(eq(manualRules.documentId, documentId));
}

export async function updateDocumentContent(
  ex: Executor,
  id: number,
  content: string,
): Promise<void> {
  await ex.update(manualDocuments).set({ content }).where(eq(manualDocuments.id, id));
}

export async function deleteDocument(ex: Executor, id: number): Promise<boolean> {
  const deleted = await ex
    .delete(manualDocuments)
    .where(eq(manualDocuments.id, id))
    .returning({ id: manualDocuments.id });
  return deleted.length > 0;
}

export async function listDocuments(ex: Executor): Promise<DocumentSummaryRow[]> {
  return ex
    .select({
      id: manualDocuments.id,
      title: manualDocuments.title,
      format: manualDocuments.format,
      isSample: manualDocuments.isSample,
      createdAt: manualDocuments.createdAt,
      ruleCount: sql<number>`count(${manualRules.ruleId})::int`,
      sectionCount: sql<number>`count(distinct ${manualRules.section})::int`,
    })
    .from(manualDocuments)
    .leftJoin(manualRules, eq(manualRules.documentId, manualDocuments.id))
    .groupBy(manualDocuments.id)
    .orderBy(desc(manualDocuments.createdAt), desc(manualDocuments.id));
}

export async function findSampleDocuments(ex: Executor): Promise<ManualDocumentRow[]> {
  return ex.select().from(manualDocuments).where(eq(manualDocuments.isSample, true));
}

/** Serialises start-up work across instances sharing one database (held until commit). */
export async function lockManualSetup(ex: Executor): Promise<void> {
  await ex.execute(sql`select pg_advisory_xact_lock(7406190)`);
}

export async function countDocuments(ex: Executor): Promise<number> {
  const [row] = await ex.select({ value: sql<number>`count(*)::int` }).from(manualDocuments);
  return row?.value ?? 0;
}

/**
 * Full-text search over the manual in use, best first: entries matching more of the question's
 * terms come first, then by ts_rank. `terms` are prefix terms built by search-query.ts ('size:*')
 * and are only ever bound as parameters.
 */
export async function searchEntries(
  ex: Executor,
  terms: string[],
  limit: number,
): Promise<RankedRuleRow[]> {
  if (terms.length === 0) return [];
  const query = sql`to_tsquery('english', ${terms.join(' | ')})`;
  const rank = sql<number>`ts_rank(${manualRules.search}, ${query}, 1)`;
  const coverage = sql<number>`(${sql.join(
    terms.map((term) => sql`(${manualRules.search} @@ to_tsquery('english', ${term}))::int`),
    sql` + `,
  )})`;
  return ex
    .select({ ...ruleColumns, rank })
    .from(manualRules)
    .innerJoin(manualDocuments, eq(manualDocuments.id, manualRules.documentId))
    .where(and(sql`${manualRules.search} @@ ${query}`, inUseDocument))
    .orderBy(desc(coverage), desc(rank), asc(manualRules.position))
    .limit(limit);
}

/** The named rules in the manual in use (the newest document's copy when several have one). */
export async function findRules(ex: Executor, ruleIds: string[]): Promise<RuleRow[]> {
  if (ruleIds.length === 0) return [];
  const rows = await ex
    .select(ruleColumns)
    .from(manualRules)
    .innerJoin(manualDocuments, eq(manualDocuments.id, manualRules.documentId))
    .where(and(inArray(manualRules.ruleId, ruleIds), isNotNull(manualRules.ruleId), inUseDocument))
    .orderBy(desc(manualDocuments.id), asc(manualRules.position));
  const first = new Map<string, RuleRow>();
  for (const row of rows) if (!first.has(row.ruleId!)) first.set(row.ruleId!, row);
  return ruleIds.flatMap((id) => first.get(id) ?? []);
}

export async function listDocumentsInUse(
  ex: Executor,
): Promise<{ id: number; title: string; isSample: boolean }[]> {
  return ex
    .select({
      id: manualDocuments.id,
      title: manualDocuments.title,
      isSample: manualDocuments.isSample,
    })
    .from(manualDocuments)
    .where(
      sql`${manualDocuments.isSample} = not exists (select 1 from ${manualDocuments} u where not u.is_sample)`,
    )
    .orderBy(desc(manualDocuments.id));
}
