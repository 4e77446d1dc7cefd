import type { Executor } from '../../db/client.ts';
import { JsonViews } from '../../lib/http-cache.ts';
import { cachedValue, type CachedValue } from '../../lib/read-model.ts';
import { listRobotRows, type RobotRow } from './robots.repo.ts';

export interface RobotsSnapshot {
  readonly rows: readonly RobotRow[];
  /** The serialized lists, per viewer and filter, each built on first use. */
  readonly views: JsonViews;
}

export type RobotsReadModel = CachedValue<RobotsSnapshot>;

/**
 * Every robot in memory (DESIGN section 8): polling phones read this, not the database. It is
 * dropped on each `robots.changed` / `teams.changed` notification (a robot moved or added, a
 * team renamed, a consent signed) and after `maxAgeMs` at the latest.
 */
export function createRobotsReadModel(db: Executor, maxAgeMs: number): RobotsReadModel {
  return cachedValue(
    async () => {
      const rows = await listRobotRows(db);
      return { rows, views: new JsonViews() };
    },
    { maxAgeMs },
  );
}
