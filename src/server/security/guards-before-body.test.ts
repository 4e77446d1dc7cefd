import { connect } from 'node:net';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  guardPhaseCheck,
  requireAdmin,
  requireSession,
  sessionGuards,
} from '../plugins/sessions.ts';
import { matrixRows, seedMatrixWorld } from '../test-evidence/authorization-matrix.rows.ts';
import { CALLERS } from '../test-evidence/authorization-matrix/callers.ts';
import { createEvidenceApp } from '../test-evidence/evidence-app.ts';
import { listen } from './live-server.ts';

/**
 * Finding: guards ran as `preHandler`s, after the body was read, parsed and validated. A visitor's
 * 8 MB upload was read and parsed before the 401, and a visitor sending a bad body got 400 (so
 * the route's validation answered strangers). Guards now run in `onRequest`.
 */

const t = await createEvidenceApp();
const w = await seedMatrixWorld(t);
const rows = matrixRows(t, w);
const base = await listen(t.app);
afterAll(() => t.close());

/** Probes of routes that need a session: a visitor gets 401 where a signed-in caller does not. */
const visitorRefused = rows.flatMap((row) =>
  row.probes
    .filter(
      (probe) =>
        probe.expect[CALLERS.indexOf('visitor')] === 401 &&
        probe.expect.some((status) => status !== 401),
    )
    .map((probe) => ({ row, probe })),
);

describe('a visitor is refused before anything it sent is read', () => {
  it('gets 401, not 400, for a malformed body on every protected route that takes one', async () => {
    const answers: string[] = [];
    for (const { row, probe } of visitorRefused) {
      const request = await probe.request();
      if (request.method === 'GET' || probe.stream) continue;
      const response = await t.app.inject({
        method: request.method,
        url: request.url,
        headers: { 'content-type': 'application/json' },
        payload: '{"this is": not json',
      });
      answers.push(`${row.route} ${response.statusCode}`);
    }
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((answer) => !answer.endsWith(' 401'))).toEqual([]);
  });

  it('gets 401, not 400, for an invalid id in the path of every protected route that has one', async () => {
    const answers: string[] = [];
    for (const { row, probe } of visitorRefused) {
      const request = await probe.request();
      const url = String(request.url).replace(/\/\d+(?=\/|$|\?)/, '/not-a-number');
      if (url === request.url) continue;
      const response = await t.app.inject({ method: request.method, url });
      answers.push(`${row.route} ${response.statusCode}`);
    }
    expect(answers.length).toBeGreaterThan(5);
    expect(answers.filter((answer) => !answer.endsWith(' 401'))).toEqual([]);
  });

  it('gets 401, not 413, for a body over the size limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/drawings',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers an 8 MB manual upload with 401 as soon as the headers arrive, before the body is sent', async () => {
    const { port } = new URL(base);
    const socket = connect(Number(port), '127.0.0.1');
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const answer = new Promise<string>((resolve, reject) => {
        let text = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => {
          text += chunk;
          if (text.includes('\r\n\r\n')) resolve(text);
        });
        socket.on('error', reject);
        // The server has had everything it needs to answer once the headers are in; a server that
        // waits for the 8 MB first never answers here, since they are never sent.
        timer = setTimeout(() => reject(new Error('no answer before the body was sent')), 5_000);
      });
      socket.write(
        [
          'POST /api/manual/documents HTTP/1.1',
          'Host: 127.0.0.1',
          'Content-Type: application/json',
          `Content-Length: ${8 * 1024 * 1024 - 1}`,
          '',
          '',
        ].join('\r\n'),
      );
      socket.write('{"title":"A manual","content":"');
      expect((await answer).split('\r\n')[0]).toBe('HTTP/1.1 401 Unauthorized');
    } finally {
      clearTimeout(timer);
      socket.destroy();
    }
  });
});

describe('guards cannot be put back after the body', () => {
  it('lists every guard', () => {
    expect(sessionGuards.has(requireSession)).toBe(true);
    expect(sessionGuards.has(requireAdmin)).toBe(true);
  });

  it('refuses at start-up a route with a guard in a phase after onRequest', () => {
    const route = (hooks: Partial<RouteOptions>) =>
      ({
        method: 'POST',
        url: '/api/example',
        handler: async () => null,
        ...hooks,
      }) as RouteOptions;
    for (const phase of ['preParsing', 'preValidation', 'preHandler'] as const) {
      for (const guard of sessionGuards) {
        expect(() => guardPhaseCheck(route({ [phase]: [guard] }))).toThrow(/onRequest/);
      }
    }
    expect(() => guardPhaseCheck(route({ onRequest: requireAdmin }))).not.toThrow();
  });
});
