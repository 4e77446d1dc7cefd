import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pushPublicKeySchema,
  pushSubscriptionRequestSchema,
  pushSubscriptionSavedSchema,
  pushUnsubscribeRequestSchema,
} from '../../../shared/contract/push.ts';
import { errorResponses } from '../../../shared/errors.ts';
import { requireSession } from '../../plugins/sessions.ts';
import { ROUTES } from '../../../shared/routes/index.ts';

/**
 * A browser turns alerts on once, and again when its subscription changes: a few a minute per
 * session is plenty, and a script cannot churn the table (decision 230).
 */
const subscribeRateLimit = {
  rateLimit: {
    max: 20,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      !request.auth
        ? `push-subscribe:ip:${request.ip}`
        : request.auth.kind === 'team'
          ? `push-subscribe:team:${request.auth.teamId}`
          : `push-subscribe:admin:${request.auth.adminId}`,
  },
};

/** Web Push subscriptions; the push plugin holds the keys, the table and the sender. */
const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ROUTES.push.publicKey.path,
    {
      schema: { tags: ['push'], response: { 200: pushPublicKeySchema, ...errorResponses } },
    },
    async () => ({ publicKey: app.push.publicKey }),
  );

  app.post(
    ROUTES.push.subscribe.path,
    {
      onRequest: requireSession,
      config: subscribeRateLimit,
      schema: {
        tags: ['push'],
        body: pushSubscriptionRequestSchema,
        response: {
          200: pushSubscriptionSavedSchema,
          201: pushSubscriptionSavedSchema,
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { created } = await app.push.subscribe(request.auth!, request.body);
      return reply.code(created ? 201 : 200).send({ endpoint: request.body.endpoint });
    },
  );

  app.delete(
    ROUTES.push.unsubscribe.path,
    {
      onRequest: requireSession,
      schema: {
        tags: ['push'],
        body: pushUnsubscribeRequestSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.push.unsubscribe(request.auth!, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};

export default pushRoutes;
