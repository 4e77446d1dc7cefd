import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/errors.ts';
import { backupFileName } from '../../db/snapshot.ts';
import type { FeatureOptions } from '../../feature-options.ts';
import { requireAdmin } from '../../plugins/sessions.ts';

/**
 * GET /api/admin/backup (admin): the whole database as a download, taken while the app runs
 * (decision 172). `npm run restore -- <file>` puts it back.
 */
const backupRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { snapshot }) => {
  app.get('/api/admin/backup', {
    onRequest: requireAdmin,
    schema: {
      tags: ['operations'],
      summary: 'Download a backup of the whole database (restore it with npm run restore)',
      response: { 200: z.unknown(), 401: errorResponseSchema, 403: errorResponseSchema },
    },
  }, async (_request, reply) => {
    const { format, stream } = await snapshot();
    return reply
      .type('application/octet-stream')
      .header('content-disposition', `attachment; filename="${backupFileName(format)}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
};

export default backupRoutes;
