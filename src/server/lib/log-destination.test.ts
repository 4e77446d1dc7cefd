import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const destinationModule = new URL('./log-destination.ts', import.meta.url).pathname;
const pinoModule = createRequire(import.meta.url).resolve('pino');

/** Runs a script that logs `lines` short lines (less than the buffer holds) and then `ending`. */
function runLogging(ending: string) {
  const dir = mkdtempSync(join(tmpdir(), 'tc-log-destination-'));
  const script = join(dir, 'script.ts');
  writeFileSync(
    script,
    `import pino from ${JSON.stringify(pinoModule)};
import { bufferedLogDestination, logCrashes } from ${JSON.stringify(destinationModule)};
const log = pino({ level: 'info' }, bufferedLogDestination());
logCrashes(log);
for (let i = 0; i < 20; i++) log.info({ i }, 'line');
${ending}
`,
  );
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
    encoding: 'utf8',
    timeout: 20_000,
  });
  const lines = run.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string; i?: number; err?: { message: string } });
  return { status: run.status, lines };
}

describe('the buffered log destination', () => {
  it('writes what it holds when the process exits', () => {
    const { status, lines } = runLogging('process.exit(3);');
    expect(status).toBe(3);
    expect(lines.map((line) => line.i)).toEqual([...Array(20).keys()]);
  });

  it('writes what it holds and the error when the process crashes', () => {
    const { status, lines } = runLogging("setImmediate(() => { throw new Error('boom'); });");
    expect(status).toBe(1);
    expect(lines.slice(0, 20).map((line) => line.i)).toEqual([...Array(20).keys()]);
    expect(lines[20]).toMatchObject({ msg: 'crashed', err: { message: 'boom' } });
  });

  it('logs an unhandled rejection as a crash', () => {
    const { status, lines } = runLogging("void Promise.reject(new Error('lost'));");
    expect(status).toBe(1);
    expect(lines.at(-1)).toMatchObject({ msg: 'crashed', err: { message: 'lost' } });
  });

  it('writes text in any script whole (bytes, not characters, are counted)', () => {
    const { lines } = runLogging("log.info('Équipe 日本 🤖'); process.exit(0);");
    expect(lines.map((line) => line.i ?? line.msg).slice(-2)).toEqual([19, 'Équipe 日本 🤖']);
  });

  it('holds lines back while the buffer has room (no write per line)', () => {
    // Killed before the one-second flush and without exit handlers running: nothing was written.
    const { lines } = runLogging("process.kill(process.pid, 'SIGKILL');");
    expect(lines).toEqual([]);
  });

  it('writes a full batch at once, without waiting for the flush', () => {
    // 1,000 more lines are several batches: all but the last go out before the kill.
    const { lines } = runLogging(`for (let i = 20; i < 1020; i++) log.info({ i }, 'line');
setTimeout(() => process.kill(process.pid, 'SIGKILL'), 50);`);
    expect(lines.length).toBeGreaterThan(200);
    expect(lines.map((line) => line.i)).toEqual([...Array(lines.length).keys()]);
  });
});
