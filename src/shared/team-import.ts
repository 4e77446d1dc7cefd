import Papa from 'papaparse';
import { createTeamRequestSchema } from './contract/teams.ts';
import { isSafeText } from './safe-text.ts';

/**
 * Reading a spreadsheet of teams (issue 19): the admin dialog previews with this function and the
 * server decides with it, so a file that previews clean imports clean (except names taken
 * meanwhile, which only the database knows).
 */

export const TEAM_IMPORT_MAX_ROWS = 2000;

export const TEAM_IMPORT_MESSAGES = {
  notCsv: 'Send the teams as a CSV file (Content-Type: text/csv)',
  notUtf8: 'The file is not UTF-8 text: save it from your spreadsheet as "CSV UTF-8"',
  noHeader: 'The first line must be a header naming the columns, with a "name" column',
  noRows: 'The file has a header but no teams',
  tooMany: (count: number) =>
    `A file can hold at most ${TEAM_IMPORT_MAX_ROWS.toLocaleString('en')} teams; this one has ${count.toLocaleString('en')}`,
  rejected: 'Some rows cannot be imported, so no team was created. Fix them and import the file again.',
  repeated: (line: number) => `This name is already on line ${line}`,
  repeatedNumber: (line: number) => `This number is already on line ${line}`,
  numberTaken: 'A team with this number already exists',
  taken: 'A team with this name already exists',
  badCharacters: 'Contains characters that are not allowed (a NUL byte or a broken character)',
  malformed: (detail: string) => `This line is not valid CSV: ${detail}`,
  changedMeanwhile: 'Teams changed while the file was imported, so no team was created. Import it again.',
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
  | { ok: true; rows: TeamImportRow[]; problems: TeamImportProblem[] }
  | { ok: false; message: string };

/**
 * The file's records, each with the line it starts on (quoted fields may span lines). A BOM is
 * dropped, commas or semicolons are detected; the match import (issue 22) reads its files alike.
 */
export function readRecords(text: string): { records: { line: number; fields: string[] }[]; errors: TeamImportProblem[] } {
  const body = text.replace(/^\uFEFF/, '');
  const records: { line: number; fields: string[] }[] = [];
  const errors: TeamImportProblem[] = [];
  let counted = 0;
  let line = 1;
  let cursor = 0;
  const lineAt = (index: number) => {
    for (; counted < index; counted++) if (body.charCodeAt(counted) === 10) line++;
    return line;
  };
  Papa.parse<string[]>(body, {
    delimitersToGuess: [',', ';'],
    skipEmptyLines: 'greedy',
    step: (row) => {
      // A record starts at the first visible character after the previous one (blank lines skipped).
      let start = cursor;
      while (start < body.length && /\s/.test(body[start]!)) start++;
      const record = { line: lineAt(start), fields: row.data };
      records.push(record);
      // A file with one column has no delimiter to detect: that is not a problem.
      for (const error of row.errors.filter((e) => e.type !== 'Delimiter')) errors.push({ line: record.line, message: TEAM_IMPORT_MESSAGES.malformed(error.message) });
      cursor = row.meta.cursor;
    },
  });
  return { records, errors };
}

/** Parses and checks a file of teams: a header with `name` (and `description`, `number`), one team a line. */
export function parseTeamCsv(text: string): TeamImportResult {
  const { records, errors } = readRecords(text);
  const [header, ...data] = records;
  const columns = header?.fields.map((field) => field.trim().toLowerCase()) ?? [];
  const nameAt = columns.indexOf('name');
  const descriptionAt = columns.indexOf('description');
  const numberAt = columns.indexOf('number');
  if (!header || nameAt < 0) return { ok: false, message: TEAM_IMPORT_MESSAGES.noHeader };
  if (data.length === 0) return { ok: false, message: TEAM_IMPORT_MESSAGES.noRows };
  if (data.length > TEAM_IMPORT_MAX_ROWS) return { ok: false, message: TEAM_IMPORT_MESSAGES.tooMany(data.length) };

  const problems: TeamImportProblem[] = [...errors];
  const rows: TeamImportRow[] = [];
  const firstLineOf = new Map<string, number>();
  const numberLineOf = new Map<string, number>();
  for (const { line, fields } of data) {
    const rawName = fields[nameAt] ?? '';
    const rawDescription = descriptionAt >= 0 ? (fields[descriptionAt] ?? '') : '';
    const rawNumber = numberAt >= 0 ? (fields[numberAt] ?? '') : '';
    if (!isSafeText(rawName) || !isSafeText(rawDescription) || !isSafeText(rawNumber)) {
      problems.push({ line, message: TEAM_IMPORT_MESSAGES.badCharacters });
      continue;
    }
    const parsed = createTeamRequestSchema.safeParse({ name: rawName, description: rawDescription, number: rawNumber });
    if (!parsed.success) {
      problems.push({ line, message: parsed.error.issues[0]?.message ?? TEAM_IMPORT_MESSAGES.noHeader });
      continue;
    }
    const key = parsed.data.name.toLowerCase();
    const earlier = firstLineOf.get(key);
    if (earlier !== undefined) problems.push({ line, message: TEAM_IMPORT_MESSAGES.repeated(earlier) });
    else firstLineOf.set(key, line);
    const number = parsed.data.number;
    const numberEarlier = number ? numberLineOf.get(number.toLowerCase()) : undefined;
    if (numberEarlier !== undefined) problems.push({ line, message: TEAM_IMPORT_MESSAGES.repeatedNumber(numberEarlier) });
    else if (number) numberLineOf.set(number.toLowerCase(), line);
    rows.push({ line, name: parsed.data.name, description: parsed.data.description, number });
  }
  problems.sort((a, b) => a.line - b.line);
  return { ok: true, rows, problems };
}
