import { displayResponseSchema, type DisplayResponse } from '../../../shared/contract/display.ts';
import { withinDateYears } from '../../../shared/contract/common.ts';
import { jsonBody, type JsonBody } from '../../lib/http-cache.ts';
import { listInterviews } from './interviews.repo.ts';
import type { SchedulingContext } from './scheduling.context.ts';
import { readSettings } from './scheduling-settings.repo.ts';
import { venueZone } from '../../lib/venue-zone.ts';
import { venueDayRange } from '../../../shared/venue-instants.ts';

async function loadDisplay(ctx: SchedulingContext): Promise<DisplayResponse> {
  const settings = await readSettings(ctx.db);
  const date = settings.tournamentDate ?? null;
  if (!date || !withinDateYears(date)) return { date, interviews: [] };
  const rows = await listInterviews(ctx.db, {
    ...venueDayRange(date, venueZone(settings.timeZone)),
    activeOnly: true,
  });
  return {
    date,
    interviews: rows.map((row) => ({
      room: row.room,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      teamName: row.teamName,
      teamNumber: row.teamNumber,
      progress: row.progress,
    })),
  };
}

/**
 * GET /api/display (public): the tournament day's booked interviews, only what a screen shows.
 * The day is the venue's; a `tzOffset` in the query is accepted and changes nothing (decision 154).
 */
export function displayBoard(ctx: SchedulingContext): Promise<JsonBody> {
  return ctx.display.get('venue', async () =>
    jsonBody(displayResponseSchema, await loadDisplay(ctx)),
  );
}
