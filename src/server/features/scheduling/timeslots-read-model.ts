import { createHash } from 'node:crypto';
import type { Timeslot } from '../../../shared/contract/timeslots.ts';
import type { ServerEventType } from '../../../shared/events.ts';

export interface TimeslotList {
  items: Timeslot[];
  total: number;
  /** A strong validator of the list, for conditional GETs (304). */
  etag: string;
}

/** The events after which a cached list may be wrong. */
export const TIMESLOT_LIST_EVENTS: ReadonlySet<ServerEventType> = new Set([
  'timeslots.changed',
  'interviews.changed',
  'settings.changed',
  'teams.changed',
]);

export function listEtag(items: Timeslot[], total: number): string {
  return `"${createHash('sha1').update(JSON.stringify([total, items])).digest('base64url')}"`;
}

/**
 * The timeslot lists teams poll, kept in memory (DESIGN section 8). Cleared after every write on
 * this instance and on every relevant notification from any instance. Concurrent readers of one
 * key share a single query; a load that raced a write is served to its own callers but not kept.
 */
export class TimeslotReadModel {
  private generation = 0;
  private readonly entries = new Map<string, { list: Promise<TimeslotList>; loadedAt: number }>();

  /** maxAgeMs: a list older than this is reloaded anyway, in case a notification was lost. */
  constructor(
    private readonly maxEntries = 256,
    private readonly maxAgeMs = 30_000,
    private readonly clock: () => number = Date.now,
  ) {}

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  get(key: string, load: () => Promise<TimeslotList>): Promise<TimeslotList> {
    const cached = this.entries.get(key);
    if (cached && this.clock() - cached.loadedAt <= this.maxAgeMs) return cached.list;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const generation = this.generation;
    const list = load();
    const entry = { list, loadedAt: this.clock() };
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    list.then(() => {
      if (generation !== this.generation) forget();
    }, forget);
    return list;
  }
}
