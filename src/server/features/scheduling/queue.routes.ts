import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentMatchSchema,
  fieldParamsSchema,
  fieldQueueListSchema,
  queueCheckInSchema,
  queueQuerySchema,
  setCurrentMatchSchema,
} from '../../../shared/contract/queue.ts';
import { errorResponses } from '../../../shared/errors.ts';
import { requireFrontDesk } from '../../plugins/sessions.ts';
import { checkInAtQueue, listFieldQueues, markCurrentMatch } from './queue.service.ts';
import type { SchedulingContext } from './scheduling.context.ts';
import { ROUTES } from '../../../shared/routes/index.ts';

/** Queue calls: each field's current match, the teams called to queue, check-ins. */
const queueRoutes: FastifyPluginAsyncZod<{ ctx: SchedulingContext }> = async (app, { ctx }) => {
  app.put(
    ROUTES.queue.setCurrent.path,
    {
      onRequest: requireFrontDesk,
      schema: {
        tags: ['queue'],
        summary:
          'Mark the match now on a field; the teams of the next queueLeadMatches matches are called to queue, once each',
        params: fieldParamsSchema,
        body: setCurrentMatchSchema,
        response: { 200: currentMatchSchema, ...errorResponses },
      },
    },
    async (request) => markCurrentMatch(ctx, request.params.field, request.body.match),
  );

  // Public, like /api/display: the venue's field screens sign in as nobody.
  app.get(
    ROUTES.queue.list.path,
    {
      schema: {
        tags: ['queue'],
        summary:
          'Each field’s current match and the matches after it, with their teams’ queue check-ins',
        querystring: queueQuerySchema,
        response: { 200: fieldQueueListSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await listFieldQueues(ctx.db, request.query.field)),
  );

  app.put(
    ROUTES.queue.checkIn.path,
    {
      onRequest: requireFrontDesk,
      schema: {
        tags: ['queue'],
        summary: 'Record a team at the queue for a match: checked in, drive team only, or not here',
        body: queueCheckInSchema,
        response: { 200: queueCheckInSchema, ...errorResponses },
      },
    },
    async (request) => checkInAtQueue(ctx, request.body),
  );
};

export default queueRoutes;
