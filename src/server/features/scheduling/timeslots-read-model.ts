import { timeslotListSchema, type Timeslot } from '../../../shared/contract/timeslots.ts';
import type { ServerEventType } from '../../../shared/events.ts';
import { ROUTES } from '../../../shared/routes/index.ts';
import { makesStale, STALE_AFTER } from '../../../shared/routes/stale-after.ts';
import { jsonBody, type JsonBody } from '../../lib/http-cache.ts';
import { ReadModel } from '../../lib/read-model.ts';

export interface TimeslotList {
  items: Timeslot[];
  total: number;
  /** The list serialized once per load, with its validator for conditional GETs (304). */
  body: JsonBody;
}

/** The lists this feature keeps in memory: the slots, the interviews and the display. */
const LIST_PATHS = [
  ROUTES.timeslots.list.path,
  ROUTES.interviews.list.path,
  ROUTES.display.get.path,
];

/** The events after which a cached slot or interview list, or the display, may be wrong. */
export const TIMESLOT_LIST_EVENTS: ReadonlySet<ServerEventType> = new Set(
  (Object.keys(STALE_AFTER) as ServerEventType[]).filter((type) =>
    LIST_PATHS.some((path) => makesStale(type, path)),
  ),
);

/** The total is part of the answer (X-Total-Count), so it is part of the tag too. */
export function timeslotList(items: Timeslot[], total: number): TimeslotList {
  return { items, total, body: jsonBody(timeslotListSchema, items, { salt: `${total}:` }) };
}

/**
 * The timeslot lists teams poll, kept in memory (DESIGN section 8, decision 023): cleared after
 * every write on this instance and on every relevant notification from any instance.
 */
export type TimeslotReadModel = ReadModel<TimeslotList>;

export const createTimeslotReadModel = (): TimeslotReadModel =>
  new ReadModel<TimeslotList>({ maxEntries: 256 });

/**
 * The interview lists (a team's own, or every team's for an administrator), serialized once per
 * load and cleared with the slot lists: the same writes and the same events make both stale.
 * Room for every team's own list at a 5,000-team event, so polling teams do not evict each other.
 */
export type InterviewReadModel = ReadModel<JsonBody>;

export const createInterviewReadModel = (): InterviewReadModel =>
  new ReadModel<JsonBody>({ maxEntries: 8192 });

/**
 * The now/next screens' answer (GET /api/display), per time-zone offset (a few at most), kept
 * in memory and serialized once: every screen in the venue refetches it on each change, and it
 * costs a query only after a write (DESIGN section 8). Cleared with the slot and interview lists.
 */
export type DisplayReadModel = ReadModel<JsonBody>;

export const createDisplayReadModel = (): DisplayReadModel =>
  new ReadModel<JsonBody>({ maxEntries: 32 });
