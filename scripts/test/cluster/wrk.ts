/**
 * Read load for the cluster test's scaling check: wrk (C, one thread) rather than a Node client,
 * so that the load generator costs a third of what the instances do per read and the instances,
 * not the client, bound the rate (decision 224). Its Lua `done` hook prints the run as JSON.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const REPORT_SCRIPT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"p99Us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, latency:percentile(99), e.connect, e.read, e.write, e.status, e.timeout))
end
`;

export interface WrkRun {
  readonly perSecond: number;
  readonly p99Ms: number;
  /** Requests that failed: refused or broken connections, timeouts, and answers other than 2xx or 3xx. */
  readonly failed: number;
  readonly failures: string;
}

export interface WrkOptions {
  readonly wrk: string;
  readonly workDir: string;
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly connections: number;
  readonly seconds: number;
}

export function runWrk(options: WrkOptions): Promise<WrkRun> {
  const script = join(options.workDir, 'wrk-report.lua');
  writeFileSync(script, REPORT_SCRIPT);
  const args = [
    '-t1',
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--timeout',
    '5s',
    '-s',
    script,
    ...Object.entries(options.headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    options.url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(options.wrk, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('{"requests"'));
      if (code !== 0 || !line)
        return reject(new Error(`wrk ${args.join(' ')} failed (${code}):\n${out}`));
      const r = JSON.parse(line) as Record<
        'requests' | 'durationUs' | 'p99Us' | 'connect' | 'read' | 'write' | 'status' | 'timeout',
        number
      >;
      const kinds = (['connect', 'read', 'write', 'timeout', 'status'] as const).filter(
        (kind) => r[kind] > 0,
      );
      const failed = kinds.reduce((sum, kind) => sum + r[kind], 0);
      resolve({
        // Answers over 399 are among the requests; broken connections and timeouts are not.
        perSecond: ((r.requests - r.status) * 1e6) / r.durationUs,
        p99Ms: r.p99Us / 1000,
        failed,
        failures: kinds
          .map((kind) => `${r[kind]} ${kind === 'status' ? 'not 2xx or 3xx' : `${kind} errors`}`)
          .join(', '),
      });
    });
  });
}
