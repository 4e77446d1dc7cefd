import { Writable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions } from 'fastify';
import { pino, type LoggerOptions } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { withRedaction } from '../lib/log-redaction.ts';
import { buildTeam, type TestTeam } from '../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

type Line = Record<string, unknown>;

let database: TestDatabase;
let app: FastifyInstance;
let team: TestTeam;
const lines: Line[] = [];
const text: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  team = await buildTeam(database.db);
  const sink = new Writable({
    write(chunk, _encoding, done) {
      text.push(String(chunk));
      for (const line of String(chunk).split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Line);
      done();
    },
  });
  // The production logger at the default level, as main.ts makes it (its destination aside).
  const log = pino(withRedaction({ level: 'info' }) as LoggerOptions, sink) as FastifyBaseLogger;
  app = await buildApp({
    config: { ...loadConfig({}), clientDir: '', demoData: false },
    database,
    loggerInstance: log,
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/** The lines written while one request was answered. */
async function linesOf(request: InjectOptions) {
  const from = lines.length;
  const response = await app.inject(request);
  return { response, written: lines.slice(from) };
}

describe('the access log', () => {
  it('writes one line per request: method, route pattern, status, time and request id', async () => {
    const { response, written } = await linesOf({
      method: 'GET',
      url: `/api/teams/${team.id}?joinCode=SECRET-QUERY`,
    });
    const [line, ...more] = written;
    expect(more).toEqual([]);
    expect(line!.reqId).toMatch(/^req-/);
    expect(line).toMatchObject({
      level: 30,
      method: 'GET',
      route: '/api/teams/:id',
      status: response.statusCode,
    });
    expect(typeof line!.ms).toBe('number');
    expect(Object.keys(line!).sort()).toEqual([
      'hostname',
      'level',
      'method',
      'ms',
      'pid',
      'reqId',
      'route',
      'status',
      'time',
    ]);
  });

  it('replaces Fastify\'s "incoming request" and "request completed" lines', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(
      lines.some((line) => line.msg === 'incoming request' || line.msg === 'request completed'),
    ).toBe(false);
  });

  it('never copies a cookie, a header, a body or a query value', async () => {
    const { response, written } = await linesOf({
      method: 'POST',
      url: '/api/auth/team-login',
      headers: { cookie: 'tc_session=COOKIE-VALUE', authorization: 'Bearer HEADER-VALUE' },
      payload: { teamId: team.id, joinCode: team.joinCode },
    });
    expect(written).toEqual([
      expect.objectContaining({ route: '/api/auth/team-login', status: response.statusCode }),
    ]);
    const all = text.join('');
    for (const secret of ['COOKIE-VALUE', 'HEADER-VALUE', team.joinCode, 'SECRET-QUERY'])
      expect(all).not.toContain(secret);
  });

  it('gives a refusal one line too, with what the refusal said', async () => {
    const { response, written } = await linesOf({ method: 'GET', url: '/api/robots' });
    expect(response.statusCode).toBe(401);
    expect(written).toEqual([
      expect.objectContaining({
        route: '/api/robots',
        status: 401,
        refused: response.json<{ message: string }>().message,
      }),
    ]);
  });

  it('names no route for a path no route serves', async () => {
    const { written } = await linesOf({ method: 'GET', url: '/api/no-such-thing/123' });
    expect(written).toEqual([expect.objectContaining({ route: null, status: 404 })]);
  });
});
