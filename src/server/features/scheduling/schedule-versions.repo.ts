import { and, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { workBudget } from '../../../shared/work-turns.ts';
import type { AppTx, Executor } from '../../db/executor.ts';
import { matches, matchTeams, scheduleVersions } from '../../db/schema.ts';
import { transaction } from '../../db/transactions.ts';

/**
 * The schedule kept in versions (decision 268). PGlite runs one statement at a time, so a schedule
 * written in one transaction held every other query (a health check, a booking) until it
 * committed. Here an import writes a version of its own in small committed statements, other
 * queries running between them, and makes it current in one short transaction; readers only ever
 * ask for the current version's matches, so they see the old schedule whole or the new one whole.
 */

export interface NewMatch {
  label: string;
  startTime: Date;
  field: string | null;
  teams: { station: string; teamId: number }[];
}

/** What every reader of the schedule puts in its `where`: the match is in the current version. */
export const inCurrentSchedule = (): SQL =>
  sql`${matches.versionId} = (select ${scheduleVersions.id} from ${scheduleVersions} where ${scheduleVersions.state} = 'current')`;

/** Matches a statement: 2 to 3 ms of PGlite's work, their 200 teams 4 to 6 ms more; other queries wait no longer. */
const MATCHES_PER_STATEMENT = 50;

/** Rows removed a statement when a version is dropped: its matches, their teams going with them. */
const MATCHES_REMOVED_PER_STATEMENT = 100;

/** A version still 'writing' this long after it began was abandoned (its import's process died). */
const ABANDONED_AFTER_MS = 15 * 60_000;

/** A new, empty version, not yet seen by anyone. */
export async function startVersion(db: Executor): Promise<number> {
  const [row] = await db
    .insert(scheduleVersions)
    .values({ state: 'writing' })
    .returning({ id: scheduleVersions.id });
  return row!.id;
}

/**
 * Writes the matches into the version, each slice in statements of its own (committed at once),
 * within the shared turns of heavy work (decision 247) so other requests' statements run between.
 * A label twice in the file fails here with a unique violation.
 */
export async function writeMatches(
  db: Executor,
  versionId: number,
  rows: NewMatch[],
): Promise<void> {
  const turn = workBudget();
  for (let from = 0; from < rows.length; from += MATCHES_PER_STATEMENT) {
    await turn();
    const slice = rows.slice(from, from + MATCHES_PER_STATEMENT);
    const { rows: inserted } = (await db.execute(sql`
      insert into ${matches} (version_id, label, start_time, field)
      select ${versionId}, * from unnest(
        ${sql.param(slice.map((row) => row.label))}::text[],
        ${sql.param(slice.map((row) => row.startTime.toISOString()))}::timestamptz[],
        ${sql.param(slice.map((row) => row.field))}::text[])
      returning id, label`)) as unknown as { rows: { id: number; label: string }[] };
    const idOf = new Map(inserted.map((row) => [row.label.toLowerCase(), Number(row.id)]));
    const members = slice.flatMap((row) =>
      row.teams.map((team) => ({ matchId: idOf.get(row.label.toLowerCase())!, ...team })),
    );
    if (members.length === 0) continue;
    await turn();
    await db.execute(sql`
      insert into ${matchTeams} (match_id, station, team_id)
      select * from unnest(
        ${sql.param(members.map((member) => member.matchId))}::integer[],
        ${sql.param(members.map((member) => member.station))}::text[],
        ${sql.param(members.map((member) => member.teamId))}::integer[])`);
  }
}

/** The version everyone sees now, or null before the first schedule. */
export async function currentVersionId(db: Executor): Promise<number | null> {
  const [row] = await db
    .select({ id: scheduleVersions.id })
    .from(scheduleVersions)
    .where(eq(scheduleVersions.state, 'current'));
  return row?.id ?? null;
}

/**
 * Makes the version the schedule everyone sees, in one short transaction: the current one is
 * retired. Two imports switching at once queue on the lock; the later one's schedule stays.
 * `onSwitch` runs inside it, given
 * the version it retires (null for the first schedule): what it writes commits with the switch or
 * not at all. False when the version is no longer 'writing' (removed as abandoned meanwhile).
 */
export async function makeCurrent(
  db: Executor,
  versionId: number,
  onSwitch: (tx: AppTx, retired: number | null) => Promise<void> = async () => undefined,
): Promise<boolean> {
  return transaction(db, async (tx) => {
    await tx.execute(sql`lock table ${scheduleVersions} in share row exclusive mode`);
    const [writing] = await tx
      .select({ id: scheduleVersions.id })
      .from(scheduleVersions)
      .where(and(eq(scheduleVersions.id, versionId), eq(scheduleVersions.state, 'writing')));
    if (!writing) return false;
    const [retired] = await tx
      .update(scheduleVersions)
      .set({ state: 'retired' })
      .where(eq(scheduleVersions.state, 'current'))
      .returning({ id: scheduleVersions.id });
    await tx
      .update(scheduleVersions)
      .set({ state: 'current' })
      .where(eq(scheduleVersions.id, versionId));
    await onSwitch(tx, retired?.id ?? null);
    return true;
  });
}

/** Removes a version a slice of matches at a time (their teams with them), then the version itself. */
export async function removeVersion(db: Executor, versionId: number): Promise<void> {
  const turn = workBudget();
  for (;;) {
    await turn();
    const { rows: removed } = (await db.execute(sql`
      delete from ${matches} where ${matches.id} in (
        select ${matches.id} from ${matches} where ${matches.versionId} = ${versionId} limit ${MATCHES_REMOVED_PER_STATEMENT})
      returning ${matches.id}`)) as unknown as { rows: unknown[] };
    if (removed.length === 0) break;
  }
  await db
    .delete(scheduleVersions)
    .where(
      and(
        eq(scheduleVersions.id, versionId),
        inArray(scheduleVersions.state, ['writing', 'retired']),
      ),
    );
}

/** Removes retired versions and versions abandoned while being written; the current one stays. */
export async function removeOldVersions(db: Executor, now = new Date()): Promise<void> {
  const old = await db
    .select({ id: scheduleVersions.id })
    .from(scheduleVersions)
    .where(
      or(
        eq(scheduleVersions.state, 'retired'),
        and(
          eq(scheduleVersions.state, 'writing'),
          lt(scheduleVersions.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
        ),
      ),
    );
  for (const { id } of old) await removeVersion(db, id);
}
