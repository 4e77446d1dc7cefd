import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthResponseSchema } from '../../../shared/contract/health.ts';
import { errorResponseSchema } from '../../../shared/errors.ts';
import type { AppDb } from '../../db/client.ts';
import { ROUTES } from '../../../shared/routes/index.ts';

/** Answers once the database is migrated and answering (buildApp runs after migrations). */
const healthRoutes: FastifyPluginAsyncZod<{ db: AppDb }> = async (app, { db }) => {
  app.get(
    ROUTES.health.status.path,
    {
      schema: {
        tags: ['health'],
        response: { 200: healthResponseSchema, 500: errorResponseSchema },
      },
    },
    async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );
};

export default healthRoutes;
