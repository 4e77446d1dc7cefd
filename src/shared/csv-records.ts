import Papa from 'papaparse';
import { workBudget } from './work-turns.ts';

/**
 * Reading an uploaded CSV file (teams, matches) in bounded work, on the server and in the
 * browser's preview alike (decision 231). papaparse reads it a slice at a time, and the reader
 * gives the event loop back between slices, so a 4 MB file of malformed rows never holds up
 * other requests (or the page) for more than one slice. It stops at the row cap (the first record
 * past it is enough to say the file is too long), and at a record longer than any real row: a
 * quote never closed would otherwise make the rest of the file one record, re-read slice after
 * slice. Problems are counted, and only the first ones kept.
 */

/** Characters handed to papaparse at a time; with the longest record, one slice's work. */
const SLICE_CHARS = 8 * 1024;
/** No real row of a team or match file is near this long, extra columns and all. */
const CSV_RECORD_MAX_CHARS = 8 * 1024;
/** Problems kept to show; the rest are only counted. */
export const CSV_PROBLEMS_SHOWN = 100;

export const CSV_MESSAGES = {
  malformed: (detail: string) => `This line is not valid CSV: ${detail}`,
  recordTooLong: `This line is longer than ${CSV_RECORD_MAX_CHARS.toLocaleString('en')} characters, or opens a quote that is never closed`,
} as const;

interface CsvProblem {
  line: number;
  message: string;
}

/** The first CSV_PROBLEMS_SHOWN problems by line, and how many there were in all. */
export class CsvProblems {
  #kept: CsvProblem[] = [];
  #total = 0;

  add(line: number, message: string): void {
    this.#total++;
    this.#kept.push({ line, message });
    // Trimmed now and then, never on every add: problems mostly arrive in line order.
    if (this.#kept.length >= 4 * CSV_PROBLEMS_SHOWN) this.#trim();
  }

  get total(): number {
    return this.#total;
  }

  /** The problems shown, by line. */
  list(): CsvProblem[] {
    this.#trim();
    return [...this.#kept];
  }

  #trim() {
    this.#kept.sort((a, b) => a.line - b.line);
    this.#kept.length = Math.min(this.#kept.length, CSV_PROBLEMS_SHOWN);
  }
}

/**
 * What papaparse reads a stream from (its ReadableStreamStreamer): `data` and `end` events. It is
 * fed here a slice at a time, so the reading can pause between slices.
 */
class SliceFeed {
  readonly readable = true;
  #listeners = new Map<string, Array<(value?: string) => void>>();
  on(event: string, listener: (value?: string) => void) {
    this.#listeners.set(event, [...(this.#listeners.get(event) ?? []), listener]);
  }
  removeListener(event: string, listener: (value?: string) => void) {
    this.#listeners.set(
      event,
      (this.#listeners.get(event) ?? []).filter((known) => known !== listener),
    );
  }
  read() {}
  pause() {}
  resume() {}
  emit(event: 'data' | 'end', value?: string) {
    for (const listener of this.#listeners.get(event) ?? []) listener(value);
  }
}

interface CsvRecords {
  /** Each record with the line of the file it starts on (1 is the header). */
  records: { line: number; fields: string[] }[];
  /** More data records than `maxRecords`: reading stopped at the first one past it. */
  overCap: boolean;
}

/**
 * The file's records, each with the line it starts on (quoted fields may span lines), at most
 * `maxRecords` after the header plus one. A BOM is dropped, commas or semicolons are detected.
 * CSV problems go to `problems` (one per record, whatever papaparse found in it).
 */
export async function readCsvRecords(
  text: string,
  maxRecords: number,
  problems: CsvProblems,
): Promise<CsvRecords> {
  const body = text.replace(/^\uFEFF/, '');
  const records: { line: number; fields: string[] }[] = [];
  let counted = 0;
  let line = 1;
  let cursor = 0;
  let stopped = false;
  const lineAt = (index: number) => {
    for (; counted < index; counted++) if (body.charCodeAt(counted) === 10) line++;
    return line;
  };
  const feed = new SliceFeed();
  let parser: Papa.Parser | null = null;
  Papa.parse<string[]>(feed as unknown as NodeJS.ReadableStream, {
    delimitersToGuess: [',', ';'],
    skipEmptyLines: 'greedy',
    step: (row, handle) => {
      parser = handle;
      if (stopped) return;
      // A record starts at the first visible character after the previous one (blank lines skipped).
      let start = cursor;
      while (start < body.length && /\s/.test(body[start]!)) start++;
      const record = { line: lineAt(start), fields: row.data };
      cursor = row.meta.cursor;
      records.push(record);
      // A file with one column has no delimiter to detect: that is not a problem.
      const error = row.errors.find((e) => e.type !== 'Delimiter');
      if (error) problems.add(record.line, CSV_MESSAGES.malformed(error.message));
      if (records.length > maxRecords + 1) {
        stopped = true;
        handle.abort();
      }
    },
  });
  const turn = workBudget();
  for (let offset = 0; offset < body.length && !stopped; offset += SLICE_CHARS) {
    feed.emit('data', body.slice(offset, offset + SLICE_CHARS));
    const read = Math.min(body.length, offset + SLICE_CHARS);
    // What is read but not yet a record: past the longest real row, the record is not one.
    if (!stopped && read - cursor > CSV_RECORD_MAX_CHARS && read < body.length) {
      let start = cursor;
      while (start < body.length && /\s/.test(body[start]!)) start++;
      problems.add(lineAt(start), CSV_MESSAGES.recordTooLong);
      stopped = true;
      (parser as Papa.Parser | null)?.abort();
    }
    await turn();
  }
  if (!stopped) feed.emit('end');
  return { records, overCap: records.length > maxRecords + 1 };
}
