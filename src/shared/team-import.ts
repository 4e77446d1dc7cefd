import { createTeamRequestSchema } from './contract/teams.ts';
import { CSV_MESSAGES, CSV_PROBLEMS_SHOWN, CsvProblems, readCsvRecords } from './csv-records.ts';
import { workBudget } from './work-turns.ts';
import { isSafeText } from './safe-text.ts';

/**
 * Reading a spreadsheet of teams: the admin dialog previews with this function and the
 * server decides with it, so a file that previews clean imports clean (except names taken
 * meanwhile, which only the database knows).
 */

export const TEAM_IMPORT_MAX_ROWS = 2000;

export const TEAM_IMPORT_MESSAGES = {
  notCsv: 'Send the teams as a CSV file (Content-Type: text/csv)',
  notUtf8: 'The file is not UTF-8 text: save it from your spreadsheet as "CSV UTF-8"',
  noHeader: 'The first line must be a header naming the columns, with a "name" column',
  noRows: 'The file has a header but no teams',
  tooMany: `A file can hold at most ${TEAM_IMPORT_MAX_ROWS.toLocaleString('en')} teams; this one has more`,
  rejected:
    'Some rows cannot be imported, so no team was created. Fix them and import the file again.',
  rejectedMany: (total: number) =>
    `${total.toLocaleString('en')} problems were found, so no team was created. The first ${CSV_PROBLEMS_SHOWN} are listed: fix them and import the file again.`,
  repeated: (line: number) => `This name is already on line ${line}`,
  repeatedNumber: (line: number) => `This number is already on line ${line}`,
  numberTaken: 'A team with this number already exists',
  taken: 'A team with this name already exists',
  badCharacters:
    'Contains characters that are not allowed (a NUL byte, a broken character, a line break or an invisible character)',
  malformed: CSV_MESSAGES.malformed,
  recordTooLong: CSV_MESSAGES.recordTooLong,
  changedMeanwhile:
    'Teams changed while the file was imported, so no team was created. Import it again.',
} as const;

export interface TeamImportRow {
  /** The line of the file the row starts on (1 is the header). */
  line: number;
  name: string;
  description: string | null;
  number: string | null;
}

export interface TeamImportProblem {
  line: number;
  message: string;
}

export type TeamImportResult =
  /** The collector keeps the first CSV_PROBLEMS_SHOWN problems by line and counts them all; the server adds its own. */
  | { ok: true; rows: TeamImportRow[]; problems: CsvProblems }
  | { ok: false; problem: FileProblem; message: string };

/** What is wrong with the file as a whole: its message's key in the catalogue (its code). */
type FileProblem = 'noHeader' | 'noRows' | 'tooMany';
const refused = (problem: FileProblem) =>
  ({ ok: false, problem, message: TEAM_IMPORT_MESSAGES[problem] }) as const;

/**
 * Parses and checks a file of teams: a header with `name` (and `description`, `number`), one team
 * a line. Bounded work that yields now and then (csv-records.ts), so it is awaited.
 */
export async function parseTeamCsv(text: string): Promise<TeamImportResult> {
  const problems = new CsvProblems();
  const { records, overCap } = await readCsvRecords(text, TEAM_IMPORT_MAX_ROWS, problems);
  const [header, ...data] = records;
  const columns = header?.fields.map((field) => field.trim().toLowerCase()) ?? [];
  const nameAt = columns.indexOf('name');
  const descriptionAt = columns.indexOf('description');
  const numberAt = columns.indexOf('number');
  if (!header || nameAt < 0) return refused('noHeader');
  if (data.length === 0 && problems.total === 0) return refused('noRows');
  if (overCap) return refused('tooMany');

  const rows: TeamImportRow[] = [];
  const firstLineOf = new Map<string, number>();
  const numberLineOf = new Map<string, number>();
  const turn = workBudget();
  for (const { line, fields } of data) {
    await turn();
    const rawName = fields[nameAt] ?? '';
    const rawDescription = descriptionAt >= 0 ? (fields[descriptionAt] ?? '') : '';
    const rawNumber = numberAt >= 0 ? (fields[numberAt] ?? '') : '';
    if (!isSafeText(rawName) || !isSafeText(rawDescription) || !isSafeText(rawNumber)) {
      problems.add(line, TEAM_IMPORT_MESSAGES.badCharacters);
      continue;
    }
    const parsed = createTeamRequestSchema.safeParse({
      name: rawName,
      description: rawDescription,
      number: rawNumber,
    });
    if (!parsed.success) {
      problems.add(line, parsed.error.issues[0]?.message ?? TEAM_IMPORT_MESSAGES.noHeader);
      continue;
    }
    const key = parsed.data.name.toLowerCase();
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) problems.add(line, TEAM_IMPORT_MESSAGES.repeated(earlier));
    else firstLineOf.set(key, line);
    const number = parsed.data.number;
    const numberEarlier = number ? numberLineOf.get(number.toLowerCase()) : undefined;
    if (numberEarlier !== undefined)
      problems.add(line, TEAM_IMPORT_MESSAGES.repeatedNumber(numberEarlier));
    else if (number) numberLineOf.set(number.toLowerCase(), line);
    rows.push({ line, name: parsed.data.name, description: parsed.data.description, number });
  }
  return { ok: true, rows, problems };
}
