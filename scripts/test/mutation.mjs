#!/usr/bin/env node
/**
 * `npm run test:mutation [group...]`: Stryker on each group in turn (every group by default), one at
 * a time so two busy cores are not shared between runs. Groups: mutation-groups.json.
 */
import { spawnSync } from 'node:child_process';
import groups from '../../mutation-groups.json' with { type: 'json' };

const names = process.argv.slice(2);
for (const name of names.length ? names : Object.keys(groups)) {
  if (!(name in groups)) {
    console.error(
      `Unknown mutation group "${name}"; want one of ${Object.keys(groups).join(', ')}.`,
    );
    process.exit(2);
  }
  console.warn(`\n=== mutation group: ${name}\n`);
  const { status } = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_GROUP: name, TEST_DATABASE_URL: '' },
  });
  if (status !== 0) process.exit(status ?? 1);
}
