import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** From sending the request to the last byte of the body. */
  ms: number;
}

export interface RequestOptions {
  cookie?: string;
  body?: unknown;
  /** A body sent as it is, with its own content type (a CSV file), instead of `body` as JSON. */
  raw?: { contentType: string; data: string };
  agent?: http.Agent;
  headers?: Record<string, string>;
}

/** One HTTP request to a loopback server; resolves with the whole body. */
export function request(
  baseUrl: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<HttpResponse> {
  const url = new URL(path, baseUrl);
  const payload = options.raw
    ? Buffer.from(options.raw.data)
    : options.body === undefined
      ? undefined
      : Buffer.from(JSON.stringify(options.body));
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (payload) {
    headers['content-type'] = options.raw?.contentType ?? 'application/json';
    headers['content-length'] = String(payload.length);
  }
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      {
        hostname: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers,
        agent: options.agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookiesFrom(response: HttpResponse): string {
  const setCookie = response.headers['set-cookie'] ?? [];
  return setCookie
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export function json<T>(response: HttpResponse): T {
  return JSON.parse(response.body.toString('utf8')) as T;
}

export function expectStatus(response: HttpResponse, status: number, what: string): HttpResponse {
  if (response.status !== status) {
    throw new Error(
      `${what}: expected ${status}, got ${response.status}: ${response.body.toString('utf8').slice(0, 300)}`,
    );
  }
  return response;
}

/** Runs `task` for every item with at most `concurrency` in flight, keeping the results in order. */
export async function mapConcurrent<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
