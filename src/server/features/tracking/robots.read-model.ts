import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { listRobotRows, type RobotRow } from './robots.repo.ts';

export interface RobotsSnapshot {
  readonly rows: readonly RobotRow[];
  /** A digest of the rows: equal snapshots have equal tags on every instance. */
  readonly tag: string;
}

export interface RobotsReadModel {
  get(): Promise<RobotsSnapshot>;
  /** Drops the snapshot; the next read loads a fresh one. */
  invalidate(): void;
}

/**
 * Every robot in memory (DESIGN section 8): polling phones read this, not the database. It is
 * dropped on each `robots.changed` / `teams.changed` notification (a robot moved or added, a
 * team renamed, a consent signed) and after `maxAgeMs` at the latest.
 */
export function createRobotsReadModel(db: Executor, maxAgeMs: number): RobotsReadModel {
  let current: { promise: Promise<RobotsSnapshot>; loadedAt: number } | undefined;

  async function load(): Promise<RobotsSnapshot> {
    const rows = await listRobotRows(db);
    const tag = createHash('sha1').update(JSON.stringify(rows)).digest('base64url').slice(0, 20);
    return { rows, tag };
  }

  return {
    get() {
      if (current && Date.now() - current.loadedAt < maxAgeMs) return current.promise;
      const entry = { promise: load(), loadedAt: Date.now() };
      current = entry;
      // A failed load is not kept: the next read tries again.
      entry.promise.catch(() => {
        if (current === entry) current = undefined;
      });
      return entry.promise;
    },
    invalidate() {
      current = undefined;
    },
  };
}
