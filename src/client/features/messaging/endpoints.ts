import { endpoint, type NoContentEndpoint } from '../../lib/endpoint.ts';
import { schema } from '../../lib/contract.ts';
import { blocksRoutes, messagesRoutes } from '../../../shared/routes/messaging.ts';
import { teamsRoutes } from '../../../shared/routes/registration.ts';

export const MESSAGES_PATH = messagesRoutes.conversation.path;
export const UNREAD_PATH = messagesRoutes.unread.path;
export const MESSAGE_LOG_PATH = messagesRoutes.log.path;
export const BLOCKS_PATH = blocksRoutes.list.path;
export const CANNED_PATH = messagesRoutes.canned.path;
export const TEAMS_PATH = teamsRoutes.list.path;

/** The messaging calls (spec 2.9), typed by the shared contract (decision 134). */
export const messagingApi = {
  canned: endpoint({
    method: 'GET',
    path: CANNED_PATH,
    response: schema('messages', (c) => c.cannedMessageSchema.array()),
  }),
  teams: endpoint({
    method: 'GET',
    path: TEAMS_PATH,
    response: schema('teams', (c) => c.teamListSchema),
  }),
  conversation: endpoint({
    method: 'GET',
    path: MESSAGES_PATH,
    response: schema('messages', (c) => c.messageListSchema),
  }),
  unread: endpoint({
    method: 'GET',
    path: UNREAD_PATH,
    response: schema('messages', (c) => c.unreadCountListSchema),
  }),
  blocks: endpoint({
    method: 'GET',
    path: BLOCKS_PATH,
    response: schema('messages', (c) => c.blockSchema.array()),
  }),
  log: endpoint({
    method: 'GET',
    path: MESSAGE_LOG_PATH,
    response: schema('messages', (c) => c.messageLogEntrySchema.array()),
  }),
  markRead: endpoint({
    method: 'PUT',
    path: messagesRoutes.markRead.path,
    request: schema('messages', (c) => c.markReadRequestSchema),
    response: schema('messages', (c) => c.markReadResponseSchema),
  }),
  block: endpoint({
    method: 'POST',
    path: BLOCKS_PATH,
    request: schema('messages', (c) => c.createBlockRequestSchema),
    response: schema('messages', (c) => c.blockSchema),
  }),
  unblock: {
    method: 'DELETE',
    path: blocksRoutes.remove.path,
  } satisfies NoContentEndpoint<undefined>,
};
