import type { ApiRoute } from './define.ts';
import { drawings } from './drawings.ts';
import { blockedPeriods, matches, queue } from './matches.ts';
import { manual } from './manual.ts';
import { blocks, messages } from './messaging.ts';
import { announcements, events, health, helpRequests, push, robots, streams } from './live.ts';
import { audit, auth, event, operations, staff } from './people.ts';
import { consent, settings as registrationSettings, teams } from './registration.ts';
import { display, interviews, settings as schedulingSettings, timeslots } from './scheduling.ts';

/**
 * Every route of the API, by feature: the server registers each from here (and refuses at
 * start-up a route that is not here or whose guard differs), the client calls each through here.
 */
export const ROUTES = {
  health,
  events,
  auth,
  staff,
  audit,
  event,
  operations,
  teams,
  consent,
  settings: { ...registrationSettings, ...schedulingSettings },
  display,
  timeslots,
  interviews,
  matches,
  blockedPeriods,
  queue,
  messages,
  blocks,
  manual,
  push,
  robots,
  streams,
  announcements,
  helpRequests,
  drawings,
} as const;

/** The table as a list, one entry per method and path. */
export const API_ROUTES: readonly ApiRoute[] = Object.values(ROUTES).flatMap((group) =>
  Object.values(group),
);

/** `GET /api/teams`: how a route is named in errors and tests. */
export const routeKey = (route: { method: string; path: string }) =>
  `${route.method} ${route.path}`;

/** Where the OpenAPI document and its pages are served (by @fastify/swagger-ui, not the table). */
export const API_DOCS_PATH = '/api/docs';

/** What every API path starts with. */
export const API_PREFIX = '/api/';
