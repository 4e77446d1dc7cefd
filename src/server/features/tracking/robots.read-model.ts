import type { Executor } from '../../db/client.ts';
import { etagOf } from '../../lib/http-cache.ts';
import { cachedValue, type CachedValue } from '../../lib/read-model.ts';
import { listRobotRows, type RobotRow } from './robots.repo.ts';

export interface RobotsSnapshot {
  readonly rows: readonly RobotRow[];
  /** A digest of the rows: equal snapshots have equal tags on every instance. */
  readonly tag: string;
}

export type RobotsReadModel = CachedValue<RobotsSnapshot>;

/**
 * Every robot in memory (DESIGN section 8): polling phones read this, not the database. It is
 * dropped on each `robots.changed` / `teams.changed` notification (a robot moved or added, a
 * team renamed, a consent signed) and after `maxAgeMs` at the latest.
 */
export function createRobotsReadModel(db: Executor, maxAgeMs: number): RobotsReadModel {
  return cachedValue(async () => {
    const rows = await listRobotRows(db);
    return { rows, tag: etagOf(rows) };
  }, { maxAgeMs });
}
