import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

/**
 * A request pays only for the hooks its route needs (decision 333): reads run no preHandler and
 * no onSend hook at all, writes keep every hook they had, in the order they had it.
 */
let app: FastifyInstance;
let database: TestDatabase;
const routes = new Map<string, RouteOptions>();

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: { ...loadConfig({ NODE_ENV: 'test' }), demoData: false },
    database,
    logger: false,
    // The first onRoute hook: it keeps each route's options, which the later hooks fill in.
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.set(`${method} ${route.url}`, route);
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/**
 * The hook phases each route runs, global hooks included, from Fastify's printed route tree
 * (`├── /api/teams (GET)`, a child `│   └── /:id (GET)`, each followed by `• (phase) [...]`).
 */
function printedPhases(): Map<string, string[]> {
  const phases = new Map<string, string[]>();
  const parents: { depth: number; path: string }[] = [];
  let current: string[] = [];
  for (const line of app.printRoutes({ includeHooks: true, commonPrefix: false }).split('\n')) {
    const route = /^(.*?)(\/\S*) \(([\w, ]+)\)$/.exec(line);
    if (route) {
      const depth = route[1]!.length;
      while (parents.length && parents.at(-1)!.depth >= depth) parents.pop();
      const path = (parents.at(-1)?.path ?? '') + route[2]!;
      parents.push({ depth, path });
      current = [];
      for (const method of route[3]!.split(', ')) phases.set(`${method} ${path}`, current);
      continue;
    }
    const phase = /• \((\w+)\)/.exec(line)?.[1];
    if (phase) current.push(phase);
  }
  return phases;
}

function phasesOf(method: string, url: string): string[] {
  const phases = printedPhases().get(`${method} ${url}`);
  expect(phases, `${method} ${url} is printed`).toBeDefined();
  return phases!;
}

const preHandlers = (key: string): unknown[] => [routes.get(key)?.preHandler ?? []].flat();

const HOT_READS = [
  '/api/teams',
  '/api/timeslots',
  '/api/robots',
  '/api/messages',
  '/api/auth/me',
  '/api/matches',
];

describe('hooks by route', () => {
  it('gives a hot read no preHandler and no onSend phase', () => {
    for (const url of HOT_READS) {
      const phases = phasesOf('GET', url);
      expect(phases, url).toContain('onRequest');
      expect(phases, url).not.toContain('preHandler');
      expect(phases, url).not.toContain('onSend');
    }
  });

  it('checks the input of a read that takes some, and of none that takes none', () => {
    expect(phasesOf('GET', '/api/timeslots')).toContain('preValidation');
    expect(phasesOf('GET', '/api/teams/:id')).toContain('preValidation');
    expect(phasesOf('GET', '/api/messages/unread')).not.toContain('preValidation');
  });

  it('gives every POST the Idempotency-Key hooks, before the rate limiter, and no other write', () => {
    const idempotency = preHandlers('POST /api/teams')[0];
    expect(idempotency).toBeTypeOf('function');
    for (const key of ['POST /api/messages', 'POST /api/timeslots', 'POST /api/auth/logout']) {
      expect(preHandlers(key), key).toContain(idempotency);
      expect(phasesOf('POST', key.split(' ')[1]!), key).toContain('onSend');
    }
    const messages = preHandlers('POST /api/messages');
    expect(messages.indexOf(idempotency)).toBe(0);
    expect(messages).toHaveLength(2); // and the rate limiter's, last
    // A PUT or a DELETE is not claimed by a key; the activity log's generic entry still follows
    // it, unless its service logs its own.
    expect(preHandlers('DELETE /api/timeslots')).not.toContain(idempotency);
    expect(phasesOf('DELETE', '/api/timeslots')).not.toContain('onSend');
    expect(phasesOf('PUT', '/api/messages/read')).not.toContain('preHandler');
    expect(phasesOf('PUT', '/api/messages/read')).toContain('onSend');
  });

  it('runs a guess limit before the Idempotency-Key claim, on the routes that declare one', () => {
    const idempotency = preHandlers('POST /api/teams')[0];
    const login = preHandlers('POST /api/auth/login');
    expect(login.indexOf(idempotency)).toBe(1);
    expect(login[0]).not.toBe(preHandlers('POST /api/auth/team-login')[0]);
    expect([routes.get('POST /api/auth/login')?.onRequest ?? []].flat()).toHaveLength(1);
    expect(preHandlers('POST /api/teams')).toHaveLength(1);
  });
});
