import type { SchedulingSettings } from '../../../shared/contract/scheduling.ts';
import type { SchedulingContext } from './scheduling.context.ts';
import * as repo from './scheduling-settings.repo.ts';

export async function getSchedulingSettings(ctx: SchedulingContext): Promise<SchedulingSettings> {
  const row = await repo.readSettings(ctx.db);
  return {
    maxActiveInterviewsPerTeam: row.maxActiveInterviewsPerTeam,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

/** PUT /api/settings/scheduling (admin). Existing bookings stay; the limit applies to new ones. */
export async function updateSchedulingSettings(
  ctx: SchedulingContext,
  maxActiveInterviewsPerTeam: number,
): Promise<SchedulingSettings> {
  await repo.saveMaxActiveInterviews(ctx.db, maxActiveInterviewsPerTeam);
  await ctx.events.emit({ type: 'settings.changed' });
  return getSchedulingSettings(ctx);
}
