import type { RouteOptions } from 'fastify';
import type { CallerKind } from '../../shared/routes/define.ts';
import { API_DOCS_PATH, API_PREFIX, API_ROUTES, routeKey } from '../../shared/routes/index.ts';
import {
  requireAdmin,
  requireFrontDesk,
  requireJudging,
  requireSession,
  requireTeamOrFrontDesk,
  requireTeamOrOrganiser,
  requireTeamSession,
  sessionGuards,
} from './sessions.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A test's probe route, which looks at what the plugins give an API request: outside the
     * route table. The app's own routes never set it (route-table.test.ts holds the app's routes
     * and the table to one set).
     */
    probe?: boolean;
  }
}

type Guard = typeof requireSession;

/** The session guard each caller kind of the route table stands for (none for `public`). */
export const CALLER_GUARDS: Record<CallerKind, Guard | null> = {
  public: null,
  signedIn: requireSession,
  team: requireTeamSession,
  organiser: requireAdmin,
  teamOrOrganiser: requireTeamOrOrganiser,
  judging: requireJudging,
  frontDesk: requireFrontDesk,
  teamOrFrontDesk: requireTeamOrFrontDesk,
};

const TABLE = new Map(API_ROUTES.map((route) => [routeKey(route), route]));

/** The session guards among a route's `onRequest` hooks. */
export function guardsOf(route: Pick<RouteOptions, 'onRequest'>): unknown[] {
  return [route.onRequest ?? []].flat().filter((hook) => sessionGuards.has(hook));
}

/** Whether a registered path is one the route table must list (the OpenAPI pages are not). */
export const isTableRoute = (url: string) =>
  url.startsWith(API_PREFIX) && url !== API_DOCS_PATH && !url.startsWith(`${API_DOCS_PATH}/`);

/**
 * Refuses at start-up an API route the shared route table does not list, or whose session guard
 * is not the one its caller kind stands for. Fastify's automatic HEAD for a GET is not checked.
 */
export function routeTableCheck(route: RouteOptions) {
  if (!isTableRoute(route.url) || route.config?.probe) return;
  for (const method of [route.method].flat()) {
    if (method === 'HEAD') continue;
    const entry = TABLE.get(`${method} ${route.url}`);
    if (!entry)
      throw new Error(`${method} ${route.url} is not in the route table (src/shared/routes)`);
    const expected = CALLER_GUARDS[entry.caller];
    const guards = guardsOf(route);
    if (guards.length !== (expected ? 1 : 0) || (expected && guards[0] !== expected)) {
      throw new Error(`${method} ${route.url}: its guard is not the table's '${entry.caller}'`);
    }
  }
}
