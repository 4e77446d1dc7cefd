import { and, desc, ilike, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export interface AuditFilter {
  actor?: string;
  action?: string;
  before?: number;
}

/** `%` and `_` typed into a filter are themselves, not patterns. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Newest first, by id (the insert order), `limit` rows from `before` on. */
export async function listAuditEntries(db: Executor, filter: AuditFilter, limit: number) {
  const conditions: (SQL | undefined)[] = [
    filter.before ? lt(auditLog.id, filter.before) : undefined,
    filter.actor ? ilike(auditLog.actorName, literal(filter.actor)) : undefined,
    filter.action ? ilike(auditLog.action, `${literal(filter.action)}%`) : undefined,
  ];
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}

export type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>[number];
