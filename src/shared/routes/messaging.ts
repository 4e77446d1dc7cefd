import { route } from './define.ts';

/** Canned messages, conversations and blocks. */
export const messagesRoutes = {
  canned: route('GET', '/api/canned-messages', 'public'),
  conversation: route('GET', '/api/messages', 'teamOrOrganiser'),
  send: route('POST', '/api/messages', 'team'),
  markRead: route('PUT', '/api/messages/read', 'team'),
  unread: route('GET', '/api/messages/unread', 'team'),
  log: route('GET', '/api/messages/log', 'organiser'),
};

export const blocksRoutes = {
  list: route('GET', '/api/blocks', 'teamOrOrganiser'),
  create: route('POST', '/api/blocks', 'team'),
  remove: route('DELETE', '/api/blocks/:teamId', 'team'),
};
