import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contract/common.ts';
import {
  createRobotRequestSchema,
  robotListSchema,
  robotLocationRequestSchema,
  robotSchema,
  robotsQuerySchema,
} from '../../../shared/contract/robots.ts';
import { errorResponses } from '../../../shared/errors.ts';
import type { FeatureOptions } from '../../feature-options.ts';
import { replyWithJson } from '../../lib/http-cache.ts';
import { requireAdmin, requireTeamOrOrganiser } from '../../plugins/sessions.ts';
import { createRobotsReadModel } from './robots.read-model.ts';
import { createRobot, moveRobot, robotListBody } from './robots.service.ts';
import { ROUTES } from '../../../shared/routes/index.ts';
import { makesStale } from '../../../shared/routes/stale-after.ts';

/**
 * How long the robots read model may go without a reload even when no notification came (a
 * listener connection lost and re-made, say). Every write publishes an event, so this is a
 * safety net, not how changes normally spread.
 */
const READ_MODEL_MAX_AGE_MS = 30_000;

/** The tracking feature's routes: robots and their places on the venue map. */
const trackingRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  const readModel = createRobotsReadModel(db, READ_MODEL_MAX_AGE_MS);
  const unsubscribe = app.realtime.subscribe(({ event }) => {
    if (makesStale(event.type, ROUTES.robots.list.path)) readModel.invalidate();
  });
  app.addHook('onClose', async () => unsubscribe());

  const deps = { db, events: app.domainEvents };

  app.get(
    ROUTES.robots.list.path,
    {
      onRequest: requireTeamOrOrganiser,
      schema: {
        tags: ['robots'],
        querystring: robotsQuerySchema,
        response: { 200: robotListSchema, 304: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const snapshot = await readModel.get();
      // An administrator's list shows the robots of teams that keep their location private.
      const storage = request.auth!.kind === 'admin' ? 'personal' : 'shared';
      return replyWithJson(request, reply, robotListBody(snapshot, request.auth!, request.query), {
        storage,
      });
    },
  );

  app.post(
    ROUTES.robots.create.path,
    {
      onRequest: requireAdmin,
      config: { auditedByService: true },
      schema: {
        tags: ['robots'],
        body: createRobotRequestSchema,
        response: { 201: robotSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const robot = await createRobot(deps, request.auth!, request.body);
      return reply.code(201).send(robot);
    },
  );

  app.put(
    ROUTES.robots.locate.path,
    {
      onRequest: requireTeamOrOrganiser,
      schema: {
        tags: ['robots'],
        params: idParamsSchema,
        body: robotLocationRequestSchema,
        response: { 200: robotSchema, ...errorResponses },
      },
      config: {
        auditedByService: true,
        // A scan takes 10 s: this leaves room for many phones of one team, not for a flood.
        rateLimit: {
          max: 60,
          timeWindow: '1 minute',
          keyGenerator: (request) =>
            `robot-location:${request.auth?.kind === 'team' ? `team${request.auth.teamId}` : request.auth?.kind === 'admin' ? `admin${request.auth.adminId}` : request.ip}`,
        },
      },
    },
    async (request) => {
      const robot = await moveRobot(deps, request.auth!, request.params.id, request.body);
      return robot;
    },
  );
};

export default trackingRoutes;
