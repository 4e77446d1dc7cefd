import { ref, route } from './define.ts';

/** Canned messages, conversations and blocks. */
export const messagesRoutes = {
  canned: route('GET', '/api/canned-messages', 'public'),
  conversation: route('GET', '/api/messages', 'teamOrOrganiser', {
    querystring: ref('messages', 'conversationQuerySchema'),
    response: ref('messages', 'messageListSchema'),
  }),
  send: route('POST', '/api/messages', 'team', {
    body: ref('messages', 'sendMessageRequestSchema'),
    response: ref('messages', 'messageSchema'),
  }),
  markRead: route('PUT', '/api/messages/read', 'team', {
    body: ref('messages', 'markReadRequestSchema'),
    response: ref('messages', 'markReadResponseSchema'),
  }),
  unread: route('GET', '/api/messages/unread', 'team', {
    response: ref('messages', 'unreadCountListSchema'),
  }),
  log: route('GET', '/api/messages/log', 'organiser', {
    querystring: ref('messages', 'messageLogQuerySchema'),
  }),
};

export const blocksRoutes = {
  list: route('GET', '/api/blocks', 'teamOrOrganiser'),
  create: route('POST', '/api/blocks', 'team', {
    body: ref('messages', 'createBlockRequestSchema'),
    response: ref('messages', 'blockSchema'),
  }),
  remove: route('DELETE', '/api/blocks/:teamId', 'team', {
    params: ref('messages', 'blockParamsSchema'),
  }),
};
