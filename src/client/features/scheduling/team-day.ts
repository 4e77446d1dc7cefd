import type { Interview } from '../../../shared/contract/interviews.ts';
import type { Match } from '../../../shared/contract/matches.ts';

type MatchTeam = Match['teams'][number];

/** A team's match as its day shows it: who plays with it and who against it. */
export interface DayMatch {
  kind: 'match';
  start: string;
  match: Match;
  /** 'red' or 'blue' from the station ('red2'); null for a match without alliances ('team3'). */
  alliance: 'red' | 'blue' | null;
  partners: MatchTeam[];
  opponents: MatchTeam[];
  /** The match's queue state when the server says it (queue calls); null otherwise. */
  queueState: string | null;
}

interface DayInterview {
  kind: 'interview';
  start: string;
  interview: Interview;
}

export type DayEntry = DayMatch | DayInterview;

const allianceOf = (station: string): 'red' | 'blue' | null =>
  station.startsWith('red') ? 'red' : station.startsWith('blue') ? 'blue' : null;

/**
 * A match seen from one team. Stations name the alliance ('red1', 'blue2'); in a match of
 * numbered stations ('team1'..'team6') every other team plays with it, none against it.
 */
function dayMatch(match: Match, teamId: number): DayMatch | null {
  const own = match.teams.find((team) => team.teamId === teamId);
  if (!own) return null;
  const alliance = allianceOf(own.station);
  const others = match.teams.filter((team) => team !== own);
  const partners =
    alliance === null ? others : others.filter((team) => allianceOf(team.station) === alliance);
  const opponents =
    alliance === null ? [] : others.filter((team) => allianceOf(team.station) !== alliance);
  const queueState =
    'queueState' in match && typeof match.queueState === 'string' ? match.queueState : null;
  return {
    kind: 'match',
    start: match.startTime,
    match,
    alliance,
    partners,
    opponents,
    queueState,
  };
}

/**
 * The team's matches and its interviews (not cancelled) in one timeline, earliest first; at the
 * same instant a match comes before an interview (the match does not move).
 */
export function teamDay(
  matches: readonly Match[],
  interviews: readonly Interview[],
  teamId: number,
): DayEntry[] {
  const entries: DayEntry[] = [
    ...matches.flatMap((match) => dayMatch(match, teamId) ?? []),
    ...interviews
      .filter((interview) => interview.teamId === teamId && interview.status !== 'canceled')
      .map((interview): DayInterview => ({
        kind: 'interview',
        start: interview.timeslot.startTime,
        interview,
      })),
  ];
  return entries.sort(
    (a, b) =>
      Date.parse(a.start) - Date.parse(b.start) ||
      (a.kind === b.kind ? 0 : a.kind === 'match' ? -1 : 1),
  );
}

/** The first match that has not started by `now`, or null when the team has played them all. */
export function nextMatch(entries: readonly DayEntry[], now: Date): DayMatch | null {
  return (
    entries.find(
      (entry): entry is DayMatch =>
        entry.kind === 'match' && Date.parse(entry.start) > now.getTime(),
    ) ?? null
  );
}
