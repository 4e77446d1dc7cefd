import { ref, route } from './define.ts';

/** The live stream, alerts, robots, streams, announcements and help requests. */
export const healthRoutes = {
  status: route('GET', '/api/health', 'public', {
    response: ref('health', 'healthResponseSchema'),
  }),
};

export const eventsRoutes = {
  /** The live event stream (server-sent events). */
  stream: route('GET', '/api/events', 'public'),
};

export const pushRoutes = {
  publicKey: route('GET', '/api/push/public-key', 'public', {
    response: ref('push', 'pushPublicKeySchema'),
  }),
  subscribe: route('POST', '/api/push/subscriptions', 'signedIn', {
    body: ref('push', 'pushSubscriptionRequestSchema'),
    response: ref('push', 'pushSubscriptionSavedSchema'),
  }),
  unsubscribe: route('DELETE', '/api/push/subscriptions', 'signedIn', {
    body: ref('push', 'pushUnsubscribeRequestSchema'),
  }),
};

export const robotsRoutes = {
  list: route('GET', '/api/robots', 'teamOrOrganiser', {
    querystring: ref('robots', 'robotsQuerySchema'),
    response: ref('robots', 'robotListSchema'),
  }),
  create: route('POST', '/api/robots', 'organiser', {
    body: ref('robots', 'createRobotRequestSchema'),
    response: ref('robots', 'robotSchema'),
  }),
  locate: route('PUT', '/api/robots/:id/location', 'teamOrOrganiser', {
    params: ref('common', 'idParamsSchema'),
    body: ref('robots', 'robotLocationRequestSchema'),
    response: ref('robots', 'robotSchema'),
  }),
};

export const streamsRoutes = {
  list: route('GET', '/api/streams', 'teamOrOrganiser', {
    response: ref('streams', 'streamListSchema'),
  }),
  create: route('POST', '/api/streams', 'organiser', {
    body: ref('streams', 'createStreamRequestSchema'),
    response: ref('streams', 'streamSchema'),
  }),
  remove: route('DELETE', '/api/streams/:id', 'organiser', {
    params: ref('common', 'idParamsSchema'),
  }),
};

export const announcementsRoutes = {
  list: route('GET', '/api/announcements', 'public', {
    response: ref('announcements', 'announcementListSchema'),
  }),
  create: route('POST', '/api/announcements', 'organiser', {
    body: ref('announcements', 'createAnnouncementSchema'),
    response: ref('announcements', 'announcementSchema'),
  }),
  remove: route('DELETE', '/api/announcements/:id', 'organiser', {
    params: ref('common', 'idParamsSchema'),
  }),
};

export const helpRequestsRoutes = {
  list: route('GET', '/api/help-requests', 'teamOrFrontDesk', {
    response: ref('helpRequests', 'helpRequestListSchema'),
  }),
  create: route('POST', '/api/help-requests', 'team', {
    body: ref('helpRequests', 'createHelpRequestSchema'),
    response: ref('helpRequests', 'helpRequestSchema'),
  }),
  update: route('PATCH', '/api/help-requests/:id', 'organiser', {
    params: ref('common', 'idParamsSchema'),
    body: ref('helpRequests', 'updateHelpRequestSchema'),
    response: ref('helpRequests', 'helpRequestSchema'),
  }),
};
