import type { Timeslot } from '../../../shared/contract/timeslots.ts';
import type { ServerEventType } from '../../../shared/events.ts';
import { etagOf } from '../../lib/http-cache.ts';
import { ReadModel } from '../../lib/read-model.ts';

export interface TimeslotList {
  items: Timeslot[];
  total: number;
  /** The list's validator, computed once per load, for conditional GETs (304). */
  etag: string;
}

/** The events after which a cached list may be wrong. */
export const TIMESLOT_LIST_EVENTS: ReadonlySet<ServerEventType> = new Set([
  'timeslots.changed',
  'interviews.changed',
  'settings.changed',
  'teams.changed',
]);

export const listEtag = (items: Timeslot[], total: number) => etagOf([total, items]);

/**
 * The timeslot lists teams poll, kept in memory (DESIGN section 8, decision 023): cleared after
 * every write on this instance and on every relevant notification from any instance.
 */
export type TimeslotReadModel = ReadModel<TimeslotList>;

export const createTimeslotReadModel = (): TimeslotReadModel => new ReadModel<TimeslotList>({ maxEntries: 256 });
