import Fastify, { type FastifyInstance } from 'fastify';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { shutDown } from './shutdown.ts';

/** A real server with one slow route, and a database stand-in that records its closing. */
async function serverWithSlowRoute(slowMs: number) {
  const app = Fastify({ logger: false });
  app.get('/slow', async () => {
    await delay(slowMs);
    return { finished: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const database = { closed: false, async close() { this.closed = true; } };
  return { app, database, url: `http://127.0.0.1:${address.port}/slow` };
}

let open: FastifyInstance | undefined;
afterEach(async () => {
  open?.server.closeAllConnections();
  await open?.close();
});

describe('shutDown', () => {
  it('lets a request in flight finish, then closes the database', async () => {
    const { app, database, url } = await serverWithSlowRoute(400);
    open = app;
    const inFlight = fetch(url);
    await delay(100);
    const code = await shutDown(app, database, app.log, 5000);
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    expect(code).toBe(0);
    expect(database.closed).toBe(true);
  });

  it('cuts a request that outlasts the grace period, closes the database anyway and reports failure', async () => {
    const { app, database, url } = await serverWithSlowRoute(60_000);
    open = app;
    const inFlight = fetch(url).then(
      () => 'answered',
      () => 'cut',
    );
    await delay(100);
    const started = Date.now();
    const code = await shutDown(app, database, app.log, 300);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await inFlight).toBe('cut');
    expect(code).toBe(1);
    expect(database.closed).toBe(true);
  });
});
