import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatVenueClock, zoneAbbreviation } from '../../../shared/venue-time.ts';
import type { Executor } from '../../db/client.ts';
import { matches, matchTeams, scheduleVersions } from '../../db/schema.ts';
import type { DomainEvent } from '../../plugins/domain-events.ts';

/** One team in one match of a schedule: what a team is told about when it changes. */
export interface TeamMatch {
  teamId: number;
  label: string;
  startTime: Date;
  field: string | null;
}

/** Every team's matches in the current schedule (read before and after an import). */
export function readTeamMatches(db: Executor): Promise<TeamMatch[]> {
  return db
    .select({
      teamId: matchTeams.teamId,
      label: matches.label,
      startTime: matches.startTime,
      field: matches.field,
    })
    .from(matches)
    .innerJoin(matchTeams, eq(matchTeams.matchId, matches.id))
    .where(
      and(
        inArray(
          matches.versionId,
          sql`(select ${scheduleVersions.id} from ${scheduleVersions} where ${scheduleVersions.state} = 'current')`,
        ),
      ),
    );
}

const keyOf = (match: TeamMatch) => `${match.teamId}:${match.label.toLowerCase()}`;

/**
 * What a re-import changed for each team (decision 282): a match of theirs at another time or on
 * another field, a match they now play, a match they no longer play. A match is the same match
 * by its label, whatever its case. Teams whose matches are unchanged get nothing, and so does
 * everyone on a first import (there was no schedule to change). Times are on the venue's clock,
 * labelled with its zone, as a push is read far from the app.
 */
export function scheduleChanges(
  before: readonly TeamMatch[],
  after: readonly TeamMatch[],
  timeZone: string,
): DomainEvent[] {
  if (before.length === 0) return [];
  const time = (at: Date) => `${formatVenueClock(at, timeZone)} ${zoneAbbreviation(at, timeZone)}`;
  const was = new Map(before.map((match) => [keyOf(match), match]));
  const now = new Map(after.map((match) => [keyOf(match), match]));
  const events: DomainEvent[] = [];
  const told = (
    teamId: number,
    match: string,
    change: Extract<DomainEvent, { type: 'schedule.changed' }>['change'],
  ) => events.push({ type: 'schedule.changed', teamId, match, change });
  for (const [key, match] of now) {
    const old = was.get(key);
    if (!old) {
      told(match.teamId, match.label, {
        kind: 'added',
        match: match.label,
        time: time(match.startTime),
      });
    } else if (old.startTime.getTime() !== match.startTime.getTime() || old.field !== match.field) {
      told(match.teamId, match.label, {
        kind: 'moved',
        match: match.label,
        time: time(match.startTime),
        timeBefore: time(old.startTime),
        field: match.field,
        fieldBefore: old.field,
      });
    }
  }
  for (const [key, old] of was)
    if (!now.has(key)) told(old.teamId, old.label, { kind: 'removed', match: old.label });
  return events;
}
