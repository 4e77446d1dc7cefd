import type { ServerEventType } from '../../../shared/events.ts';
import type { JsonBody } from '../../lib/http-cache.ts';
import { ReadModel } from '../../lib/read-model.ts';

/**
 * The events after which a cached schedule may be wrong: the matches themselves, the teams' names
 * and numbers in them, and the queue states (a field's current match, check-ins, the lead).
 */
export const SCHEDULE_EVENTS: ReadonlySet<ServerEventType> = new Set([
  'matches.changed',
  'teams.changed',
  'queue.changed',
  'settings.changed',
]);

/**
 * GET /api/matches answers, the whole schedule and each team's part, serialized once per change
 * (DESIGN section 8): a full schedule is some 8,000 rows, read once after an import rather than
 * once for every organiser's screen that refetches it. Room for every team's own list.
 */
export type ScheduleReadModel = ReadModel<JsonBody>;

export const createScheduleReadModel = (): ScheduleReadModel =>
  new ReadModel<JsonBody>({ maxEntries: 8192 });
