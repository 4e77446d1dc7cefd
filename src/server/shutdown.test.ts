import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { shutDown } from './shutdown.ts';

/**
 * A real server with one route held until the test releases it, and a database stand-in that
 * records its closing. `arrived` resolves once the held request is in the handler.
 */
async function serverWithHeldRoute() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const app = Fastify({ logger: false });
  app.get('/slow', async () => {
    arrive();
    await released;
    return { finished: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  const database = {
    closed: false,
    async close() {
      this.closed = true;
    },
  };
  releases.push(release);
  return { app, database, url: `http://127.0.0.1:${address.port}/slow`, arrived, release };
}

const releases: Array<() => void> = [];
let open: FastifyInstance | undefined;
afterEach(async () => {
  for (const release of releases.splice(0)) release();
  open?.server.closeAllConnections();
  await open?.close();
});

describe('shutDown', () => {
  it('lets a request in flight finish, then closes the database', async () => {
    const { app, database, url, arrived, release } = await serverWithHeldRoute();
    open = app;
    const inFlight = fetch(url);
    await arrived;
    const stopping = shutDown(app, database, app.log, 5000);
    // The server has stopped taking connections; the request in flight is still being answered.
    await expect.poll(() => app.server.listening).toBe(false);
    expect(database.closed).toBe(false);
    release();
    const code = await stopping;
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    expect(code).toBe(0);
    expect(database.closed).toBe(true);
  });

  it('cuts a request that outlasts the grace period, closes the database anyway and reports failure', async () => {
    const { app, database, url, arrived } = await serverWithHeldRoute();
    open = app;
    const inFlight = fetch(url).then(
      () => 'answered',
      () => 'cut',
    );
    await arrived;
    const started = Date.now();
    const code = await shutDown(app, database, app.log, 300);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await inFlight).toBe('cut');
    expect(code).toBe(1);
    expect(database.closed).toBe(true);
  });
});
