import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ServerEvent } from '../../shared/events.ts';

/** Starts the app on a free local port; answers its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Resolves when `check` holds, or rejects after `ms` (no fixed sleeps: polls a condition). */
export async function waitFor(check: () => boolean, ms: number, what: string): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A held GET /api/events: its status, the events it delivered, the raw text, and when it ended. */
export interface HeldStream {
  readonly status: number;
  readonly headers: IncomingMessage['headers'];
  readonly events: ServerEvent[];
  readonly text: string;
  readonly ended: boolean;
  close(): void;
}

/** Opens the event stream and resolves once the server answered (and, on 200, said hello). */
export function openStream(base: string, cookie: string): Promise<HeldStream> {
  return new Promise((resolve, reject) => {
    let text = '';
    let ended = false;
    const events: ServerEvent[] = [];
    const req = httpRequest(`${base}/api/events`, { headers: { cookie } }, (res) => {
      const stream: HeldStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        get text() {
          return text;
        },
        get ended() {
          return ended;
        },
        close: () => req.destroy(),
      };
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        text += chunk;
        buffer += chunk;
        const frames = buffer.split('\n\n');
        buffer = frames.pop() ?? '';
        for (const frame of frames) {
          const data = frame.split('\n').find((line) => line.startsWith('data: '));
          if (data) events.push(JSON.parse(data.slice(6)) as ServerEvent);
        }
        if (text.includes(': connected')) resolve(stream);
      });
      const finish = () => {
        ended = true;
        resolve(stream);
      };
      res.on('end', finish);
      res.on('close', finish);
      if (res.statusCode !== 200) res.resume();
    });
    req.on('error', (error) => (ended ? undefined : reject(error)));
    req.end();
  });
}
