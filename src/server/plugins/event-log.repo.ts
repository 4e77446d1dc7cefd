import { and, asc, gt, lt, max, min, sql } from 'drizzle-orm';
import type { Envelope } from '../../shared/events.ts';
import { executePrepared, type AppDb } from '../db/client.ts';
import { eventLog } from '../db/schema.ts';

/** How long a missed event can still be sent to a reconnecting browser. */
export const EVENT_LOG_RETENTION_MS = 5 * 60_000;
/** More missed events than this and the browser is told to refetch instead. */
export const MAX_REPLAYED_EVENTS = 500;

/**
 * Appends the envelopes to the log and notifies every instance of each, in one statement, so an
 * event is in the log before any instance hears of it, and no instance hears of one that is not.
 * Resolves to their ids, in order. The log is an unlogged table (decision 204): appending waits
 * for no disk flush, and a database crash empties it (browsers are then told to refetch).
 */
export async function appendAndNotify(
  db: AppDb,
  channel: string,
  envelopes: readonly Envelope[],
  from: string,
): Promise<number[]> {
  if (envelopes.length === 0) return [];
  // Both drivers answer `{ rows }`; the bigint id may come back as a string. Volatile functions
  // in the select list run after its sort, so notifications go out in id order.
  const result = await executePrepared<{ id: string | number }>(
    db,
    'event-log-append',
    sql`
    with input as (select value as envelope, n from jsonb_array_elements(${JSON.stringify(envelopes)}::jsonb) with ordinality as e(value, n)),
    appended as (insert into ${eventLog} (envelope) select envelope from input order by n returning id, envelope)
    select id, pg_notify(${channel}, json_build_object('id', id, 'from', ${from}::text, 'envelope', envelope)::text)
    from appended order by id`,
  );
  return result.rows.map((row) => Number(row.id));
}

export type Replay =
  { kind: 'events'; events: Array<{ id: number; envelope: Envelope }> } | { kind: 'reset' };

/**
 * What a browser that last saw event `lastId` missed: the events after it, or `reset` when the log
 * no longer reaches back that far, never reached it (another database), or holds too many.
 */
export async function eventsSince(db: AppDb, lastId: number): Promise<Replay> {
  const [bounds] = await db
    .select({ oldest: min(eventLog.id), newest: max(eventLog.id) })
    .from(eventLog);
  const oldest = bounds?.oldest == null ? null : Number(bounds.oldest);
  const newest = bounds?.newest == null ? 0 : Number(bounds.newest);
  if (lastId > newest) return { kind: 'reset' };
  if (lastId === newest) return { kind: 'events', events: [] };
  if (oldest === null || lastId < oldest - 1) return { kind: 'reset' };
  const rows = await db
    .select({ id: eventLog.id, envelope: eventLog.envelope })
    .from(eventLog)
    .where(gt(eventLog.id, lastId))
    .orderBy(asc(eventLog.id))
    .limit(MAX_REPLAYED_EVENTS + 1);
  if (rows.length > MAX_REPLAYED_EVENTS) return { kind: 'reset' };
  return {
    kind: 'events',
    events: rows.map((row) => ({ id: Number(row.id), envelope: row.envelope as Envelope })),
  };
}

/** The newest event id, 0 for an empty log. */
export async function newestEventId(db: AppDb): Promise<number> {
  const [row] = await db.select({ newest: max(eventLog.id) }).from(eventLog);
  return row?.newest == null ? 0 : Number(row.newest);
}

/** Forgets events older than the retention, always keeping the newest one. */
export async function pruneEventLog(db: AppDb, now: Date = new Date()): Promise<void> {
  const newest = await newestEventId(db);
  await db
    .delete(eventLog)
    .where(
      and(
        lt(eventLog.createdAt, new Date(now.getTime() - EVENT_LOG_RETENTION_MS)),
        lt(eventLog.id, newest),
      ),
    );
}
