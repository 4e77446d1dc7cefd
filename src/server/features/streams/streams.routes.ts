import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contract/common.ts';
import {
  createStreamRequestSchema,
  streamListSchema,
  streamSchema,
} from '../../../shared/contract/streams.ts';
import { errorResponses } from '../../../shared/errors.ts';
import type { FeatureOptions } from '../../feature-options.ts';
import { replyWithJson } from '../../lib/http-cache.ts';
import { requireAdmin, requireTeamOrOrganiser } from '../../plugins/sessions.ts';
import { createStreamsReadModel } from './streams-read-model.ts';
import { createStream, deleteStream } from './streams.service.ts';
import { ROUTES } from '../../../shared/routes/index.ts';
import { makesStale } from '../../../shared/routes/stale-after.ts';

/** Live streams (spec section 2.14): everyone signed in watches, administrators manage. */
const streamsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  const readModel = createStreamsReadModel(db);
  const unsubscribe = app.realtime.subscribe(({ event }) => {
    if (makesStale(event.type, ROUTES.streams.list.path)) readModel.invalidate();
  });
  app.addHook('onClose', async () => unsubscribe());

  const deps = { db, events: app.domainEvents };

  app.get(
    ROUTES.streams.list.path,
    {
      onRequest: requireTeamOrOrganiser,
      schema: {
        tags: ['streams'],
        response: { 200: streamListSchema, 304: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      return replyWithJson(request, reply, await readModel.get());
    },
  );

  app.post(
    ROUTES.streams.create.path,
    {
      onRequest: requireAdmin,
      config: { auditedByService: true },
      schema: {
        tags: ['streams'],
        body: createStreamRequestSchema,
        response: { 201: streamSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const stream = await createStream(deps, request.auth!, request.body);
      return reply.code(201).send(stream);
    },
  );

  app.delete(
    ROUTES.streams.remove.path,
    {
      onRequest: requireAdmin,
      config: { auditedByService: true },
      schema: {
        tags: ['streams'],
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteStream(deps, request.auth!, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default streamsRoutes;
