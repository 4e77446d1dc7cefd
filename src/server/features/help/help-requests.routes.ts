import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { idParamsSchema } from '../../../shared/contract/common.ts';
import {
  createHelpRequestSchema,
  helpRequestListSchema,
  helpRequestSchema,
  updateHelpRequestSchema,
} from '../../../shared/contract/help-requests.ts';
import { errorResponses } from '../../../shared/errors.ts';
import type { FeatureOptions } from '../../feature-options.ts';
import {
  actingTeamId,
  requireAdmin,
  requireTeamOrFrontDesk,
  requireTeamSession,
} from '../../plugins/sessions.ts';
import * as service from './help-requests.service.ts';
import { ROUTES } from '../../../shared/routes/index.ts';

/** A person asks for help a few times a day; a stuck button or a script is held back. */
const askRateLimit = {
  rateLimit: {
    max: 10,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      request.auth?.kind === 'team' ? `help:team:${request.auth.teamId}` : `help:ip:${request.ip}`,
  },
};

/** Help from the organisers: teams ask from fixed lists, organisers answer. */
const helpRequestsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  const deps = { db, events: app.domainEvents };

  app.get(
    ROUTES.helpRequests.list.path,
    {
      onRequest: requireTeamOrFrontDesk,
      schema: {
        tags: ['help'],
        summary:
          'A team’s own help requests; every team’s for organisers and volunteers (unresolved first)',
        response: { 200: helpRequestListSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await service.listHelpRequests(db, request.auth!)),
  );

  app.post(
    ROUTES.helpRequests.create.path,
    {
      onRequest: requireTeamSession,
      config: askRateLimit,
      schema: {
        tags: ['help'],
        summary:
          'Ask the organisers for help: what (kind) and where (place), from fixed lists; at most 3 unresolved',
        body: createHelpRequestSchema,
        response: { 201: helpRequestSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await service.createHelpRequest(deps, actingTeamId(request.auth), request.body)),
  );

  app.patch(
    ROUTES.helpRequests.update.path,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['help'],
        summary: 'Acknowledge or resolve a help request',
        params: idParamsSchema,
        body: updateHelpRequestSchema,
        response: { 200: helpRequestSchema, ...errorResponses },
      },
    },
    async (request) => service.updateHelpRequest(deps, request.params.id, request.body),
  );
};

export default helpRequestsRoutes;
