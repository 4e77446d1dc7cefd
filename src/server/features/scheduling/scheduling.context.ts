import type { AppDb } from '../../db/client.ts';
import type { RealtimeHub } from '../../plugins/realtime.ts';
import type { TimeslotReadModel } from './timeslots-read-model.ts';

/** What the scheduling services need: the database, the event hub and the slot read model. */
export interface SchedulingContext {
  db: AppDb;
  realtime: Pick<RealtimeHub, 'publish'>;
  slots: TimeslotReadModel;
}

/** After a committed write that changes what the slot lists show: here at once, elsewhere by event. */
export async function announceSlotsChanged(ctx: SchedulingContext, bookedTeamIds: number[] = []) {
  ctx.slots.invalidate();
  await ctx.realtime.publish({ type: 'timeslots.changed' });
  for (const teamId of new Set(bookedTeamIds)) {
    await ctx.realtime.publish({ type: 'interviews.changed', teamId }, { teamIds: [teamId] });
  }
}
