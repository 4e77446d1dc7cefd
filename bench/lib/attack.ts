/**
 * The "attack" section: how fast `/api/health` and a static file answer while the
 * server is under the attacks found against it. Each scenario runs for a bounded time on
 * loopback; a prober asks for health and the file one at a time throughout and records each
 * answer's time.
 */
import http from 'node:http';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { buildSlowPdf } from '../../src/server/test/factories-pdf.ts';
import { request } from './http.ts';
import { percentile } from './stats.ts';
import { uploadPdf } from './attack-upload.ts';

interface ProbeStats {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export interface AttackScenario {
  name: string;
  /** What the attack sent and how the server answered it. */
  attackRequests: number;
  attackStatuses: Record<string, number>;
  health: ProbeStats;
  staticFile: ProbeStats;
}

export const ATTACK_BUDGET_P99_MS = 100;
export const STATIC_FILE = '/assets/bench-attack.js';

/** A client directory with an index page and one ~100 KB script, for the static-file probe. */
export function writeProbeClient(dir: string): string {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>bench</title>');
  writeFileSync(join(dir, STATIC_FILE.slice(1)), `// bench\n${'console.log("x");\n'.repeat(6000)}`);
  return dir;
}

const stats = (samples: number[]): ProbeStats => ({
  count: samples.length,
  p50: percentile(samples, 50),
  p99: percentile(samples, 99),
  max: samples.length ? Math.max(...samples) : Number.NaN,
});

/** Health and the static file, one request at a time each, until `stop` resolves. */
async function probe(
  baseUrl: string,
  stop: Promise<void>,
): Promise<{ health: number[]; staticFile: number[] }> {
  let running = true;
  void stop.then(() => (running = false));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  const loop = async (path: string, samples: number[]) => {
    while (running) {
      const response = await request(baseUrl, 'GET', path, { agent });
      if (response.status === 200) samples.push(response.ms);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const health: number[] = [];
  const staticFile: number[] = [];
  await Promise.all([loop('/api/health', health), loop(STATIC_FILE, staticFile)]);
  agent.destroy();
  return { health, staticFile };
}

type Attack = (count: (status: number) => void, until: number) => Promise<void>;

async function scenario(
  baseUrl: string,
  name: string,
  attack: Attack,
  seconds: number,
): Promise<AttackScenario> {
  const statuses: Record<string, number> = {};
  let attackRequests = 0;
  const count = (status: number) => {
    attackRequests++;
    statuses[status] = (statuses[status] ?? 0) + 1;
  };
  const until = performance.now() + seconds * 1000;
  const attacking = attack(count, until);
  const probes = await probe(baseUrl, attacking);
  return {
    name,
    attackRequests,
    attackStatuses: statuses,
    health: stats(probes.health),
    staticFile: stats(probes.staticFile),
  };
}

/** `workers` loops sending one request after another until the time is up (at most `cap` each). */
const loops = async (
  workers: number,
  until: number,
  cap: number,
  send: () => Promise<number>,
  count: (s: number) => void,
) => {
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let i = 0; i < cap && performance.now() < until; i++) count(await send().catch(() => 0));
    }),
  );
};

export async function measureAttacks(
  baseUrl: string,
  options: { seconds: number; adminCookie: string; teamId: number },
  log: (line: string) => void,
): Promise<AttackScenario[]> {
  const { seconds, adminCookie, teamId } = options;
  const results: AttackScenario[] = [];
  const run = async (name: string, attack: Attack) => {
    log(`  ${name}`);
    const result = await scenario(baseUrl, name, attack, seconds);
    log(
      `    health p99 ${result.health.p99.toFixed(1)} ms (max ${result.health.max.toFixed(0)}), static p99 ${result.staticFile.p99.toFixed(1)} ms; attack answers ${JSON.stringify(result.attackStatuses)}`,
    );
    results.push(result);
  };

  await run('no attack (baseline)', async (_count, until) => {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, until - performance.now())));
  });

  // (a) The phone number that backtracked: ten digits, 64,000 spaces, '!'; four senders.
  const redos = {
    coachName: 'Alex Coach',
    coachEmail: 'coach@example.org',
    coachPhone: `1234567890${' '.repeat(64_000)}!`,
    locationTrackingConsent: true,
    behaviorAgreement: true,
    safeUseAgreement: true,
    damageAgreement: true,
    signature: 'Alex Coach',
    joinCode: 'WRONG-CODE',
  };
  await run('ReDoS-shaped consent bodies (4 senders)', (count, until) =>
    loops(
      4,
      until,
      10_000,
      async () =>
        (await request(baseUrl, 'POST', `/api/teams/${teamId}/consent`, { body: redos })).status,
      count,
    ),
  );

  // (b) Bursts of 200 concurrent admin logins, each with a random username and password.
  await run('bursts of 200 concurrent admin logins, random usernames', async (count, until) => {
    for (let burst = 0; burst < 20 && performance.now() < until; burst++) {
      await Promise.all(
        Array.from({ length: 200 }, async () => {
          const body = {
            username: `u-${randomBytes(6).toString('hex')}`,
            password: randomBytes(9).toString('base64'),
          };
          count(
            await request(baseUrl, 'POST', '/api/auth/login', { body }).then(
              (r) => r.status,
              () => 0,
            ),
          );
        }),
      );
    }
  });

  // (c) An administrator uploading a PDF that takes pdf.js seconds to read, again and again.
  const pdf = buildSlowPdf();
  await run('slow PDF uploads (one after another)', (count, until) =>
    loops(1, until, 50, () => uploadPdf(baseUrl, adminCookie, pdf), count),
  );
  return results;
}
