import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CANNED_MESSAGES } from '../../../shared/canned-messages.ts';
import {
  blockParamsSchema,
  blockSchema,
  cannedMessageSchema,
  conversationQuerySchema,
  createBlockRequestSchema,
  markReadRequestSchema,
  markReadResponseSchema,
  MESSAGE_RATE_LIMIT,
  messageLogEntrySchema,
  messageLogQuerySchema,
  messageListSchema,
  messageSchema,
  sendMessageRequestSchema,
  unreadCountListSchema,
} from '../../../shared/contract/messages.ts';
import { errorResponses } from '../../../shared/errors.ts';
import type { FeatureOptions } from '../../feature-options.ts';
import { replyWithJson } from '../../lib/http-cache.ts';
import {
  requireAdmin,
  requireTeamSession,
  requireTeamOrOrganiser,
} from '../../plugins/sessions.ts';
import { blocksService } from './blocks.service.ts';
import { ConversationCache } from './conversation-cache.ts';
import { messagingService } from './messaging.service.ts';
import { UnreadCountsCache } from './unread-counts-cache.ts';
import { ROUTES } from '../../../shared/routes/index.ts';

/** Team messaging: canned messages only, live over the event stream, with blocks and a log. */
const messagingRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  const cache = new ConversationCache();
  const unreadCounts = new UnreadCountsCache();
  const unsubscribe = app.realtime.subscribe(({ event }) => {
    if (event.type === 'messages.created' || event.type === 'messages.read') {
      cache.invalidate(event.senderTeamId, event.receiverTeamId);
      unreadCounts.invalidate(event.receiverTeamId);
    } else if (event.type === 'blocks.changed') {
      // Unread counts leave out teams in a block (messages.repo.ts countUnread).
      for (const teamId of event.teamIds) unreadCounts.invalidate(teamId);
    } else if (event.type === 'teams.changed') {
      cache.clear();
      unreadCounts.clear();
    }
  });
  app.addHook('onClose', async () => unsubscribe());

  const messaging = messagingService({ db, events: app.domainEvents, cache, unreadCounts });
  const blocks = blocksService({ db, events: app.domainEvents });

  app.get(
    ROUTES.messages.canned.path,
    {
      schema: { tags: ['messages'], response: { 200: z.array(cannedMessageSchema) } },
    },
    async () => [...CANNED_MESSAGES],
  );

  app.get(
    ROUTES.messages.conversation.path,
    {
      onRequest: requireTeamOrOrganiser,
      schema: {
        tags: ['messages'],
        querystring: conversationQuerySchema,
        response: { 200: messageListSchema, 304: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await messaging.conversation(request.auth, request.query);
      if ('json' in page) return replyWithJson(request, reply, page, { storage: 'personal' });
      // An older page (`before`) is read straight from the database and carries no tag (no-store).
      return page.messages;
    },
  );

  app.post(
    ROUTES.messages.send.path,
    {
      onRequest: requireTeamSession,
      schema: {
        tags: ['messages'],
        body: sendMessageRequestSchema,
        response: { 201: messageSchema, ...errorResponses },
      },
      config: {
        rateLimit: {
          max: MESSAGE_RATE_LIMIT.max,
          timeWindow: MESSAGE_RATE_LIMIT.timeWindowMs,
          keyGenerator: (request) =>
            `messages:${request.auth?.kind === 'team' ? request.auth.teamId : request.ip}`,
        },
      },
    },
    async (request, reply) => {
      return reply.code(201).send(await messaging.send(request.auth, request.body));
    },
  );

  app.put(
    ROUTES.messages.markRead.path,
    {
      onRequest: requireTeamSession,
      schema: {
        tags: ['messages'],
        body: markReadRequestSchema,
        response: { 200: markReadResponseSchema, ...errorResponses },
      },
    },
    async (request) => messaging.markRead(request.auth, request.body),
  );

  app.get(
    ROUTES.messages.unread.path,
    {
      onRequest: requireTeamSession,
      schema: {
        tags: ['messages'],
        response: { 200: unreadCountListSchema, 304: z.null(), ...errorResponses },
      },
    },
    async (request, reply) =>
      replyWithJson(request, reply, await messaging.unread(request.auth), { storage: 'personal' }),
  );

  app.get(
    ROUTES.messages.log.path,
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['messages'],
        querystring: messageLogQuerySchema,
        response: { 200: z.array(messageLogEntrySchema), ...errorResponses },
      },
    },
    async (request) => messaging.log(request.query.limit, request.query.before),
  );

  app.get(
    ROUTES.blocks.list.path,
    {
      onRequest: requireTeamOrOrganiser,
      schema: { tags: ['messages'], response: { 200: z.array(blockSchema), ...errorResponses } },
    },
    async (request) => blocks.list(request.auth),
  );

  app.post(
    ROUTES.blocks.create.path,
    {
      onRequest: requireTeamSession,
      schema: {
        tags: ['messages'],
        body: createBlockRequestSchema,
        response: { 201: blockSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await blocks.block(request.auth, request.body.teamId)),
  );

  app.delete(
    ROUTES.blocks.remove.path,
    {
      onRequest: requireTeamSession,
      schema: {
        tags: ['messages'],
        params: blockParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await blocks.unblock(request.auth, request.params.teamId);
      return reply.code(204).send(null);
    },
  );
};

export default messagingRoutes;
