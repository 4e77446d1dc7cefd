import { CODED } from '../../../shared/coded-messages.ts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/errors.ts';
import { backupFileName } from '../../db/snapshot.ts';
import type { FeatureOptions } from '../../feature-options.ts';
import { HttpError } from '../../http-errors.ts';
import { concurrencyLimit } from '../../lib/concurrency-limit.ts';
import { requireSameOrigin } from '../../plugins/security.ts';
import { requireAdmin } from '../../plugins/sessions.ts';
import { ROUTES } from '../../../shared/routes/index.ts';

/** A backup now and then is plenty; each one reads the whole database. */
const backupRateLimit = {
  rateLimit: {
    max: 3,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      request.auth?.kind === 'admin'
        ? `backup:admin:${request.auth.adminId}`
        : `backup:ip:${request.ip}`,
  },
};

/**
 * GET /api/admin/backup (admin): the whole database as a download, taken while the app runs
 * (decision 172). `npm run restore -- <file>` puts it back. Only the app's own pages may ask for
 * it (a link on another site would otherwise make an organiser's browser fetch it), a few a
 * minute, and one at a time per instance (decision 233).
 */
const backupRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { snapshot }) => {
  const oneAtATime = concurrencyLimit({
    inFlight: 1,
    queued: 0,
    maxWaitMs: 0,
    onBusy: () => new HttpError(429, CODED.common.rateLimited),
  });
  app.get(
    ROUTES.operations.backup.path,
    {
      onRequest: [requireAdmin, requireSameOrigin],
      config: backupRateLimit,
      schema: {
        tags: ['operations'],
        summary: 'Download a backup of the whole database (restore it with npm run restore)',
        response: {
          200: z.unknown(),
          401: errorResponseSchema,
          403: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (_request, reply) => {
      const { format, stream } = await oneAtATime.run(() => snapshot());
      return reply
        .type('application/octet-stream')
        .header('content-disposition', `attachment; filename="${backupFileName(format)}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};

export default backupRoutes;
