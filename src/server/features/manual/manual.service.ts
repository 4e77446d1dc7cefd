import { CODED } from '../../../shared/coded-messages.ts';
import type { WriteDeps } from '../../feature-options.ts';
import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import {
  formatRuleId,
  type ManualDocument,
  type ManualRule,
  type ManualStatus,
} from '../../../shared/contract/manual.ts';
import type { AppDb, Executor } from '../../db/client.ts';
import { badRequest, notFound } from '../../http-errors.ts';
import { parseManual, type ManualFormat } from './manual-parser.ts';
import * as repo from './manual.repo.ts';
import { transaction } from '../../db/transactions.ts';

export const SAMPLE_MANUAL_TITLE = 'Lantern Lift: Sample Game Manual (PitCrew sample)';
const sampleManualText = () => readFileSync(new URL('./sample-manual.md', import.meta.url), 'utf8');

export interface NewManual {
  title: string;
  format: ManualFormat;
  content: string;
}

function toManualDocumentDto(row: repo.DocumentSummaryRow, inUse: boolean): ManualDocument {
  return {
    id: row.id,
    title: row.title,
    format: row.format as ManualDocument['format'],
    isSample: row.isSample,
    ruleCount: row.ruleCount,
    sectionCount: row.sectionCount,
    inUse,
    createdAt: row.createdAt.toISOString(),
  };
}

function toManualRuleDto(row: repo.RuleRow & { ruleId: string }): ManualRule {
  return {
    ruleId: formatRuleId(row.ruleId),
    title: row.title,
    section: row.section,
    body: row.body,
    documentTitle: row.documentTitle,
  };
}

async function storeManual(ex: Executor, manual: NewManual & { isSample: boolean }) {
  const entries = parseManual(manual.content, manual.format, manual.title);
  if (entries.length === 0) throw badRequest(CODED.manual.contentRequired);
  const document = await repo.insertDocument(ex, manual);
  await repo.insertEntries(ex, document.id, entries);
  return document;
}

export async function listManualDocuments(db: AppDb): Promise<ManualDocument[]> {
  const rows = await repo.listDocuments(db);
  const hasUploaded = rows.some((row) => !row.isSample);
  return rows.map((row) => toManualDocumentDto(row, row.isSample !== hasUploaded));
}

export async function addManualDocument(
  { db, events }: WriteDeps,
  manual: NewManual,
): Promise<ManualDocument> {
  const document = await transaction(db, (tx) => storeManual(tx, { ...manual, isSample: false }));
  await events.emit({ type: 'manual.changed' });
  const listed = await listManualDocuments(db);
  return listed.find((d) => d.id === document.id)!;
}

export async function deleteManualDocument({ db, events }: WriteDeps, id: number): Promise<void> {
  if (!(await repo.deleteDocument(db, id))) throw notFound(CODED.manual.documentNotFound);
  await events.emit({ type: 'manual.changed' });
}

export async function findManualRule(db: AppDb, ruleId: string): Promise<ManualRule> {
  const [rule] = await repo.findRules(db, [ruleId]);
  if (!rule?.ruleId) throw notFound(CODED.manual.ruleNotFound);
  return toManualRuleDto({ ...rule, ruleId: rule.ruleId });
}

export async function manualStatus(
  db: AppDb,
  providers: { modelConfigured: boolean; webSearchConfigured: boolean },
): Promise<ManualStatus> {
  return { documents: await repo.listDocumentsInUse(db), ...providers };
}

/**
 * Loads the shipped sample manual when the database has no manual at all, and keeps an existing
 * sample in step with the copy shipped in this version. Independent of DEMO_DATA (decision 040).
 */
export async function ensureSampleManual(
  db: AppDb,
  log: FastifyBaseLogger,
): Promise<'created' | 'updated' | 'unchanged'> {
  const content = sampleManualText();
  const outcome = await transaction(db, async (tx) => {
    await repo.lockManualSetup(tx);
    if ((await repo.countDocuments(tx)) === 0) {
      await storeManual(tx, {
        title: SAMPLE_MANUAL_TITLE,
        format: 'markdown',
        content,
        isSample: true,
      });
      return 'created' as const;
    }
    let updated = false;
    for (const sample of await repo.findSampleDocuments(tx)) {
      if (sample.content === content) continue;
      await repo.deleteEntries(tx, sample.id);
      await repo.insertEntries(
        tx,
        sample.id,
        parseManual(content, 'markdown', SAMPLE_MANUAL_TITLE),
      );
      await repo.updateDocumentContent(tx, sample.id, content);
      updated = true;
    }
    return updated ? ('updated' as const) : ('unchanged' as const);
  });
  if (outcome !== 'unchanged')
    log.info(
      { outcome },
      'sample game manual (the assistants answer from it until a manual is uploaded)',
    );
  return outcome;
}
