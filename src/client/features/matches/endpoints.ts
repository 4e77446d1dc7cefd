import { endpoint } from '../../lib/endpoint.ts';

export const MATCHES_PATH = '/api/matches';
export const CLASHES_PATH = '/api/matches/clashes';
export const BLOCKED_PATH = '/api/blocked-periods';

const matches = () => import('../../../shared/contract/matches.ts');
const blockedPeriodListSchema = () => matches().then((c) => c.blockedPeriodListSchema);

/** The match schedule calls (issue 22), typed by the shared contract (decision 134). */
export const matchesApi = {
  list: endpoint({ method: 'GET', path: MATCHES_PATH, response: () => matches().then((c) => c.matchListSchema) }),
  /** A CSV file, sent as it is. */
  import: endpoint({ method: 'POST', path: `${MATCHES_PATH}/import`, response: () => matches().then((c) => c.importedMatchesSchema) }),
  clashes: endpoint({ method: 'GET', path: CLASHES_PATH, response: () => matches().then((c) => c.matchClashListSchema) }),
  notifyClashes: endpoint({ method: 'POST', path: `${CLASHES_PATH}/notify`, response: () => matches().then((c) => c.notifiedClashesSchema) }),
  blockedPeriods: endpoint({ method: 'GET', path: BLOCKED_PATH, response: blockedPeriodListSchema }),
  saveBlockedPeriods: endpoint({
    method: 'PUT',
    path: BLOCKED_PATH,
    request: () => matches().then((c) => c.replaceBlockedPeriodsSchema),
    response: blockedPeriodListSchema,
  }),
  /** The buffer around matches is a tournament setting. */
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/settings/tournament',
    request: () => import('../../../shared/contract/settings.ts').then((c) => c.updateTournamentSettingsSchema),
    response: () => import('../../../shared/contract/settings.ts').then((c) => c.tournamentSettingsSchema),
  }),
};

/** Other features' lists the match screens show (teams, interviews, robots, streams), read here as they are there. */
export const otherListsApi = {
  teams: endpoint({
    method: 'GET',
    path: '/api/teams',
    response: () => import('../../../shared/contract/teams.ts').then((c) => c.teamListSchema),
  }),
  interviews: endpoint({
    method: 'GET',
    path: '/api/interviews',
    response: () => import('../../../shared/contract/interviews.ts').then((c) => c.interviewListSchema),
  }),
  robots: endpoint({
    method: 'GET',
    path: '/api/robots',
    response: () => import('../../../shared/contract/robots.ts').then((c) => c.robotListSchema),
  }),
  streams: endpoint({
    method: 'GET',
    path: '/api/streams',
    response: () => import('../../../shared/contract/streams.ts').then((c) => c.streamListSchema),
  }),
};
