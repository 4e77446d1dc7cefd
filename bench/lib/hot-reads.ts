/**
 * Hot reads beside a bare Fastify route that answers with the very same bytes and headers
 * (DESIGN section 10: at least 25% of its request rate, p99 under 25 ms at 50 connections).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BareFixture } from '../bare-server.ts';
import { interleaved, type LoadResult, type LoadSettings } from './hot-read-load.ts';
import { expectStatus, request } from './http.ts';
import { freePort, spawnServer, type ChildServer } from './processes.ts';

export interface HotRead {
  name: string;
  url: string;
  cookie: string;
}

export interface HotReadResult {
  name: string;
  url: string;
  bytes: number;
  app: LoadResult;
  bare: LoadResult;
  ratio: number;
  /** Bare CPU per request over app CPU per request: the ratio a CPU-bound, quiet machine would show. */
  cpuRatio: number | null;
}

/** Headers that belong to the connection or the moment, not to the answer. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export async function measureHotReads(
  appUrl: string,
  appPid: number | undefined,
  reads: readonly HotRead[],
  settings: LoadSettings,
  workDir: string,
  log: (line: string) => void,
): Promise<HotReadResult[]> {
  // Record what the app answers, then serve exactly that from a bare Fastify server.
  const fixtures: BareFixture[] = [];
  for (const read of reads) {
    const response = expectStatus(
      await request(appUrl, 'GET', read.url, { cookie: read.cookie }),
      200,
      read.url,
    );
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (HOP_HEADERS.has(name) || value === undefined) continue;
      headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    fixtures.push({
      url: read.url,
      status: response.status,
      headers,
      bodyBase64: response.body.toString('base64'),
    });
  }
  const fixturesFile = join(workDir, 'bare-fixtures.json');
  writeFileSync(fixturesFile, JSON.stringify(fixtures));
  const bare = await startBareServer({
    port: await freePort(),
    fixturesFile,
    logFile: join(workDir, 'bare-server.log'),
    readyPath: reads[0]!.url,
  });

  const results: HotReadResult[] = [];
  try {
    for (const [index, read] of reads.entries()) {
      // Same bytes? A sanity check of the baseline before it is measured.
      const check = await request(bare.url, 'GET', read.url);
      if (Buffer.compare(check.body, Buffer.from(fixtures[index]!.bodyBase64, 'base64')) !== 0) {
        throw new Error(`The bare server does not answer ${read.url} with the app's bytes`);
      }
      const { app, bare: baseline } = await interleaved(
        appUrl + read.url,
        bare.url + read.url,
        read.cookie,
        settings,
        { app: appPid, bare: bare.pid },
      );
      const result: HotReadResult = {
        name: read.name,
        url: read.url,
        bytes: check.body.length,
        app,
        bare: baseline,
        ratio: app.requestsPerSecond / baseline.requestsPerSecond,
        cpuRatio:
          app.cpuMsPerRequest && baseline.cpuMsPerRequest
            ? baseline.cpuMsPerRequest / app.cpuMsPerRequest
            : null,
      };
      log(
        `  ${read.name}: app ${Math.round(app.requestsPerSecond)}/s p99 ${app.p99} ms, bare ${Math.round(baseline.requestsPerSecond)}/s p99 ${baseline.p99} ms, ratio ${(result.ratio * 100).toFixed(1)}%` +
          (result.cpuRatio
            ? `, CPU/request ${app.cpuMsPerRequest!.toFixed(3)} vs ${baseline.cpuMsPerRequest!.toFixed(3)} ms (${(result.cpuRatio * 100).toFixed(1)}%)`
            : '') +
          (app.failures ? `, ${app.failures} failed requests` : ''),
      );
      results.push(result);
    }
  } finally {
    await bare.stop();
  }
  return results;
}

/** The bare Fastify server that answers each fixture path with recorded bytes and headers. */
function startBareServer(options: {
  port: number;
  fixturesFile: string;
  logFile: string;
  readyPath: string;
}): Promise<ChildServer> {
  return spawnServer(
    'bare fastify',
    {
      command: process.execPath,
      args: ['--import', 'tsx', 'bench/bare-server.ts'],
      entry: /bare-server\.ts/,
    },
    { BARE_PORT: String(options.port), BARE_FIXTURES: options.fixturesFile },
    options.port,
    options.logFile,
    options.readyPath,
  );
}
