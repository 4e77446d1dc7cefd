import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildOptions } from '../app.ts';
import { openPostgres, type Database } from '../db/client.ts';
import type { TestApp } from './test-app.ts';

/**
 * A second app instance on the same PostgreSQL database as the test's app, for the describe block
 * it is called in (races and live events across instances). Call it inside a PostgreSQL-only block.
 */
export function secondInstance(
  first: () => TestApp,
  build: Pick<BuildOptions, 'push' | 'reminderSweepMs'> = {},
): () => FastifyInstance {
  let second: { app: FastifyInstance; database: Database } | undefined;
  beforeAll(async () => {
    const t = first();
    const database = openPostgres(t.database.url!, 10);
    const app = await buildApp({
      config: t.config,
      database,
      logger: false,
      guessClock: t.guessClock,
      ...build,
    });
    await app.ready();
    second = { app, database };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
  });
  return () => second!.app;
}
