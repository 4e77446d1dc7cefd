import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { shutDown } from './shutdown.ts';
import { createTestApp } from './test/test-app.ts';

/**
 * A connection that has begun a request (its first header line is sent, so the server counts it
 * busy, as nginx's kept-alive connections are under load) and finishes it later.
 */
async function requestStartedOn(port: number, path: string) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
  return {
    /** Sends the rest of the request; resolves with the answer's head once the server closes. */
    async finish() {
      socket.write('\r\n');
      await ended;
      return received.split('\r\n\r\n')[0]!.toLowerCase();
    },
  };
}

describe('a server that is stopping (decision 216)', () => {
  it('answers a request on a connection already open instead of refusing it, and closes that connection', async () => {
    const t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const health = await requestStartedOn(port, '/api/health');
    const stream = await requestStartedOn(port, '/api/events');
    await delay(50);

    const stopped = shutDown(t.app, t.database, t.app.log, 5000);
    // Stopping: the server takes no new connection.
    await vi.waitFor(() => expect(t.app.server.listening).toBe(false));
    // Behind nginx a 503 to a POST is not passed on: the phone would have to retry it.
    const answered = await health.finish();
    expect(answered).toMatch(/^http\/1\.1 200 /);
    expect(answered).toContain('connection: close');
    // A new event stream would hold the stop for the whole grace period: it is sent elsewhere.
    const refused = await stream.finish();
    expect(refused).toMatch(/^http\/1\.1 503 /);
    expect(refused).toContain('retry-after: 5');

    // Code 1 would mean a connection was still open when the grace ran out.
    expect(await stopped).toBe(0);
  });
});
