import { endpoint } from '../../lib/endpoint.ts';
import { schema } from '../../lib/contract.ts';
import {
  interviewsRoutes,
  schedulingSettingsRoutes,
  timeslotsRoutes,
} from '../../../shared/routes/scheduling.ts';
import { matchesRoutes } from '../../../shared/routes/matches.ts';
import { teamsRoutes } from '../../../shared/routes/registration.ts';

export const TIMESLOTS_PATH = timeslotsRoutes.list.path;
export const INTERVIEWS_PATH = interviewsRoutes.list.path;
export const SCHEDULING_SETTINGS_PATH = schedulingSettingsRoutes.scheduling.path;
export const TEAMS_PATH = teamsRoutes.list.path;
/** A team's matches, read here as the matches feature reads them (its day). */
export const MATCHES_PATH = matchesRoutes.list.path;

export const interviewSchema = schema('interviews', (c) => c.interviewSchema);
export const schedulingSettingsSchema = schema('scheduling', (c) => c.schedulingSettingsSchema);

/**
 * The scheduling calls every signed-in screen makes (spec 2.5 to 2.7), typed by the shared
 * contract (decision 134); the administrators' are in admin-api.ts and judging-api.ts, out of the
 * teams' first page. Paths with `{id}` are filled in by the caller.
 */
export const schedulingApi = {
  timeslots: endpoint({
    method: 'GET',
    path: TIMESLOTS_PATH,
    response: schema('timeslots', (c) => c.timeslotListSchema),
  }),
  interviews: endpoint({
    method: 'GET',
    path: INTERVIEWS_PATH,
    response: schema('interviews', (c) => c.interviewListSchema),
  }),
  book: endpoint({
    method: 'POST',
    path: INTERVIEWS_PATH,
    request: schema('interviews', (c) => c.createInterviewRequestSchema),
    response: interviewSchema,
  }),
  /** Cancels: the interview stays, as history, with status canceled. */
  cancel: endpoint({
    method: 'DELETE',
    path: interviewsRoutes.cancel.path,
    response: interviewSchema,
  }),
  settings: endpoint({
    method: 'GET',
    path: SCHEDULING_SETTINGS_PATH,
    response: schedulingSettingsSchema,
  }),
  teams: endpoint({
    method: 'GET',
    path: TEAMS_PATH,
    response: schema('teams', (c) => c.teamListSchema),
  }),
  matches: endpoint({
    method: 'GET',
    path: MATCHES_PATH,
    response: schema('matches', (c) => c.matchListSchema),
  }),
};

/**
 * The query keys this feature owns: each starts with its route's path, by which live events make
 * it stale (shared/routes/stale-after.ts).
 */
export const schedulingQueryKeys = {
  timeslots: [TIMESLOTS_PATH],
  interviews: [INTERVIEWS_PATH],
  settings: [SCHEDULING_SETTINGS_PATH],
} as const;
