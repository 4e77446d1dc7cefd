import { endpoint } from '../../lib/endpoint.ts';
import { schema } from '../../lib/contract.ts';
import { blockedPeriodsRoutes, matchesRoutes } from '../../../shared/routes/matches.ts';
import { settingsRoutes, teamsRoutes } from '../../../shared/routes/registration.ts';
import { interviewsRoutes } from '../../../shared/routes/scheduling.ts';
import { robotsRoutes, streamsRoutes } from '../../../shared/routes/live.ts';

export const MATCHES_PATH = matchesRoutes.list.path;
export const CLASHES_PATH = matchesRoutes.clashes.path;
export const BLOCKED_PATH = blockedPeriodsRoutes.list.path;

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
    path: matchesRoutes.import.path,
    response: schema('matches', (c) => c.importedMatchesSchema),
  }),
  clashes: endpoint({
    method: 'GET',
    path: CLASHES_PATH,
    response: schema('matches', (c) => c.matchClashListSchema),
  }),
  notifyClashes: endpoint({
    method: 'POST',
    path: matchesRoutes.notifyClashes.path,
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
    path: settingsRoutes.updateTournament.path,
    request: schema('settings', (c) => c.updateTournamentSettingsSchema),
    response: schema('settings', (c) => c.tournamentSettingsSchema),
  }),
};

/** Other features' lists the match screens show (teams, interviews, robots, streams), read here as they are there. */
export const otherListsApi = {
  teams: endpoint({
    method: 'GET',
    path: teamsRoutes.list.path,
    response: schema('teams', (c) => c.teamListSchema),
  }),
  interviews: endpoint({
    method: 'GET',
    path: interviewsRoutes.list.path,
    response: schema('interviews', (c) => c.interviewListSchema),
  }),
  robots: endpoint({
    method: 'GET',
    path: robotsRoutes.list.path,
    response: schema('robots', (c) => c.robotListSchema),
  }),
  streams: endpoint({
    method: 'GET',
    path: streamsRoutes.list.path,
    response: schema('streams', (c) => c.streamListSchema),
  }),
};

/**
 * The query keys this feature owns: each starts with its route's path, by which live events make
 * it stale (shared/routes/stale-after.ts).
 */
export const matchesQueryKeys = {
  matches: [MATCHES_PATH],
  clashes: [CLASHES_PATH],
  blockedPeriods: [BLOCKED_PATH],
} as const;
