import type { ApiRoute } from './define.ts';
import { drawingsRoutes } from './drawings.ts';
import { blockedPeriodsRoutes, matchesRoutes, queueRoutes } from './matches.ts';
import { manualRoutes } from './manual.ts';
import { blocksRoutes, messagesRoutes } from './messaging.ts';
import {
  announcementsRoutes,
  eventsRoutes,
  healthRoutes,
  helpRequestsRoutes,
  pushRoutes,
  robotsRoutes,
  streamsRoutes,
} from './live.ts';
import { auditRoutes, authRoutes, eventRoutes, operationsRoutes, staffRoutes } from './people.ts';
import { consentRoutes, settingsRoutes, teamsRoutes } from './registration.ts';
import {
  displayRoutes,
  interviewsRoutes,
  schedulingSettingsRoutes,
  timeslotsRoutes,
} from './scheduling.ts';

/**
 * Every route of the API, by feature: the server registers each from here (and refuses at
 * start-up a route that is not here or whose guard differs). The client imports the groups it
 * calls from their own files (`streamsRoutes` from ./live.ts), so a page carries only those.
 */
export const ROUTES = {
  health: healthRoutes,
  events: eventsRoutes,
  auth: authRoutes,
  staff: staffRoutes,
  audit: auditRoutes,
  event: eventRoutes,
  operations: operationsRoutes,
  teams: teamsRoutes,
  consent: consentRoutes,
  settings: { ...settingsRoutes, ...schedulingSettingsRoutes },
  display: displayRoutes,
  timeslots: timeslotsRoutes,
  interviews: interviewsRoutes,
  matches: matchesRoutes,
  blockedPeriods: blockedPeriodsRoutes,
  queue: queueRoutes,
  messages: messagesRoutes,
  blocks: blocksRoutes,
  manual: manualRoutes,
  push: pushRoutes,
  robots: robotsRoutes,
  streams: streamsRoutes,
  announcements: announcementsRoutes,
  helpRequests: helpRequestsRoutes,
  drawings: drawingsRoutes,
} as const;

type Group = (typeof ROUTES)[keyof typeof ROUTES];
type AnyRoute = Group extends infer G ? (G extends unknown ? G[keyof G] : never) : never;
type KeyOf<R> = R extends { method: infer M extends string; path: infer P extends string }
  ? `${M} ${P}`
  : never;
/** `GET /api/teams`: a route of the table by its method and path. */
export type RouteKey = KeyOf<AnyRoute>;

/** The table as a list, one entry per method and path. */
export const API_ROUTES: readonly ApiRoute[] = Object.values(ROUTES).flatMap((group) =>
  Object.values(group),
);

/** `GET /api/teams`: how a route is named in errors and tests. */
export const routeKey = (route: { method: string; path: string }) =>
  `${route.method} ${route.path}`;

/** Where the OpenAPI document and its pages are served (by @fastify/swagger-ui, not the table). */
export const API_DOCS_PATH = '/api/docs';

/** Where the API lives, and what every API path starts with. */
export const API_ROOT = '/api';
export const API_PREFIX = `${API_ROOT}/`;
