import Papa from 'papaparse';
import type { z } from 'zod';
import type { AuditEntry, AuditPage, auditQuerySchema } from '../../../shared/contract/audit.ts';
import type { AppDb } from '../../db/client.ts';
import { listAuditEntries, type AuditRow } from './audit.repo.ts';

type AuditQuery = z.output<typeof auditQuerySchema>;

/** The most rows one CSV export holds (newest first): a long event's log, and a bounded answer. */
const EXPORT_MAX = 20_000;

function toAuditDto(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorName: row.actorName,
    actorRole: row.actorRole,
    action: row.action,
    target: row.target,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

/** GET /api/audit: a page of the activity log, newest first, with the cursor to the next. */
export async function auditPage(db: AppDb, query: AuditQuery): Promise<AuditPage> {
  const rows = await listAuditEntries(db, query, query.limit + 1);
  const entries = rows.slice(0, query.limit).map(toAuditDto);
  return { entries, nextBefore: rows.length > query.limit ? entries.at(-1)!.id : null };
}

/** Keeps a spreadsheet from running a cell as a formula (CSV injection). */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const json = (value: unknown) =>
  value === null || value === undefined ? '' : asText(JSON.stringify(value));

/** GET /api/audit/export.csv: the same filters, every matching row up to EXPORT_MAX. */
export async function auditCsv(
  db: AppDb,
  query: Omit<AuditQuery, 'limit' | 'before'>,
): Promise<string> {
  const rows = await listAuditEntries(db, query, EXPORT_MAX);
  const data = rows.map((row) => [
    row.at.toISOString(),
    asText(row.actorName),
    row.actorRole,
    asText(row.action),
    asText(row.target),
    json(row.before),
    json(row.after),
  ]);
  return `${Papa.unparse({ fields: ['time', 'who', 'role', 'action', 'target', 'before', 'after'], data }, { newline: '\r\n' })}\r\n`;
}
