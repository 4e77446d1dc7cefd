import { defineConfig } from 'vitest/config';
import groups from './mutation-groups.json' with { type: 'json' };
import { clientProject, racesProject, serverProject } from './vitest.config.ts';

/**
 * The test files of one mutation group (MUTATION_GROUP, see stryker.config.mjs), in the same
 * projects as `npm test`. Stryker narrows the tests here rather than with its `testFiles` option,
 * which leaves module-level (static) mutants unactivated and falsely surviving (decision 140).
 */
const files: string[] =
  (groups as Record<string, { testFiles: string[] }>)[process.env.MUTATION_GROUP ?? '']
    ?.testFiles ?? [];
const shared = files.filter((file: string) => file.startsWith('src/shared/'));
const client = files.filter((file: string) => file.startsWith('src/client/'));
const races = files.filter((file: string) => file.endsWith('.race.test.ts'));
const server = files.filter(
  (file: string) => file.startsWith('src/server/') && !races.includes(file),
);

export default defineConfig({
  test: {
    projects: [
      ...(shared.length
        ? [{ test: { name: 'shared', include: shared, environment: 'node' } }]
        : []),
      ...(server.length ? [serverProject('server', 'pglite', server)] : []),
      ...(races.length ? [racesProject(races)] : []),
      ...(client.length ? [clientProject(client)] : []),
    ],
  },
});
