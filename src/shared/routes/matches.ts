import { ref, route } from './define.ts';

/** Matches, blocked periods and the field queues. */
export const matchesRoutes = {
  list: route('GET', '/api/matches', 'public', {
    querystring: ref('matches', 'matchesQuerySchema'),
    response: ref('matches', 'matchListSchema'),
  }),
  import: route('POST', '/api/matches/import', 'organiser', {
    response: ref('matches', 'importedMatchesSchema'),
  }),
  clashes: route('GET', '/api/matches/clashes', 'organiser', {
    response: ref('matches', 'matchClashListSchema'),
  }),
  notifyClashes: route('POST', '/api/matches/clashes/notify', 'organiser', {
    response: ref('matches', 'notifiedClashesSchema'),
  }),
};

export const blockedPeriodsRoutes = {
  list: route('GET', '/api/blocked-periods', 'public', {
    response: ref('matches', 'blockedPeriodListSchema'),
  }),
  replace: route('PUT', '/api/blocked-periods', 'organiser', {
    body: ref('matches', 'replaceBlockedPeriodsSchema'),
    response: ref('matches', 'blockedPeriodListSchema'),
  }),
};

export const queueRoutes = {
  setCurrent: route('PUT', '/api/fields/:field/current', 'frontDesk', {
    params: ref('queue', 'fieldParamsSchema'),
    body: ref('queue', 'setCurrentMatchSchema'),
    response: ref('queue', 'currentMatchSchema'),
  }),
  list: route('GET', '/api/queue', 'public', {
    querystring: ref('queue', 'queueQuerySchema'),
    response: ref('queue', 'fieldQueueListSchema'),
  }),
  checkIn: route('PUT', '/api/queue/check-ins', 'frontDesk', {
    body: ref('queue', 'queueCheckInSchema'),
    response: ref('queue', 'queueCheckInSchema'),
  }),
};
