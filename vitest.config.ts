import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Projects: pure/shared unit tests, the API suite on PGlite, the same API suite on PostgreSQL
 * when TEST_DATABASE_URL is set, the race tests on PostgreSQL always, and client component tests
 * in happy-dom.
 */

/**
 * Race tests (`*.race.test.ts`: concurrent bookings and guesses) prove what locks and constraints
 * do under real concurrency, which PGlite (one statement at a time) never shows. They run on
 * PostgreSQL in every run, on TEST_DATABASE_URL or else the local server (decision 141).
 */
const RACES = 'src/server/**/*.race.test.ts';
const RACE_DATABASE_URL =
  process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

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

export const racesProject = (include: string[]) =>
  serverProject('races', 'postgres', include, {
    TEST_DATABASE_URL: RACE_DATABASE_URL,
    TEST_RACES: 'true',
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
      serverProject('server', 'pglite', ['src/server/**/*.test.ts']),
      ...(process.env.TEST_DATABASE_URL
        ? [serverProject('server-postgres', 'postgres', ['src/server/**/*.test.ts'])]
        : []),
      racesProject([RACES]),
      {
        plugins: [react()],
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Typing with user-event in happy-dom is slow on two busy cores; no test waits on a clock.
          testTimeout: 15_000,
          // The setup loads the toasts' code once per file; on two busy cores that can pass 10 s.
          hookTimeout: 30_000,
          setupFiles: ['src/client/test/setup.ts'],
        },
      },
    ],
  },
});
