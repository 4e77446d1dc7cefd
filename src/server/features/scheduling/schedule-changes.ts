import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { workBudget } from '../../../shared/work-turns.ts';
import type { Executor } from '../../db/client.ts';
import { matches, matchTeams } from '../../db/schema.ts';
import type { TeamScheduleChanges } from '../../plugins/domain-event-types.ts';

/** One team in one match of a schedule: what a team is told about when it changes. */
export interface TeamMatch {
  teamId: number;
  label: string;
  startTime: Date;
  field: string | null;
}

/** Matches read a statement: a few milliseconds of PGlite's work, so other queries wait no longer. */
const MATCHES_PER_READ = 250;

/**
 * Every team's matches in one version of the schedule, a slice of matches a statement within the
 * shared turns of heavy work (decision 247): read before a switch, from the version about to be
 * retired and from the new one, they hold no other request back for long.
 */
export async function readTeamMatches(db: Executor, versionId: number): Promise<TeamMatch[]> {
  const turn = workBudget();
  const read: TeamMatch[] = [];
  for (let after = 0; ;) {
    await turn();
    const slice = db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.versionId, versionId), gt(matches.id, after)))
      .orderBy(asc(matches.id))
      .limit(MATCHES_PER_READ);
    const rows = await db
      .select({
        matchId: matches.id,
        teamId: matchTeams.teamId,
        label: matches.label,
        startTime: matches.startTime,
        field: matches.field,
      })
      .from(matches)
      .leftJoin(matchTeams, eq(matchTeams.matchId, matches.id))
      .where(inArray(matches.id, slice));
    if (rows.length === 0) return read;
    for (const { matchId, teamId, ...match } of rows) {
      after = Math.max(after, matchId);
      if (teamId !== null) read.push({ teamId, ...match });
    }
  }
}

// Stryker disable next-line MethodExpression: equivalent, upper case folds labels alike
const keyOf = (match: TeamMatch) => `${match.teamId}:${match.label.toLowerCase()}`;

type Change = TeamScheduleChanges['changes'][number];

/** Removed matches after the rest, the rest in the order they are played (then by label). */
const startOf = (change: Change) =>
  change.kind === 'removed' ? Number.POSITIVE_INFINITY : Date.parse(change.startTime);
const byPlay = (a: Change, b: Change) =>
  startOf(a) - startOf(b) || a.match.localeCompare(b.match, 'en', { numeric: true });

/**
 * What a re-import changed for each team (decisions 282 and 300): a match of theirs at another
 * time or on another field, a match they now play, a match they no longer play, each team's
 * changes together in the order they are played. A match is the same match by its label,
 * whatever its case. Teams whose matches are unchanged are left out, and so is everyone on a
 * first import (there was no schedule to change).
 */
export function scheduleChanges(
  before: readonly TeamMatch[],
  after: readonly TeamMatch[],
): TeamScheduleChanges[] {
  if (before.length === 0) return [];
  const was = new Map(before.map((match) => [keyOf(match), match]));
  const now = new Map(after.map((match) => [keyOf(match), match]));
  const byTeam = new Map<number, Change[]>();
  const told = (teamId: number, change: Change) => {
    const changes = byTeam.get(teamId);
    if (changes) changes.push(change);
    else byTeam.set(teamId, [change]);
  };
  for (const [key, match] of now) {
    const old = was.get(key);
    const startTime = match.startTime.toISOString();
    if (!old) {
      told(match.teamId, { kind: 'added', match: match.label, startTime, field: match.field });
    } else if (old.startTime.getTime() !== match.startTime.getTime() || old.field !== match.field) {
      told(match.teamId, {
        kind: 'moved',
        match: match.label,
        startTime,
        startBefore: old.startTime.toISOString(),
        field: match.field,
        fieldBefore: old.field,
      });
    }
  }
  for (const [key, old] of was)
    if (!now.has(key)) told(old.teamId, { kind: 'removed', match: old.label });
  return [...byTeam]
    .sort(([a], [b]) => a - b)
    .map(([teamId, changes]) => ({ teamId, changes: changes.sort(byPlay) }));
}
