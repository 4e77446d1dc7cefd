/**
 * The test's phones: HTTPS requests to nginx from a chosen loopback address (so nginx sees
 * different clients), and event streams that reconnect by themselves with Last-Event-ID, as
 * EventSource does (at once here, so the time measured is the cluster's, not the retry hint).
 */
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { takeFrames } from '../../../src/server/test/sse-frames.ts';

export interface Answer {
  status: number;
  body: string;
  startedAt: number;
  endedAt: number;
  /** The network error when there was no HTTP answer at all (status 0). */
  error?: string;
  setCookie?: string[];
}

interface ClientOptions {
  base: string;
  ca: string;
  /** The loopback address requests come from (127.0.0.1 by default). */
  localAddress?: string;
}

interface SendOptions {
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Tags the request in nginx's access log (which instance answered it). */
  tag?: string;
}

export function makeClient(options: ClientOptions) {
  const agent = new https.Agent({
    keepAlive: true,
    maxSockets: 64,
    ca: options.ca,
    localAddress: options.localAddress,
  });
  const url = new URL(options.base);
  function send(method: string, path: string, send: SendOptions = {}): Promise<Answer> {
    const payload = send.body === undefined ? undefined : Buffer.from(JSON.stringify(send.body));
    const headers: Record<string, string> = { accept: 'application/json', ...send.headers };
    if (send.cookie) headers.cookie = send.cookie;
    if (send.tag) headers['x-cluster-test'] = send.tag;
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(payload.length);
    }
    const startedAt = performance.now();
    return new Promise((resolve) => {
      const req = https.request(
        { hostname: url.hostname, port: url.port, path, method, headers, agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              startedAt,
              endedAt: performance.now(),
              setCookie: res.headers['set-cookie'],
            }),
          );
          res.on('error', (error) =>
            resolve({
              status: 0,
              body: '',
              startedAt,
              endedAt: performance.now(),
              error: error.message,
            }),
          );
        },
      );
      req.on('error', (error) =>
        resolve({
          status: 0,
          body: '',
          startedAt,
          endedAt: performance.now(),
          error: error.message,
        }),
      );
      req.setTimeout(30_000, () => req.destroy(new Error('timed out after 30 s')));
      req.end(payload);
    });
  }
  return { send, agent, close: () => agent.destroy() };
}

export type Client = ReturnType<typeof makeClient>;

/** The `name=value` pairs of a response's Set-Cookie headers. */
export function cookiesOf(answer: Answer): string {
  return (answer.setCookie ?? [])
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

interface StreamEvent {
  id: string | null;
  type: string;
  data: Record<string, unknown>;
}

/**
 * GET /api/events through nginx, reconnecting after every end with the last id seen. `events`
 * holds every data frame of every connection; `reconnects` how long each reconnect took (from
 * the old stream's end to the new one's `: connected`).
 */
export function openEventStream(options: ClientOptions & { cookie: string; tag: string }) {
  const url = new URL(options.base);
  const events: StreamEvent[] = [];
  const reconnects: number[] = [];
  const connectedTags: string[] = [];
  let lastId: string | null = null;
  let closed = false;
  let connected = false;
  let attempt = 0;
  let current: import('node:http').ClientRequest | undefined;
  let waiters: Array<() => void> = [];

  const connect = (lostAt?: number) => {
    if (closed) return;
    const tag = `${options.tag}-c${attempt++}`;
    const headers: Record<string, string> = {
      cookie: options.cookie,
      accept: 'text/event-stream',
      'x-cluster-test': tag,
    };
    if (lastId !== null) headers['last-event-id'] = lastId;
    let buffer = '';
    let ended = false;
    const lost = () => {
      if (ended) return;
      ended = true;
      connected = false;
      if (!closed) setImmediate(() => connect(lostAt ?? performance.now()));
    };
    // A fresh agent: a stream holds its socket for good.
    current = https.request(
      {
        hostname: url.hostname,
        port: url.port,
        path: '/api/events',
        headers,
        ca: options.ca,
        localAddress: options.localAddress,
        agent: false,
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          res.on('end', lost);
          res.on('error', lost);
          return;
        }
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const { frames, rest } = takeFrames(buffer + chunk);
          buffer = rest;
          for (const { id, data, connected: isConnectedFrame } of frames) {
            if (id !== null) lastId = id;
            if (isConnectedFrame) {
              connected = true;
              connectedTags.push(tag);
              if (lostAt !== undefined) reconnects.push(performance.now() - lostAt);
              lostAt = undefined;
              for (const wake of waiters) wake();
              waiters = [];
            }
            if (data !== null) {
              const parsed = JSON.parse(data) as { event?: Record<string, unknown> } & Record<
                string,
                unknown
              >;
              const event = parsed.event ?? parsed;
              events.push({ id, type: String(event.type), data: event });
            }
          }
        });
        res.on('end', lost);
        res.on('error', lost);
        res.on('close', lost);
      },
    );
    current.on('error', lost);
    current.end();
  };
  connect();

  return {
    events,
    reconnects,
    /** The access-log tags of each connection that got `: connected`. */
    connectedTags,
    get connected() {
      return connected;
    },
    get lastId() {
      return lastId;
    },
    /** Resolves once the stream is connected (now, or at its next `: connected`). */
    ready(): Promise<void> {
      return connected ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
    },
    close() {
      closed = true;
      current?.destroy();
    },
  };
}

export type EventStream = ReturnType<typeof openEventStream>;

/** Waits for a condition, checking every 25 ms; throws with `what` after `ms`. */
export async function until(check: () => boolean, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Not met within ${ms / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
