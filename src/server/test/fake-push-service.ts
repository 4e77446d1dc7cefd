import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import type { PushPayload } from '../../shared/contract/push.ts';

/** A browser's side of a subscription: the keys it keeps, and the JSON it gives the app. */
export interface TestBrowser {
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
}

interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  /** What the browser would read, decrypted with its private key and auth secret (RFC 8291). */
  payload: PushPayload;
}

/** What the service answers a path with: a status, or a hold until released (a slow service). */
type Answer = { status: number; times?: number } | { hold: true };

/**
 * A push service on 127.0.0.1 (plain http: listed in PUSH_ENDPOINT_HOSTS, decision 160) that
 * receives the app's real, encrypted Web Push requests. Each subscription made with `browser()`
 * has its own path; the service decrypts what arrives for it with that browser's keys.
 */
export async function startFakePushService() {
  const browsers = new Map<string, TestBrowser>();
  const answers = new Map<string, Answer[]>();
  const held: ServerResponse[] = [];
  const received: ReceivedPush[] = [];
  let attempts = 0;
  const waiters: Array<() => void> = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      attempts++;
      const path = request.url ?? '';
      const answer = answers.get(path)?.[0];
      if (answer && 'hold' in answer) {
        held.push(response);
        for (const wake of waiters.splice(0)) wake();
        return;
      }
      if (answer && 'status' in answer) {
        if (answer.times !== undefined && --answer.times <= 0) answers.get(path)!.shift();
        response.writeHead(answer.status).end();
        for (const wake of waiters.splice(0)) wake();
        return;
      }
      const browser = browsers.get(path);
      if (!browser) {
        response.writeHead(404).end();
        return;
      }
      const plain = decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: browser.ecdh,
        authSecret: browser.json.keys.auth,
      });
      received.push({
        path,
        headers: request.headers,
        payload: JSON.parse(plain.toString('utf8')) as PushPayload,
      });
      response.writeHead(201).end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let next = 0;

  return {
    origin,
    host: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    get attempts() {
      return attempts;
    },
    /** A new browser subscription whose endpoint is on this service. */
    browser(): TestBrowser {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const path = `/push/${++next}-${randomBytes(6).toString('hex')}`;
      const browser = {
        json: {
          endpoint: `${origin}${path}`,
          keys: {
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: randomBytes(16).toString('base64url'),
          },
        },
        ecdh,
      };
      browsers.set(path, browser);
      return browser;
    },
    /** Answers `status` to pushes for this browser (`times` times, then decrypts them again). */
    answer(browser: TestBrowser, status: number, times?: number) {
      const path = new URL(browser.json.endpoint).pathname;
      answers.set(path, [...(answers.get(path) ?? []), { status, times }]);
    },
    /** Never answers pushes for this browser until `release()`. */
    hold(browser: TestBrowser) {
      answers.set(new URL(browser.json.endpoint).pathname, [{ hold: true }]);
    },
    release() {
      answers.clear();
      for (const response of held.splice(0)) response.writeHead(201).end();
    },
    /** The payloads received for one browser, in order. */
    payloadsFor(browser: TestBrowser): PushPayload[] {
      const path = new URL(browser.json.endpoint).pathname;
      return received.filter((push) => push.path === path).map((push) => push.payload);
    },
    /** Resolves once `condition` holds, re-checked after every request the service answers or holds. */
    async until(condition: () => boolean): Promise<void> {
      while (!condition()) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    async close() {
      for (const response of held.splice(0)) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
