import Papa from 'papaparse';
import { formatVenueClockHm, venueDateKey } from '../../../shared/venue-time.ts';
import { teamLabel } from '../../../shared/team-label.ts';
import type { AppDb } from '../../db/client.ts';
import { listScheduleRows } from './timeslots.repo.ts';
import { readVenueZone } from './venue-day.ts';

const COLUMNS = ['date', 'start', 'end', 'room', 'team', 'status', 'progress'] as const;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or return first) is kept as
 * text with a leading apostrophe: a team named '=HYPERLINK(...)' stays a name (CSV injection).
 */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * GET /api/timeslots/export.csv: every slot with its booking, one row each, on the venue's clock
 * (decision 154). Open slots say `open` and have no team or progress; a team is named as everywhere
 * else, its number first when it has one.
 */
export async function scheduleCsv(db: AppDb): Promise<string> {
  const [rows, timeZone] = await Promise.all([listScheduleRows(db), readVenueZone(db)]);
  const data = rows.map((row) => [
    venueDateKey(row.startTime, timeZone),
    formatVenueClockHm(row.startTime, timeZone),
    formatVenueClockHm(row.endTime, timeZone),
    asText(row.room ?? ''),
    asText(row.teamName === null ? '' : teamLabel({ name: row.teamName, number: row.teamNumber })),
    row.status ?? 'open',
    row.progress ?? '',
  ]);
  return `${Papa.unparse({ fields: [...COLUMNS], data }, { newline: '\r\n' })}\r\n`;
}
