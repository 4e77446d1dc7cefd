import type { SchedulingSettings } from '../../../shared/contract/scheduling.ts';
import type { SchedulingContext } from './scheduling.context.ts';
import { recordAudit } from '../../plugins/audit.ts';
import type { Auth } from '../../plugins/sessions.ts';
import * as repo from './scheduling-settings.repo.ts';
import { transaction } from '../../db/transactions.ts';

export async function getSchedulingSettings(ctx: SchedulingContext): Promise<SchedulingSettings> {
  const row = await repo.readSettings(ctx.db);
  return {
    maxActiveInterviewsPerTeam: row.maxActiveInterviewsPerTeam,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

/**
 * PUT /api/settings/scheduling (admin). Existing bookings stay; the limit applies to new ones. The
 * activity log keeps the limit before and after, in the same transaction (decision 260).
 */
export async function updateSchedulingSettings(
  ctx: SchedulingContext,
  auth: Auth,
  maxActiveInterviewsPerTeam: number,
): Promise<SchedulingSettings> {
  await transaction(ctx.db, async (tx) => {
    const before = await repo.readSettings(tx);
    await repo.saveMaxActiveInterviews(tx, maxActiveInterviewsPerTeam);
    await recordAudit(tx, auth, {
      action: 'settings.scheduling',
      target: 'scheduling settings',
      before: { maxActiveInterviewsPerTeam: before.maxActiveInterviewsPerTeam },
      after: { maxActiveInterviewsPerTeam },
    });
  });
  await ctx.events.emit({ type: 'settings.changed' });
  return getSchedulingSettings(ctx);
}
