import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino, { type LoggerOptions } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { lazyChildLogger } from './lazy-request-logger.ts';
import { withRedaction } from './log-redaction.ts';

/** An app logging as production does (redaction, level warn) into `lines`. */
function appLogging(lines: Record<string, unknown>[]) {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const log = pino(withRedaction({ level: 'warn' }) as LoggerOptions, sink) as FastifyBaseLogger;
  const makeChild = vi.spyOn(log, 'child');
  const app = Fastify({ loggerInstance: log, childLoggerFactory: lazyChildLogger });
  app.get('/quiet', async (request) => {
    request.log.info('not at this level');
    return { ok: true };
  });
  app.get('/loud', async (request) => {
    request.log.warn({ password: 'hunter2', teamId: 7 }, 'something to see');
    return { ok: true };
  });
  app.get('/chatty', { logLevel: 'debug' }, async (request) => {
    request.log.debug('a route that asked for more');
    return { ok: true };
  });
  return { app, makeChild };
}

describe('the request logger', () => {
  it('is made only when a request logs at a level that is on', async () => {
    const lines: Record<string, unknown>[] = [];
    const { app, makeChild } = appLogging(lines);
    await app.ready();
    const atStart = makeChild.mock.calls.length;
    await app.inject('/quiet');
    await app.inject('/quiet');
    expect(makeChild.mock.calls.length).toBe(atStart);
    expect(lines).toEqual([]);
    await app.close();
  });

  it('writes with the request id and the redaction when it does log', async () => {
    const lines: Record<string, unknown>[] = [];
    const { app, makeChild } = appLogging(lines);
    await app.ready();
    const atStart = makeChild.mock.calls.length;
    await app.inject('/loud');
    expect(makeChild.mock.calls.length).toBe(atStart + 1);
    const line = lines.find((l) => l.msg === 'something to see');
    expect(line).toMatchObject({ reqId: expect.any(String), teamId: 7, password: '[redacted]' });
    await app.close();
  });

  it('honours a route’s own log level', async () => {
    const lines: Record<string, unknown>[] = [];
    const { app } = appLogging(lines);
    await app.inject('/chatty');
    expect(lines.map((l) => l.msg)).toContain('a route that asked for more');
    await app.close();
  });
});
