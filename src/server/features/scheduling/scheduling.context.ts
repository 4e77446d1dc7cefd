import type { AppDb } from '../../db/client.ts';
import type { EventSink } from '../../plugins/domain-events.ts';
import type { ScheduleReadModel } from './schedule-read-model.ts';
import type {
  DisplayReadModel,
  InterviewReadModel,
  TimeslotReadModel,
} from './timeslots-read-model.ts';

/** What the scheduling services need: the database, where to tell what happened, the list read models. */
export interface SchedulingContext {
  db: AppDb;
  events: EventSink;
  slots: TimeslotReadModel;
  interviews: InterviewReadModel;
  display: DisplayReadModel;
  schedule: ScheduleReadModel;
}

/** The lists and the display all show bookings: whatever makes one stale makes all stale. */
export function forgetLists(ctx: SchedulingContext) {
  ctx.slots.invalidate();
  ctx.interviews.invalidate();
  ctx.display.invalidate();
}
