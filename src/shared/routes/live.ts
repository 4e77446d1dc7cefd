import { route } from './define.ts';

/** The live stream, alerts, robots, streams, announcements and help requests. */
export const healthRoutes = {
  status: route('GET', '/api/health', 'public'),
};

export const eventsRoutes = {
  /** The live event stream (server-sent events). */
  stream: route('GET', '/api/events', 'public'),
};

export const pushRoutes = {
  publicKey: route('GET', '/api/push/public-key', 'public'),
  subscribe: route('POST', '/api/push/subscriptions', 'signedIn'),
  unsubscribe: route('DELETE', '/api/push/subscriptions', 'signedIn'),
};

export const robotsRoutes = {
  list: route('GET', '/api/robots', 'teamOrOrganiser'),
  create: route('POST', '/api/robots', 'organiser'),
  locate: route('PUT', '/api/robots/:id/location', 'teamOrOrganiser'),
};

export const streamsRoutes = {
  list: route('GET', '/api/streams', 'teamOrOrganiser'),
  create: route('POST', '/api/streams', 'organiser'),
  remove: route('DELETE', '/api/streams/:id', 'organiser'),
};

export const announcementsRoutes = {
  list: route('GET', '/api/announcements', 'public'),
  create: route('POST', '/api/announcements', 'organiser'),
  remove: route('DELETE', '/api/announcements/:id', 'organiser'),
};

export const helpRequestsRoutes = {
  list: route('GET', '/api/help-requests', 'teamOrFrontDesk'),
  create: route('POST', '/api/help-requests', 'team'),
  update: route('PATCH', '/api/help-requests/:id', 'organiser'),
};
