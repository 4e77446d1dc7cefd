import { sql } from 'drizzle-orm';
import { executePrepared, type Executor } from '../../db/client.ts';
import { drawingDocs, drawings, drawingShares, drawingUpdates } from '../../db/schema.ts';
import type { AlsoWrite } from '../../db/transactions.ts';
import type { DocHead } from './board-docs.repo.ts';

/**
 * The statements on a co-edited board's hot path (decision 312): one read for everything a
 * change needs to know about the board, and one statement that stores a change.
 */

export interface BoardFacts {
  teamId: number;
  /** Every team the board is shared with, and whether it may edit. */
  shares: Array<{ teamId: number; canEdit: boolean }>;
  /** Whether the board has its shared document yet (a board saved before co-editing has not). */
  hasDoc: boolean;
}

/** Who owns the board, whom it is shared with and whether it has a document, in one read. */
export async function readBoardFacts(
  db: Executor,
  drawingId: number,
): Promise<BoardFacts | undefined> {
  const { rows } = await executePrepared<BoardFacts>(
    db,
    'board-facts',
    sql`
      select d.team_id as "teamId",
        coalesce(
          (select json_agg(json_build_object('teamId', s.team_id, 'canEdit', s.can_edit))
            from ${drawingShares} s where s.drawing_id = d.id),
          '[]'::json) as shares,
        exists (select 1 from ${drawingDocs} doc where doc.drawing_id = d.id) as "hasDoc"
      from ${drawings} d where d.id = ${drawingId}::int`,
  );
  return rows[0];
}

const hex = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex');

/**
 * Stores update `head.seq + 1` if the document is still at `head.seq`, in one statement: the
 * document's number and size move, the update is added and the board marked changed, or nothing
 * happens (another writer stored a change first: false). A concurrent writer's UPDATE of the same
 * row waits for this one and then finds the number moved, so two writers never store one number.
 * `alsoWrite` are the commit hooks' clauses (`writeAlone`), run only if it stored.
 */
export async function appendUpdateIfAt(
  db: Executor,
  head: DocHead,
  update: Uint8Array,
  bytes: number,
  now: Date,
  alsoWrite: AlsoWrite = [],
): Promise<boolean> {
  const seq = head.seq + 1;
  const also = alsoWrite.map(
    (clause, index) =>
      sql`, ${sql.raw(`also_${index}`)} as (${clause(sql`exists (select 1 from doc)`)})`,
  );
  const { rows } = await executePrepared<{ drawingId: number }>(
    db,
    `board-append-${also.length}`,
    sql`
      with doc as (
        update ${drawingDocs} set seq = ${seq}::int, bytes = ${bytes}::int
        where drawing_id = ${head.drawingId}::int and seq = ${head.seq}::int
        returning drawing_id),
      added as (
        insert into ${drawingUpdates} (drawing_id, seq, update)
        select drawing_id, ${seq}::int, decode(${hex(update)}::text, 'hex') from doc),
      touched as (
        update ${drawings} set updated_at = ${now.toISOString()}::timestamptz
        where id in (select drawing_id from doc))${sql.join(also)}
      select drawing_id as "drawingId" from doc`,
  );
  return rows.length > 0;
}
