import { displayResponseSchema, type DisplayResponse } from '../../../shared/contract/display.ts';
import { withinDateYears } from '../../../shared/contract/common.ts';
import { dayRange } from '../../lib/day-range.ts';
import { jsonBody, type JsonBody } from '../../lib/http-cache.ts';
import { listInterviews } from './interviews.repo.ts';
import type { SchedulingContext } from './scheduling.context.ts';
import { readSettings } from './scheduling-settings.repo.ts';

async function loadDisplay(ctx: SchedulingContext, tzOffset: number | undefined): Promise<DisplayResponse> {
  const date = (await readSettings(ctx.db)).tournamentDate ?? null;
  if (!date || !withinDateYears(date)) return { date, interviews: [] };
  const rows = await listInterviews(ctx.db, { ...dayRange(date, tzOffset), activeOnly: true });
  return {
    date,
    interviews: rows.map((row) => ({
      room: row.room,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
      teamName: row.teamName,
      progress: row.progress,
    })),
  };
}

/** GET /api/display (public): the tournament day's booked interviews, only what a screen shows. */
export function displayBoard(ctx: SchedulingContext, tzOffset?: number): Promise<JsonBody> {
  return ctx.display.get(String(tzOffset ?? 'server'), async () =>
    jsonBody(displayResponseSchema, await loadDisplay(ctx, tzOffset)),
  );
}
