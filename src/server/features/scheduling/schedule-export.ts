import { format } from 'date-fns';
import Papa from 'papaparse';
import type { AppDb } from '../../db/client.ts';
import { listScheduleRows } from './timeslots.repo.ts';

const COLUMNS = ['date', 'start', 'end', 'room', 'team', 'status', 'progress'] as const;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or return first) is kept as
 * text with a leading apostrophe: a team named '=HYPERLINK(...)' stays a name (CSV injection).
 */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * GET /api/timeslots/export.csv: every slot with its booking, one row each, in the server's
 * clock (the venue's once it is a setting). Open slots say `open` and have no team or progress.
 */
export async function scheduleCsv(db: AppDb): Promise<string> {
  const rows = await listScheduleRows(db);
  const data = rows.map((row) => [
    format(row.startTime, 'yyyy-MM-dd'),
    format(row.startTime, 'HH:mm'),
    format(row.endTime, 'HH:mm'),
    asText(row.room ?? ''),
    asText(row.teamName ?? ''),
    row.status ?? 'open',
    row.progress ?? '',
  ]);
  return `${Papa.unparse({ fields: [...COLUMNS], data }, { newline: '\r\n' })}\r\n`;
}
