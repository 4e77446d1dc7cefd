import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as announcements from '../../shared/contract/announcements.ts';
import * as audit from '../../shared/contract/audit.ts';
import * as auth from '../../shared/contract/auth.ts';
import * as common from '../../shared/contract/common.ts';
import * as consent from '../../shared/contract/consent.ts';
import * as display from '../../shared/contract/display.ts';
import * as drawings from '../../shared/contract/drawings.ts';
import * as event from '../../shared/contract/event.ts';
import * as health from '../../shared/contract/health.ts';
import * as helpRequests from '../../shared/contract/help-requests.ts';
import * as interviews from '../../shared/contract/interviews.ts';
import * as manual from '../../shared/contract/manual.ts';
import * as matches from '../../shared/contract/matches.ts';
import * as messages from '../../shared/contract/messages.ts';
import * as push from '../../shared/contract/push.ts';
import * as queue from '../../shared/contract/queue.ts';
import * as robots from '../../shared/contract/robots.ts';
import * as scheduling from '../../shared/contract/scheduling.ts';
import * as settings from '../../shared/contract/settings.ts';
import * as staff from '../../shared/contract/staff.ts';
import * as streams from '../../shared/contract/streams.ts';
import * as teams from '../../shared/contract/teams.ts';
import * as timeslots from '../../shared/contract/timeslots.ts';
import type { ContractModules } from '../../shared/routes/contract-modules.ts';
import type { SchemaRef } from '../../shared/routes/define.ts';
import { API_ROUTES, routeKey, type RouteKey } from '../../shared/routes/index.ts';
import { ROUTE_SCHEMAS } from '../../shared/routes/schemas.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { CALLER_GUARDS, guardsOf, isTableRoute, routeTableCheck } from './route-guards.ts';
import { requireAdmin } from './sessions.ts';

/** The server's routes against the shared route table (src/shared/routes). */

const CONTRACT: ContractModules = {
  ...{ announcements, audit, auth, common, consent, display, drawings, event, health },
  ...{ helpRequests, interviews, manual, matches, messages, push, queue, robots, scheduling },
  ...{ settings, staff, streams, teams, timeslots },
};
const schemaOf = (ref: SchemaRef): unknown =>
  (CONTRACT[ref.module] as Record<string, unknown>)[ref.name];

/** Each registered API route once per method, Fastify's automatic HEAD for a GET left out. */
let byKey = new Map<string, RouteOptions>();
let app: Awaited<ReturnType<typeof buildApp>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;

// Built in a hook, not at the file's top level: an app that refuses to start (a route missing
// from the table, a wrong guard) then fails the suite, which a mutation run counts.
beforeAll(async () => {
  const registered: RouteOptions[] = [];
  database = await createTestDatabase();
  app = await buildApp({
    config: { ...loadConfig({ NODE_ENV: 'test' }), demoData: false },
    database,
    logger: false,
    onRoute: (route) => void registered.push(route),
  });
  await app.ready();
  const apiRoutes = registered
    .filter((route) => isTableRoute(route.url))
    .flatMap((route) => [route.method].flat().map((method) => ({ method, route })))
    .filter(({ method }) => method !== 'HEAD');
  byKey = new Map(apiRoutes.map((r) => [`${r.method} ${r.route.url}`, r.route]));
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('the route table', () => {
  it('lists exactly the routes the server registers', () => {
    const table = API_ROUTES.map(routeKey);
    expect(new Set(table).size, 'a route appears twice in the table').toBe(table.length);
    expect([...byKey.keys()].sort()).toEqual([...table].sort());
    expect(byKey.size).toBeGreaterThan(90);
  });

  it('guards each route as its caller kind says', () => {
    const mismatches = API_ROUTES.filter((entry) => {
      const guards = guardsOf(byKey.get(routeKey(entry)) ?? {});
      const expected = CALLER_GUARDS[entry.caller];
      return expected ? guards.length !== 1 || guards[0] !== expected : guards.length !== 0;
    }).map((entry) => `${routeKey(entry)} is not guarded as '${entry.caller}'`);
    expect(mismatches).toEqual([]);
  });

  it('names the contract schemas the server validates and answers with', () => {
    expect(Object.keys(ROUTE_SCHEMAS).length).toBeGreaterThan(80);
    const mismatches: string[] = [];
    for (const entry of API_ROUTES) {
      const schema = byKey.get(routeKey(entry))?.schema as Record<string, unknown> | undefined;
      const { params, querystring, body, response } =
        ROUTE_SCHEMAS[routeKey(entry) as RouteKey] ?? {};
      for (const [part, ref] of Object.entries({ params, querystring, body })) {
        if (ref && schema?.[part] !== schemaOf(ref))
          mismatches.push(`${routeKey(entry)} ${part}: not ${ref.module}.${ref.name}`);
      }
      const answers = (schema?.response ?? {}) as Record<string, unknown>;
      if (response && answers[200] !== schemaOf(response) && answers[201] !== schemaOf(response))
        mismatches.push(`${routeKey(entry)} response: not ${response.module}.${response.name}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses at start-up a route the table does not list, or guards differently', () => {
    const handler = () => null;
    expect(() => routeTableCheck({ method: 'GET', url: '/api/nowhere', handler })).toThrow(
      'GET /api/nowhere is not in the route table',
    );
    expect(() =>
      routeTableCheck({ method: 'GET', url: '/api/streams', handler, onRequest: requireAdmin }),
    ).toThrow("GET /api/streams: its guard is not the table's 'teamOrOrganiser'");
    expect(() => routeTableCheck({ method: 'GET', url: '/api/health', handler })).not.toThrow();
    expect(() => routeTableCheck({ method: 'GET', url: '/api/docs/json', handler })).not.toThrow();
  });
});
