import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Projects: pure/shared unit tests, the API suite on PGlite, its engine-sensitive part on
 * PostgreSQL when TEST_DATABASE_URL is set, the race tests on PostgreSQL always, and client
 * component tests in happy-dom.
 */

/**
 * Race tests (`*.race.test.ts`: concurrent bookings and guesses) prove what locks and constraints
 * do under real concurrency, which PGlite (one statement at a time) never shows. They run on
 * PostgreSQL in every run, on TEST_DATABASE_URL or else the local server (decision 141).
 */
const RACES = 'src/server/**/*.race.test.ts';
const RACE_DATABASE_URL =
  process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Tests whose assertion is a time budget on the event loop (health answering within 100 ms while
 * imports, uploads, logins, patterns or a snapshot run). They measure the app, not the other test
 * files beside it: on two cores a neighbour doubles every slice of work, so they run after all
 * other tests, one file at a time, on a data directory on disk as the app ships (decision 335).
 */
const LATENCY = [
  'src/server/security/hostile-imports.test.ts',
  'src/server/security/upload-worker.test.ts',
  'src/server/security/admin-login-cpu.test.ts',
  'src/server/security/redos.test.ts',
  'src/server/db/snapshot.test.ts',
];

export const serverProject = (
  name: string,
  engine: 'pglite' | 'postgres',
  include: string[],
  env: Record<string, string> = {},
): TestProjectInlineConfiguration => ({
  test: {
    name,
    include,
    exclude: name === 'races' ? [] : [RACES],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    env: { TEST_ENGINE: engine, ...env },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * The API suite runs whole on PGlite, the engine the app ships with. On PostgreSQL (CI, and any
 * run with TEST_DATABASE_URL) runs the part where the engine makes a difference: the database
 * layer, start, stop, backup and killed processes, durable pushes, live streams across
 * connections, bookings, counters and sessions kept in rows. Two cores run a heavy suite once,
 * not once per engine (decision 337); TEST_EVERY_FILE_ON_POSTGRES=true runs all of it there too.
 */
const SERVER_TESTS = 'src/server/**/*.test.ts';
const inServer = (folder: string, names: string[]) =>
  names.map((name) => `src/server/${folder}${name}.test.ts`);
/** Exported for src/postgres-part.test.ts, which checks each still names a test file. */
export const ON_POSTGRES_TOO = [
  ...['db', 'test-evidence', 'effects'].map((folder) => `src/server/${folder}/**/*.test.ts`),
  ...['push', 'streams', 'scheduling', 'event', 'operations', 'staff', 'audit'].map(
    (feature) => `src/server/features/${feature}/**/*.test.ts`,
  ),
  ...inServer('plugins/', [
    'guess-limit',
    'known-refusals',
    'idempotency',
    'instances',
    'realtime',
    'event-stream-resume',
    'stream-backpressure',
    'sessions',
    'sessions.decorators',
    'session-cache',
    'session-sweep',
  ]),
  ...inServer('security/', ['team-lockout', 'streams-end-with-session', 'password-rehash']),
  ...inServer('', ['shutdown', 'stopping']),
];
const EVERY_FILE_ON_POSTGRES = process.env.TEST_EVERY_FILE_ON_POSTGRES === 'true';

/** The API suite on one engine, the latency tests aside (they run alone, below). */
const apiSuite = (
  name: string,
  engine: 'pglite' | 'postgres',
  include: string[],
): TestProjectInlineConfiguration => {
  const { test } = serverProject(name, engine, include);
  return { test: { ...test, exclude: [RACES, ...LATENCY] } };
};

/** The latency tests on one engine, alone: after every other group, one file at a time. */
const latencyProject = (
  name: string,
  engine: 'pglite' | 'postgres',
  groupOrder: number,
): TestProjectInlineConfiguration => {
  const { test } = serverProject(name, engine, LATENCY, { TEST_PGLITE_ON_DISK: 'true' });
  return { test: { ...test, fileParallelism: false, sequence: { groupOrder } } };
};

export const racesProject = (include: string[]) =>
  serverProject('races', 'postgres', include, {
    TEST_DATABASE_URL: RACE_DATABASE_URL,
    TEST_RACES: 'true',
  });

/** Client component tests in happy-dom. */
export const clientProject = (include: string[]): TestProjectInlineConfiguration => ({
  plugins: [react()],
  test: {
    name: 'client',
    include,
    environment: 'happy-dom',
    // Typing with user-event in happy-dom is slow on two busy cores; no test waits on a clock.
    testTimeout: 15_000,
    // The setup loads the toasts' code once per file; on two busy cores that can pass 10 s.
    hookTimeout: 30_000,
    setupFiles: ['src/client/test/setup.ts'],
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['src/shared/**/*.test.ts'], environment: 'node' } },
      // Checks over the whole repository (source file sizes).
      { test: { name: 'repo', include: ['src/*.test.ts'], environment: 'node' } },
      // Client weight from a fresh build's manifest (bench/client-weight.test.ts).
      {
        test: {
          name: 'bench',
          include: ['bench/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      apiSuite('server', 'pglite', [SERVER_TESTS]),
      ...(process.env.TEST_DATABASE_URL
        ? [
            apiSuite(
              'server-postgres',
              'postgres',
              EVERY_FILE_ON_POSTGRES ? [SERVER_TESTS] : ON_POSTGRES_TOO,
            ),
          ]
        : []),
      latencyProject('server-latency', 'pglite', 1),
      ...(process.env.TEST_DATABASE_URL && EVERY_FILE_ON_POSTGRES
        ? [latencyProject('server-postgres-latency', 'postgres', 2)]
        : []),
      racesProject([RACES]),
      clientProject(['src/client/**/*.test.{ts,tsx}']),
    ],
  },
});
