import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { QueueCheckInStatus } from '../../../shared/contract/queue.ts';
import type { Executor } from '../../db/client.ts';
import {
  fieldCurrentMatches,
  matches,
  matchTeams,
  queueCalls,
  queueCheckIns,
  scheduleVersions,
  teams,
  tournamentSettings,
} from '../../db/schema.ts';

/** Fields and match labels are found whatever their case: both are keyed lower-cased. */
export const keyOf = (name: string) => name.trim().toLowerCase();

/** Only the current schedule's matches (an import writes its version aside, then switches). */
const inCurrentSchedule = () =>
  inArray(
    matches.versionId,
    sql`(select ${scheduleVersions.id} from ${scheduleVersions} where ${scheduleVersions.state} = 'current')`,
  );

export interface FieldMatch {
  label: string;
  startTime: Date;
  field: string;
  teams: { teamId: number; name: string; number: string | null; station: string }[];
}

/**
 * The current schedule's matches that have a field, in start order, with their teams: on these
 * fields (by key), or the one match with this label (by key), or all of them.
 */
export async function listFieldMatches(
  db: Executor,
  fieldKeys?: string[],
  matchKey?: string,
): Promise<FieldMatch[]> {
  if (fieldKeys && fieldKeys.length === 0) return [];
  const rows = await db
    .select({
      id: matches.id,
      label: matches.label,
      startTime: matches.startTime,
      field: matches.field,
      station: matchTeams.station,
      teamId: teams.id,
      name: teams.name,
      number: teams.number,
    })
    .from(matches)
    .leftJoin(matchTeams, eq(matchTeams.matchId, matches.id))
    .leftJoin(teams, eq(teams.id, matchTeams.teamId))
    .where(
      and(
        inCurrentSchedule(),
        sql`${matches.field} is not null`,
        fieldKeys ? inArray(sql`lower(${matches.field})`, fieldKeys) : undefined,
        matchKey === undefined ? undefined : sql`lower(${matches.label}) = ${matchKey}`,
      ),
    )
    .orderBy(asc(matches.startTime), asc(matches.id), asc(matchTeams.station));
  const byId = new Map<number, FieldMatch>();
  for (const row of rows) {
    let match = byId.get(row.id);
    if (!match)
      byId.set(
        row.id,
        (match = { label: row.label, startTime: row.startTime, field: row.field!, teams: [] }),
      );
    if (row.teamId !== null && row.station !== null && row.name !== null) {
      match.teams.push({
        teamId: row.teamId,
        name: row.name,
        number: row.number,
        station: row.station,
      });
    }
  }
  return [...byId.values()];
}

/** Every field's current match, by field key. */
export async function readCurrentMatches(db: Executor): Promise<Map<string, string>> {
  const rows = await db
    .select({ fieldKey: fieldCurrentMatches.fieldKey, matchLabel: fieldCurrentMatches.matchLabel })
    .from(fieldCurrentMatches);
  return new Map(rows.map((row) => [row.fieldKey, row.matchLabel]));
}

/**
 * Marks the field's current match and answers the one before (null if none), with the field's
 * row locked until the caller's transaction ends: two marks of one field run one after another.
 */
export async function markCurrentMatch(
  tx: Executor,
  fieldKey: string,
  matchLabel: string,
): Promise<string | null> {
  await tx.insert(fieldCurrentMatches).values({ fieldKey, matchLabel: '' }).onConflictDoNothing();
  const [before] = await tx
    .select({ matchLabel: fieldCurrentMatches.matchLabel })
    .from(fieldCurrentMatches)
    .where(eq(fieldCurrentMatches.fieldKey, fieldKey))
    .for('update');
  if (before && keyOf(before.matchLabel) !== keyOf(matchLabel)) {
    await tx
      .update(fieldCurrentMatches)
      .set({ matchLabel, updatedAt: sql`now()` })
      .where(eq(fieldCurrentMatches.fieldKey, fieldKey));
  }
  return before?.matchLabel ? before.matchLabel : null;
}

/**
 * Claims the queue call of each (team, match) not called before, and answers those claimed: the
 * primary key decides, so a team is called once per match whichever instance marks the field.
 */
export async function claimQueueCalls(tx: Executor, calls: { teamId: number; matchKey: string }[]) {
  if (calls.length === 0) return [];
  return tx
    .insert(queueCalls)
    .values(calls)
    .onConflictDoNothing()
    .returning({ teamId: queueCalls.teamId, matchKey: queueCalls.matchKey });
}

export async function readQueueLead(db: Executor): Promise<number> {
  const [row] = await db
    .select({ lead: tournamentSettings.queueLeadMatches })
    .from(tournamentSettings)
    .limit(1);
  return row?.lead ?? 2;
}

/** The check-ins of these matches (by key): `matchKey:teamId` to status. */
export async function readCheckIns(
  db: Executor,
  matchKeys: string[],
): Promise<Map<string, QueueCheckInStatus>> {
  if (matchKeys.length === 0) return new Map();
  const rows = await db
    .select({
      matchKey: queueCheckIns.matchKey,
      teamId: queueCheckIns.teamId,
      status: queueCheckIns.status,
    })
    .from(queueCheckIns)
    .where(inArray(queueCheckIns.matchKey, matchKeys));
  return new Map(rows.map((row) => [`${row.matchKey}:${row.teamId}`, row.status]));
}

export async function saveCheckIn(
  db: Executor,
  checkIn: { matchKey: string; teamId: number; status: QueueCheckInStatus },
): Promise<void> {
  await db
    .insert(queueCheckIns)
    .values(checkIn)
    .onConflictDoUpdate({
      target: [queueCheckIns.matchKey, queueCheckIns.teamId],
      set: { status: checkIn.status, updatedAt: sql`now()` },
    });
}
