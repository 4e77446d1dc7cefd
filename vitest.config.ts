import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Projects: pure/shared unit tests, the API suite on PGlite, the same API suite on PostgreSQL
 * when TEST_DATABASE_URL is set, and client component tests in happy-dom.
 */
const serverProject = (engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name: engine === 'pglite' ? 'server' : 'server-postgres',
    include: ['src/server/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    env: { TEST_ENGINE: engine },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['src/shared/**/*.test.ts'], environment: 'node' } },
      // Client weight from a fresh build's manifest (bench/client-weight.test.ts).
      { test: { name: 'bench', include: ['bench/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      {
        plugins: [react()],
        test: {
          name: 'client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Typing with user-event in happy-dom is slow on two busy cores; no test waits on a clock.
          testTimeout: 15_000,
          setupFiles: ['src/client/test/setup.ts'],
        },
      },
    ],
  },
});
