import { route } from './define.ts';

/** Matches, blocked periods and the field queues. */
export const matchesRoutes = {
  list: route('GET', '/api/matches', 'public'),
  import: route('POST', '/api/matches/import', 'organiser'),
  clashes: route('GET', '/api/matches/clashes', 'organiser'),
  notifyClashes: route('POST', '/api/matches/clashes/notify', 'organiser'),
};

export const blockedPeriodsRoutes = {
  list: route('GET', '/api/blocked-periods', 'public'),
  replace: route('PUT', '/api/blocked-periods', 'organiser'),
};

export const queueRoutes = {
  setCurrent: route('PUT', '/api/fields/:field/current', 'frontDesk'),
  list: route('GET', '/api/queue', 'public'),
  checkIn: route('PUT', '/api/queue/check-ins', 'frontDesk'),
};
