// @ts-check
import mutationGroups from './mutation-groups.json' with { type: 'json' };
/**
 * Mutation testing (docs/testing.md, decision 140): one group of modules at a time, each with the
 * test files that are meant to hold its behaviour (mutation-groups.json). `MUTATION_GROUP` names
 * the group; `npm run test:mutation [group...]` runs the groups one after another.
 */

/** @type {Record<string, { mutate: string[]; testFiles: string[] }>} */
export const groups = mutationGroups;

const name = process.env.MUTATION_GROUP ?? 'positioning';
const group = groups[name];
if (!group)
  throw new Error(`MUTATION_GROUP: got "${name}"; want one of ${Object.keys(groups).join(', ')}.`);

/** Stryker's options (https://stryker-mutator.io/docs/stryker-js/configuration/). */
export default {
  testRunner: 'vitest',
  // The group's test files (vitest.mutation.config.ts), not Stryker's `testFiles` (decision 140).
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: group.mutate,
  coverageAnalysis: 'perTest',
  // Two cores shared with other work: one test process.
  concurrency: 1,
  // Tests that build an app on a fresh database take seconds; a mutant that hangs is a timeout.
  timeoutMS: 60_000,
  incremental: true,
  incrementalFile: `reports/mutation/${name}.incremental.json`,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  thresholds: { high: 90, low: 80, break: null },
  // The sandbox needs the sources and configs, not build output, databases or reports.
  ignorePatterns: [
    'dist',
    'data',
    '.e2e',
    '.vitest',
    'reports',
    'docs',
    'test-results',
    'playwright-report',
    'coverage',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
