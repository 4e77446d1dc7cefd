/** Data scale (DESIGN section 10): every list call's latency over a large event. */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cpuMs } from './cpu.ts';
import { request } from './http.ts';
import { percentile } from './stats.ts';

export interface ListCall {
  name: string;
  url: string;
  cookie?: string;
  /** Why this call is listed (who calls it). */
  who: string;
}

export interface ListCallResult {
  name: string;
  url: string;
  who: string;
  status: number;
  /** The JSON's own size. */
  bytes: number;
  /** What crossed the wire: compressed when the server compressed it. */
  wireBytes: number;
  encoding: string | null;
  rows: number | null;
  /** The first call after start (read models load here). */
  coldMs: number;
  p50: number;
  p99: number;
  samples: number;
  /** The server process's CPU time per warm call (null without /proc). */
  cpuMsEach: number | null;
}

/** What Chromium sends: every list call is made as a browser makes it. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function unpack(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** One call at a time, as a phone makes it: latency (to the last byte received) rather than throughput. */
export async function measureListCalls(
  appUrl: string,
  appPid: number | undefined,
  calls: readonly ListCall[],
  samples: number,
  log: (line: string) => void,
): Promise<ListCallResult[]> {
  const results: ListCallResult[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (const call of calls) {
    const cold = await request(appUrl, 'GET', call.url, {
      cookie: call.cookie,
      agent,
      headers: BROWSER_HEADERS,
    });
    const encoding = cold.headers['content-encoding'] ?? null;
    const unpacked = unpack(cold.body, encoding ?? undefined);
    let rows: number | null = null;
    try {
      const body = JSON.parse(unpacked.toString('utf8')) as unknown;
      if (Array.isArray(body)) rows = body.length;
    } catch {
      rows = null;
    }
    const latencies: number[] = [];
    const cpuBefore = cpuMs(appPid);
    for (let i = 0; i < samples; i++) {
      const response = await request(appUrl, 'GET', call.url, {
        cookie: call.cookie,
        agent,
        headers: BROWSER_HEADERS,
      });
      if (response.status !== cold.status)
        throw new Error(`${call.url}: ${cold.status} then ${response.status}`);
      latencies.push(response.ms);
    }
    const cpuAfter = cpuMs(appPid);
    const result: ListCallResult = {
      name: call.name,
      url: call.url,
      who: call.who,
      status: cold.status,
      bytes: unpacked.length,
      wireBytes: cold.body.length,
      encoding,
      rows,
      coldMs: cold.ms,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      samples,
      cpuMsEach: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / samples,
    };
    log(
      `  ${call.name}: ${result.status}, ${rows ?? '-'} rows, ${result.bytes} B${encoding ? ` (${result.wireBytes} B ${encoding})` : ''}, cold ${cold.ms.toFixed(1)} ms, p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms, CPU ${result.cpuMsEach?.toFixed(2) ?? '?'} ms each`,
    );
    results.push(result);
  }
  agent.destroy();
  return results;
}
