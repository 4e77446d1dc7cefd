import { endpoint } from '../../lib/endpoint.ts';
import { schema } from '../../lib/contract.ts';

export const MATCHES_PATH = '/api/matches';
export const CLASHES_PATH = '/api/matches/clashes';
export const BLOCKED_PATH = '/api/blocked-periods';

const blockedPeriodListSchema = schema('matches', (c) => c.blockedPeriodListSchema);

/** The match schedule calls, typed by the shared contract (decision 134). */
export const matchesApi = {
  list: endpoint({
    method: 'GET',
    path: MATCHES_PATH,
    response: schema('matches', (c) => c.matchListSchema),
  }),
  /** A CSV file, sent as it is. */
  import: endpoint({
    method: 'POST',
    path: `${MATCHES_PATH}/import`,
    response: schema('matches', (c) => c.importedMatchesSchema),
  }),
  clashes: endpoint({
    method: 'GET',
    path: CLASHES_PATH,
    response: schema('matches', (c) => c.matchClashListSchema),
  }),
  notifyClashes: endpoint({
    method: 'POST',
    path: `${CLASHES_PATH}/notify`,
    response: schema('matches', (c) => c.notifiedClashesSchema),
  }),
  blockedPeriods: endpoint({
    method: 'GET',
    path: BLOCKED_PATH,
    response: blockedPeriodListSchema,
  }),
  saveBlockedPeriods: endpoint({
    method: 'PUT',
    path: BLOCKED_PATH,
    request: schema('matches', (c) => c.replaceBlockedPeriodsSchema),
    response: blockedPeriodListSchema,
  }),
  /** The buffer around matches is a tournament setting. */
  saveSettings: endpoint({
    method: 'PUT',
    path: '/api/settings/tournament',
    request: schema('settings', (c) => c.updateTournamentSettingsSchema),
    response: schema('settings', (c) => c.tournamentSettingsSchema),
  }),
};

/** Other features' lists the match screens show (teams, interviews, robots, streams), read here as they are there. */
export const otherListsApi = {
  teams: endpoint({
    method: 'GET',
    path: '/api/teams',
    response: schema('teams', (c) => c.teamListSchema),
  }),
  interviews: endpoint({
    method: 'GET',
    path: '/api/interviews',
    response: schema('interviews', (c) => c.interviewListSchema),
  }),
  robots: endpoint({
    method: 'GET',
    path: '/api/robots',
    response: schema('robots', (c) => c.robotListSchema),
  }),
  streams: endpoint({
    method: 'GET',
    path: '/api/streams',
    response: schema('streams', (c) => c.streamListSchema),
  }),
};
