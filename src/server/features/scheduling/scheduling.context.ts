import type { AppDb } from '../../db/client.ts';
import type { RealtimeHub } from '../../plugins/realtime.ts';
import type { InterviewReadModel, TimeslotReadModel } from './timeslots-read-model.ts';

/** What the scheduling services need: the database, the event hub and the list read models. */
export interface SchedulingContext {
  db: AppDb;
  realtime: Pick<RealtimeHub, 'publish'>;
  slots: TimeslotReadModel;
  interviews: InterviewReadModel;
}

/** Both lists show bookings, so whatever makes one stale makes the other stale too. */
export function forgetLists(ctx: SchedulingContext) {
  ctx.slots.invalidate();
  ctx.interviews.invalidate();
}

/** After a committed write that changes what the slot lists show: here at once, elsewhere by event. */
export async function announceSlotsChanged(ctx: SchedulingContext, bookedTeamIds: number[] = []) {
  forgetLists(ctx);
  await ctx.realtime.publish({ type: 'timeslots.changed' });
  for (const teamId of new Set(bookedTeamIds)) {
    await ctx.realtime.publish({ type: 'interviews.changed', teamId }, { teamIds: [teamId] });
  }
}
