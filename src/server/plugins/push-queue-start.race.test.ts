import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgres, type Database } from '../db/client.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { describeRaces } from '../test/races.ts';
import { QUEUE, SCHEMA } from './push-jobs.ts';
import { createPushQueue } from './push-queue.ts';

const INSTANCES = 4;
const ROUNDS = 8;

/**
 * Instances of a cluster started together on a database whose push queue does not exist yet
 * (its first start): each creates the queue at the same instant, each over its own pool as a
 * process has. All of them start, every time, and the queue is there once.
 */
describeRaces('instances creating the push queue at once', () => {
  let database: TestDatabase;
  const pools: Database[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    expect(database.url).toBeDefined();
    for (let i = 0; i < INSTANCES; i++) pools.push(openPostgres(database.url!, 2));
  });
  afterAll(async () => {
    for (const pool of pools) await pool.close();
    await database.close();
  });

  it(`${INSTANCES} instances start together, ${ROUNDS} times over`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const queues = pools.map((pool) =>
        createPushQueue({
          database: pool,
          log: pino({ level: 'silent' }) as FastifyBaseLogger,
          maxQueuedPerLane: 10,
          maxHeld: 10,
          pollMs: 60_000,
          expireSeconds: 30,
          onPushes: () => undefined,
        }),
      );
      const starts = await Promise.allSettled(queues.map((queue) => queue.start()));
      await Promise.all(queues.map((queue) => queue.close()));
      expect(starts.filter((start) => start.status === 'rejected')).toEqual([]);
      const { rows } = await database.executeSql(
        `select count(*)::int as queues from ${SCHEMA}.queue where name = $1`,
        [QUEUE],
      );
      expect(rows).toEqual([{ queues: 1 }]);
      await database.executeSql(`select ${SCHEMA}.delete_queue($1)`, [QUEUE]);
    }
  });
});
