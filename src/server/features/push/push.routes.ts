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

/** Web Push subscriptions (issue 18); the push plugin holds the keys, the table and the sender. */
const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/push/public-key', {
    schema: { tags: ['push'], response: { 200: pushPublicKeySchema, ...errorResponses } },
  }, async () => ({ publicKey: app.push.publicKey }));

  app.post('/api/push/subscriptions', {
    onRequest: requireSession,
    schema: {
      tags: ['push'],
      body: pushSubscriptionRequestSchema,
      response: { 200: pushSubscriptionSavedSchema, 201: pushSubscriptionSavedSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    const { created } = await app.push.subscribe(request.auth!, request.body);
    return reply.code(created ? 201 : 200).send({ endpoint: request.body.endpoint });
  });

  app.delete('/api/push/subscriptions', {
    onRequest: requireSession,
    schema: { tags: ['push'], body: pushUnsubscribeRequestSchema, response: { 204: z.null(), ...errorResponses } },
  }, async (request, reply) => {
    await app.push.unsubscribe(request.auth!, request.body.endpoint);
    return reply.code(204).send(null);
  });
};

export default pushRoutes;
