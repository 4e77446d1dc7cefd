import { ref, type RouteSchemas } from './define.ts';
import type { RouteKey } from './index.ts';

/** The schemas of the messaging, manual, live, alert and board routes (see schemas.ts). */
export const LIVE_SCHEMAS: Partial<Record<RouteKey, RouteSchemas>> = {
  'GET /api/drawings': {
    querystring: ref('drawings', 'listDrawingsQuerySchema'),
    response: ref('drawings', 'drawingListSchema'),
  },
  'GET /api/drawings/:id': {
    params: ref('common', 'idParamsSchema'),
    response: ref('drawings', 'drawingSchema'),
  },
  'POST /api/drawings': {
    body: ref('drawings', 'createDrawingRequestSchema'),
    response: ref('drawings', 'drawingSchema'),
  },
  'PUT /api/drawings/:id': {
    params: ref('common', 'idParamsSchema'),
    body: ref('drawings', 'updateDrawingRequestSchema'),
    response: ref('drawings', 'drawingSchema'),
  },
  'DELETE /api/drawings/:id': { params: ref('common', 'idParamsSchema') },
  'GET /api/drawings/shared': { response: ref('drawings', 'sharedDrawingListSchema') },
  'GET /api/drawings/:id/doc': {
    params: ref('common', 'idParamsSchema'),
    querystring: ref('drawings', 'drawingDocQuerySchema'),
    response: ref('drawings', 'drawingDocSchema'),
  },
  'POST /api/drawings/:id/updates': {
    params: ref('common', 'idParamsSchema'),
    body: ref('drawings', 'drawingUpdateRequestSchema'),
    response: ref('drawings', 'drawingUpdateResponseSchema'),
  },
  'POST /api/drawings/:id/presence': {
    params: ref('common', 'idParamsSchema'),
    body: ref('drawings', 'drawingPresenceRequestSchema'),
    response: ref('drawings', 'drawingPresenceSchema'),
  },
  'GET /api/drawings/:id/shares': {
    params: ref('common', 'idParamsSchema'),
    response: ref('drawings', 'drawingShareListSchema'),
  },
  'POST /api/drawings/:id/shares': {
    params: ref('common', 'idParamsSchema'),
    body: ref('drawings', 'drawingShareRequestSchema'),
    response: ref('drawings', 'drawingShareListSchema'),
  },
  'DELETE /api/drawings/:id/shares/:teamId': { params: ref('drawings', 'shareParamsSchema') },
  'GET /api/health': { response: ref('health', 'healthResponseSchema') },
  'GET /api/push/public-key': { response: ref('push', 'pushPublicKeySchema') },
  'POST /api/push/subscriptions': {
    body: ref('push', 'pushSubscriptionRequestSchema'),
    response: ref('push', 'pushSubscriptionSavedSchema'),
  },
  'DELETE /api/push/subscriptions': { body: ref('push', 'pushUnsubscribeRequestSchema') },
  'GET /api/robots': {
    querystring: ref('robots', 'robotsQuerySchema'),
    response: ref('robots', 'robotListSchema'),
  },
  'POST /api/robots': {
    body: ref('robots', 'createRobotRequestSchema'),
    response: ref('robots', 'robotSchema'),
  },
  'PUT /api/robots/:id/location': {
    params: ref('common', 'idParamsSchema'),
    body: ref('robots', 'robotLocationRequestSchema'),
    response: ref('robots', 'robotSchema'),
  },
  'GET /api/streams': { response: ref('streams', 'streamListSchema') },
  'POST /api/streams': {
    body: ref('streams', 'createStreamRequestSchema'),
    response: ref('streams', 'streamSchema'),
  },
  'DELETE /api/streams/:id': { params: ref('common', 'idParamsSchema') },
  'GET /api/announcements': { response: ref('announcements', 'announcementListSchema') },
  'POST /api/announcements': {
    body: ref('announcements', 'createAnnouncementSchema'),
    response: ref('announcements', 'announcementSchema'),
  },
  'DELETE /api/announcements/:id': { params: ref('common', 'idParamsSchema') },
  'GET /api/help-requests': { response: ref('helpRequests', 'helpRequestListSchema') },
  'POST /api/help-requests': {
    body: ref('helpRequests', 'createHelpRequestSchema'),
    response: ref('helpRequests', 'helpRequestSchema'),
  },
  'PATCH /api/help-requests/:id': {
    params: ref('common', 'idParamsSchema'),
    body: ref('helpRequests', 'updateHelpRequestSchema'),
    response: ref('helpRequests', 'helpRequestSchema'),
  },
  'POST /api/manual/ask': {
    body: ref('manual', 'askRequestSchema'),
    response: ref('manual', 'manualAnswerSchema'),
  },
  'POST /api/manual/ask-perplexity': {
    body: ref('manual', 'askPerplexityRequestSchema'),
    response: ref('manual', 'perplexityAnswerSchema'),
  },
  'GET /api/manual/status': { response: ref('manual', 'manualStatusSchema') },
  'GET /api/manual/rules/:ruleId': {
    params: ref('manual', 'ruleParamsSchema'),
    response: ref('manual', 'manualRuleSchema'),
  },
  'GET /api/manual/documents': { response: ref('manual', 'manualDocumentListSchema') },
  'POST /api/manual/documents': { response: ref('manual', 'manualDocumentSchema') },
  'DELETE /api/manual/documents/:id': { params: ref('common', 'idParamsSchema') },
  'GET /api/messages': {
    querystring: ref('messages', 'conversationQuerySchema'),
    response: ref('messages', 'messageListSchema'),
  },
  'POST /api/messages': {
    body: ref('messages', 'sendMessageRequestSchema'),
    response: ref('messages', 'messageSchema'),
  },
  'PUT /api/messages/read': {
    body: ref('messages', 'markReadRequestSchema'),
    response: ref('messages', 'markReadResponseSchema'),
  },
  'GET /api/messages/unread': { response: ref('messages', 'unreadCountListSchema') },
  'GET /api/messages/log': { querystring: ref('messages', 'messageLogQuerySchema') },
  'POST /api/blocks': {
    body: ref('messages', 'createBlockRequestSchema'),
    response: ref('messages', 'blockSchema'),
  },
  'DELETE /api/blocks/:teamId': { params: ref('messages', 'blockParamsSchema') },
};
