import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startServer,
  stopAllServers,
  TEST_SERVER_ADMIN,
  type ServerProcess,
} from '../test-evidence/server-process.ts';

/**
 * Admin login cannot be used to burn the CPU: each attempt costs a scrypt hash and
 * rotating usernames went round the limit, so a burst of logins made a static file take 8.8 s.
 * The real server runs in its own process (production hashing cost, PGlite, behind a proxy that
 * sets X-Forwarded-For), and this process sends the burst and measures, as a client would.
 */

let server: ServerProcess;
beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'tc-client-'));
  writeFileSync(
    join(clientDir, 'index.html'),
    '<!doctype html><title>PitCrew</title><div id="root"></div>',
  );
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(
    join(clientDir, 'assets', 'app-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(20_000))})`,
  );
  server = await startServer({
    dataDir: mkdtempSync(join(tmpdir(), 'tc-cpu-')),
    env: { CLIENT_DIR: clientDir, TRUST_PROXY: 'true' },
  });
  // Warm the routes up: first requests compile code the measurement is not about.
  for (let i = 0; i < 20; i++) {
    await fetch(`${server.baseUrl}/api/health`);
    await fetch(`${server.baseUrl}/assets/app-abc123.js`).then((r) => r.arrayBuffer());
  }
}, 120_000);
afterAll(() => stopAllServers());

const randomName = () => `user-${randomBytes(6).toString('hex')}`;
let addressCounter = 0;
const freshAddress = () =>
  `10.${20 + Math.floor(++addressCounter / 250)}.${addressCounter % 250}.7`;

async function login(username: string, password: string, address = freshAddress()) {
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { message?: string };
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body,
    ms: performance.now() - started,
  };
}

/**
 * The burst comes from another process, as an attacker's would: this process only measures, so
 * its own event loop is not what slows the samples down.
 */
const BURST_SCRIPT = `
const [baseUrl, count, kind] = process.argv.slice(1);
let n = 0;
const address = () => { n++; return '10.' + (20 + Math.floor(n / 250)) + '.' + (n % 250) + '.9'; };
const one = async () => {
  if (kind === 'health') return { status: (await (await fetch(baseUrl + '/api/health')).text(), 200) };
  const response = await fetch(baseUrl + '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address() },
    body: JSON.stringify({ username: 'user-' + Math.random().toString(36).slice(2), password: 'wrong-password' }),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), message: (await response.json()).message };
};
Promise.all(Array.from({ length: Number(count) }, one)).then((results) => process.stdout.write(JSON.stringify(results)));
`;

async function burstFromAnotherProcess(count: number, kind: 'login' | 'health' = 'login') {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['-e', BURST_SCRIPT, server.baseUrl, String(count), kind],
    {
      maxBuffer: 10 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout) as { status: number; retryAfter: string | null; message: string }[];
}

const p99 = (samples: number[]) =>
  [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.99) - 1]!;

/** Times GET `path` every 10 ms until `until` settles. */
async function sampleWhile(path: string, until: Promise<unknown>) {
  let done = false;
  void until.finally(() => (done = true));
  const samples: number[] = [];
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}${path}`);
    await response.arrayBuffer();
    samples.push(performance.now() - started);
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return samples;
}

describe('200 concurrent admin logins with random usernames from 200 addresses', () => {
  it('keeps health and static files answering; a few are hashed, the rest get 429 with Retry-After', async () => {
    // The 100 ms budget is measured by `npm run bench -- --only=attack` on a quiet machine; here,
    // beside other suites on two cores, the test holds the line an order of magnitude above it:
    // before the hashing cap, health took 1 to 3.5 s during such a burst.
    const budget = 1000;
    const burst = burstFromAnotherProcess(200);
    const [responses, health, script] = await Promise.all([
      burst,
      sampleWhile('/api/health', burst),
      sampleWhile('/assets/app-abc123.js', burst),
    ]);
    expect(responses.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    const refused = responses.filter((r) => r.status === 429);
    // Two hashes at a time and a short queue: most are told to come back at once.
    expect(refused.length).toBeGreaterThan(150);
    for (const response of refused) {
      expect(Number(response.retryAfter)).toBeGreaterThanOrEqual(1);
      expect(response.message).toBe('Too many requests. Please wait a moment and try again.');
    }
    const report = `ceiling ${budget} ms; health ${health.map(Math.round).join(',')} | static ${script.map(Math.round).join(',')}`;
    expect(health.length, report).toBeGreaterThan(5);
    expect(p99(health), report).toBeLessThan(budget);
    expect(p99(script), report).toBeLessThan(budget);
  });

  it('unknown usernames cost what known ones do (no user enumeration by timing)', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      const a = await login(TEST_SERVER_ADMIN.username, 'not-the-password');
      const b = await login(randomName(), 'not-the-password');
      expect([a.status, b.status]).toEqual([401, 401]);
      known.push(a.ms);
      unknown.push(b.ms);
    }
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[1]!;
    // Both pay the production hash (hundreds of ms); the difference is noise, not a hash.
    expect(median(unknown)).toBeGreaterThan(100);
    // Wide bounds: two busy cores make single requests noisy; a skipped hash would be 100x apart.
    expect(median(unknown) / median(known)).toBeGreaterThan(0.4);
    expect(median(unknown) / median(known)).toBeLessThan(2.5);
  });
});
