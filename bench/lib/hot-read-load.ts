/**
 * Load on one URL with autocannon, and the app and the bare server measured in turns
 * (bench/lib/hot-reads.ts).
 */
import autocannon from 'autocannon';
import { cpuPer } from './cpu.ts';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
  /** The server process's CPU time per request (null without /proc). */
  cpuMsPerRequest: number | null;
}

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
}

async function load(
  url: string,
  cookie: string | undefined,
  connections: number,
  duration: number,
  serverPid?: number,
): Promise<LoadResult> {
  const { result, cpuMsEach } = await cpuPer(
    serverPid,
    () =>
      autocannon({
        url,
        connections,
        duration,
        headers: cookie ? { cookie } : {},
        timeout: 10,
      }),
    (r) => r.requests.total,
  );
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
    cpuMsPerRequest: cpuMsEach,
  };
}

/** One server's rounds as one result: rates and CPU over all of them, latencies their median. */
function combined(rounds: LoadResult[]): LoadResult {
  const sum = (pick: (round: LoadResult) => number) =>
    rounds.reduce((total, round) => total + pick(round), 0);
  const requests = sum((round) => round.requests);
  const median = (pick: (round: LoadResult) => number) => {
    const sorted = rounds.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  const cpu = rounds.every((round) => round.cpuMsPerRequest !== null)
    ? sum((round) => round.cpuMsPerRequest! * round.requests)
    : null;
  return {
    requestsPerSecond: sum((round) => round.requestsPerSecond) / rounds.length,
    p50: median((round) => round.p50),
    p99: median((round) => round.p99),
    requests,
    failures: sum((round) => round.failures),
    cpuMsPerRequest: cpu === null || requests === 0 ? null : cpu / requests,
  };
}

/**
 * The app and the bare server, warmed up, then measured in turns of one second each, as many
 * turns each as the run has seconds: whatever else the machine does meanwhile weighs on both
 * alike, where two runs one after the other could each meet a different moment.
 */
export async function interleaved(
  appUrl: string,
  bareUrl: string,
  cookie: string,
  { connections, durationSeconds, warmupSeconds }: LoadSettings,
  pids: { app: number | undefined; bare: number | undefined },
): Promise<{ app: LoadResult; bare: LoadResult }> {
  await load(appUrl, cookie, connections, warmupSeconds);
  await load(bareUrl, cookie, connections, warmupSeconds);
  const appRounds: LoadResult[] = [];
  const bareRounds: LoadResult[] = [];
  for (let turn = 0; turn < Math.max(1, Math.round(durationSeconds)); turn++) {
    appRounds.push(await load(appUrl, cookie, connections, 1, pids.app));
    bareRounds.push(await load(bareUrl, cookie, connections, 1, pids.bare));
  }
  return { app: combined(appRounds), bare: combined(bareRounds) };
}
