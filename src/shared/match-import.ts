import { CSV_PROBLEMS_SHOWN, CsvProblems, readCsvRecords } from './csv-records.ts';
import { workBudget } from './work-turns.ts';
import { isPlainLabel } from './safe-text.ts';
import { TEAM_IMPORT_MESSAGES } from './team-import.ts';

/**
 * Reading the match software's schedule: the admin page previews with this function
 * and the server decides with it. Header columns: `match`, `start`, `field` (optional), and
 * `red1`, `red2`, `blue1`, `blue2` or `team1`..`team6`, holding team numbers or names.
 */

const MATCH_IMPORT_MAX_ROWS = 2000;
export const MATCH_STATIONS = [
  'red1',
  'red2',
  'red3',
  'blue1',
  'blue2',
  'blue3',
  'team1',
  'team2',
  'team3',
  'team4',
  'team5',
  'team6',
] as const;

export const MATCH_IMPORT_MESSAGES = {
  notCsv: 'Send the match schedule as a CSV file (Content-Type: text/csv)',
  notUtf8: TEAM_IMPORT_MESSAGES.notUtf8,
  noHeader:
    'The first line must be a header with "match" and "start" columns and team columns (red1, red2, blue1, blue2 or team1 to team6)',
  noRows: 'The file has a header but no matches',
  tooMany: `A file can hold at most ${MATCH_IMPORT_MAX_ROWS.toLocaleString('en')} matches; this one has more`,
  rejected:
    'Some rows cannot be imported, so the schedule was not changed. Fix them and import the file again.',
  rejectedMany: (total: number) =>
    `${total.toLocaleString('en')} problems were found, so the schedule was not changed. The first ${CSV_PROBLEMS_SHOWN} are listed: fix them and import the file again.`,
  noLabel: 'The match has no label (like Q12)',
  labelTooLong: 'A match label can be at most 20 characters',
  repeated: (line: number) => `This match is already on line ${line}`,
  badTime: (value: string) =>
    `"${value}" is not a time: use HH:MM on the tournament day, or an ISO date and time`,
  noDate: 'Set the tournament date first, or give the start as an ISO date and time',
  noTeams: 'The match has no teams',
  unknownTeam: (ref: string) => `No team has the number or name "${ref}"`,
  teamTwice: (ref: string) => `Team "${ref}" is in this match twice`,
  badCharacters: TEAM_IMPORT_MESSAGES.badCharacters,
  fieldTooLong: 'A field name can be at most 40 characters',
} as const;

interface MatchImportRow {
  line: number;
  label: string;
  /** The start as written; the caller reads it (venue-clock.ts). */
  start: string;
  field: string | null;
  teams: { station: string; ref: string }[];
}

export interface MatchImportProblem {
  line: number;
  message: string;
}

/** `problems` holds the first CSV_PROBLEMS_SHOWN by line; `problems` (the collector) counts them all. */
export type MatchImportResult =
  | { ok: true; rows: MatchImportRow[]; problems: CsvProblems }
  | { ok: false; problem: FileProblem; message: string };

/** What is wrong with the file as a whole: its message's key in the catalogue (its code). */
type FileProblem = 'noHeader' | 'noRows' | 'tooMany';
const refused = (problem: FileProblem) =>
  ({ ok: false, problem, message: MATCH_IMPORT_MESSAGES[problem] }) as const;

/**
 * Parses and checks the file itself (labels, teams present, no repeats); times and teams are
 * resolved by the caller, which adds its problems to the same collector. Bounded work that
 * yields now and then (csv-records.ts), so it is awaited.
 */
export async function parseMatchCsv(text: string): Promise<MatchImportResult> {
  const problems = new CsvProblems();
  const { records, overCap } = await readCsvRecords(text, MATCH_IMPORT_MAX_ROWS, problems);
  const [header, ...data] = records;
  const columns = header?.fields.map((field) => field.trim().toLowerCase()) ?? [];
  const at = (name: string) => columns.indexOf(name);
  const stations = MATCH_STATIONS.filter((station) => at(station) >= 0);
  if (!header || at('match') < 0 || at('start') < 0 || stations.length === 0)
    return refused('noHeader');
  if (data.length === 0 && problems.total === 0) return refused('noRows');
  if (overCap) return refused('tooMany');

  const rows: MatchImportRow[] = [];
  const firstLineOf = new Map<string, number>();
  const turn = workBudget();
  for (const { line, fields } of data) {
    await turn();
    const cell = (index: number) => (index >= 0 ? (fields[index] ?? '').trim() : '');
    // Every cell is a label, a time or a team: one line each, nothing invisible.
    if (!fields.every(isPlainLabel)) {
      problems.add(line, MATCH_IMPORT_MESSAGES.badCharacters);
      continue;
    }
    const label = cell(at('match'));
    const field = cell(at('field')) || null;
    const teams = stations
      .map((station) => ({ station, ref: cell(at(station)) }))
      .filter((team) => team.ref !== '');
    const problem = !label
      ? MATCH_IMPORT_MESSAGES.noLabel
      : label.length > 20
        ? MATCH_IMPORT_MESSAGES.labelTooLong
        : field && field.length > 40
          ? MATCH_IMPORT_MESSAGES.fieldTooLong
          : teams.length === 0
            ? MATCH_IMPORT_MESSAGES.noTeams
            : null;
    if (problem) {
      problems.add(line, problem);
      continue;
    }
    const earlier = firstLineOf.get(label.toLowerCase());
    if (earlier !== undefined) problems.add(line, MATCH_IMPORT_MESSAGES.repeated(earlier));
    else firstLineOf.set(label.toLowerCase(), line);
    rows.push({ line, label, start: cell(at('start')), field, teams });
  }
  return { ok: true, rows, problems };
}

/** Finds a team by its number first, then by its name, both without case. */
export function teamFinder<T extends { name: string; number: string | null }>(teams: readonly T[]) {
  const byNumber = new Map<string, T>();
  const byName = new Map<string, T>();
  for (const team of teams) {
    if (team.number) byNumber.set(team.number.toLowerCase(), team);
    byName.set(team.name.toLowerCase(), team);
  }
  return (ref: string) => byNumber.get(ref.toLowerCase()) ?? byName.get(ref.toLowerCase());
}
