import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditPageSchema, auditQuerySchema } from '../../../shared/contract/audit.ts';
import { errorResponses } from '../../../shared/errors.ts';
import type { FeatureOptions } from '../../feature-options.ts';
import { requireAdmin } from '../../plugins/sessions.ts';
import { auditCsv, auditPage } from './audit.service.ts';
import { ROUTES } from '../../../shared/routes/index.ts';

/** Admin -> Activity: who changed what (decision 260), for organisers only. */
const auditRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  app.get(
    ROUTES.audit.list.path,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['staff'],
        summary:
          'The activity log: every staff write with who, when, what, and the values before and after; newest first, paged',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses },
      },
    },
    async (request) => auditPage(db, request.query),
  );

  app.get(
    ROUTES.audit.exportCsv.path,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['staff'],
        summary: 'The activity log with the same filters, as CSV for a spreadsheet',
        querystring: auditQuerySchema.pick({ actor: true, action: true }),
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="activity-log.csv"')
        .header('cache-control', 'no-store')
        .send(await auditCsv(db, request.query)),
  );
};

export default auditRoutes;
