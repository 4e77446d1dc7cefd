import { afterAll, afterEach, beforeAll } from 'vitest';
import { openPostgres, type Database } from '../db/client.ts';
import type { PushTuning } from '../plugins/push.ts';
import { startFakePushService, type FakePushService } from './fake-push-service.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { createTestApp, type TestApp } from './test-app.ts';

type QueuedPushes = 'any' | 'waiting' | 'not completed';
const QUEUED_STATE: Record<QueuedPushes, string> = {
  any: 'true',
  waiting: "state < 'active'",
  'not completed': "state <> 'completed'",
};

/** What a suite of several app instances on one database, posting to one push service, holds. */
export interface PushInstances {
  readonly service: FakePushService;
  readonly database: TestDatabase;
  /** An app instance on the suite's database (on PostgreSQL, with a pool of its own, as a process has). */
  instance(push?: PushTuning): Promise<TestApp>;
  /** Closes an instance before the test ends, as a process that stops. */
  stop(t: TestApp): Promise<void>;
  /** Pushes in the queue whose payload mentions `text`: all, those not yet taken, or not done. */
  queued(text: string, which?: QueuedPushes): Promise<number>;
}

/**
 * Registers the suite's hooks (call it at the top of a test file): a fake push service and a
 * test database for the file, every instance a test started closed after it. On PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
export function usePushInstances(defaults: {
  push: PushTuning;
  reminderSweepMs?: number;
}): PushInstances {
  let service: FakePushService | undefined;
  let database: TestDatabase | undefined;
  const running: TestApp[] = [];
  const extraDatabases: Database[] = [];
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('usePushInstances: used before its beforeAll ran');
    return value;
  };

  beforeAll(async () => {
    service = await startFakePushService();
    database = await createTestDatabase();
  });
  afterEach(async () => {
    for (const t of running.splice(0)) await t.close();
  });
  afterAll(async () => {
    for (const extra of extraDatabases) await extra.close();
    await database?.close();
    await service?.close();
  });

  return {
    get service() {
      return ready(service);
    },
    get database() {
      return ready(database);
    },
    async instance(push = defaults.push) {
      const shared = ready(database);
      let own: Database = shared;
      if (shared.url) {
        own = openPostgres(shared.url, 5);
        extraDatabases.push(own);
      }
      const t = await createTestApp(
        { push: { extraHosts: [ready(service).host] } },
        { database: own as TestDatabase, push, reminderSweepMs: defaults.reminderSweepMs },
      );
      running.push(t);
      return t;
    },
    async stop(t) {
      running.splice(running.indexOf(t), 1);
      await t.close();
    },
    async queued(text, which = 'any') {
      const { rows } = await ready(database).executeSql(
        `select count(*)::int as n from pgboss.job where name = 'push-delivery' and data->>'payload' like $1 and ${QUEUED_STATE[which]}`,
        [`%${text}%`],
      );
      return (rows as Array<{ n: number }>)[0]!.n;
    },
  };
}

/** Resolves once `condition` holds, looking every 20 ms, or fails after `ms`. */
export async function eventually(
  condition: () => boolean | Promise<boolean>,
  ms = 15_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
