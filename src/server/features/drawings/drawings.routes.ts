import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contract/common.ts';
import {
  createDrawingRequestSchema,
  drawingListSchema,
  drawingSchema,
  listDrawingsQuerySchema,
  updateDrawingRequestSchema,
} from '../../../shared/contract/drawings.ts';
import { errorResponses } from '../../../shared/errors.ts';
import type { FeatureOptions } from '../../feature-options.ts';
import { requireTeamOrOrganiser } from '../../plugins/sessions.ts';
import coEditingRoutes from './co-editing.routes.ts';
import * as service from './drawings.service.ts';
import { ROUTES } from '../../../shared/routes/index.ts';

/** Saving is generous for people, but a runaway script cannot fill the database. */
const saveRateLimit = {
  rateLimit: {
    max: 60,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      request.auth?.kind === 'team'
        ? `drawings:team:${request.auth.teamId}`
        : `drawings:ip:${request.ip}`,
  },
};

/** A team's saved drawing boards (spec section 2.17, made persistent). */
const drawingsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, options) => {
  const { db } = options;
  const deps = { db, events: app.domainEvents };
  await app.register(coEditingRoutes, options);

  app.get(
    ROUTES.drawings.list.path,
    {
      onRequest: requireTeamOrOrganiser,
      schema: {
        tags: ['drawings'],
        querystring: listDrawingsQuerySchema,
        response: { 200: drawingListSchema, ...errorResponses },
      },
    },
    async (request) => service.listDrawings(db, request.auth!, request.query.teamId),
  );

  app.get(
    ROUTES.drawings.get.path,
    {
      onRequest: requireTeamOrOrganiser,
      schema: {
        tags: ['drawings'],
        params: idParamsSchema,
        response: { 200: drawingSchema, ...errorResponses },
      },
    },
    async (request) => service.getDrawing(db, request.auth!, request.params.id),
  );

  app.post(
    ROUTES.drawings.create.path,
    {
      onRequest: requireTeamOrOrganiser,
      config: saveRateLimit,
      schema: {
        tags: ['drawings'],
        body: createDrawingRequestSchema,
        response: { 201: drawingSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const drawing = await service.createDrawing(deps, request.auth!, request.body);
      return reply.code(201).send(drawing);
    },
  );

  app.put(
    ROUTES.drawings.save.path,
    {
      onRequest: requireTeamOrOrganiser,
      config: saveRateLimit,
      schema: {
        tags: ['drawings'],
        params: idParamsSchema,
        body: updateDrawingRequestSchema,
        response: { 200: drawingSchema, ...errorResponses },
      },
    },
    async (request) => {
      return service.updateDrawing(deps, request.auth!, request.params.id, request.body);
    },
  );

  app.delete(
    ROUTES.drawings.remove.path,
    {
      onRequest: requireTeamOrOrganiser,
      schema: {
        tags: ['drawings'],
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.deleteDrawing(deps, request.auth!, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default drawingsRoutes;
