import { readdirSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ON_POSTGRES_TOO } from '../vitest.config.ts';

/** Every API test file, as a path from the repository's root. */
const serverTests = readdirSync('src/server', { recursive: true, encoding: 'utf8' })
  .map((entry) => join('src/server', entry).replaceAll('\\', '/'))
  .filter((path) => path.endsWith('.test.ts'));

// A renamed or moved file would drop out of the PostgreSQL run without a word (decision 337).
describe('the API suite part that runs on PostgreSQL too', () => {
  it.each(ON_POSTGRES_TOO)('%s names at least one test file', (pattern) => {
    expect(serverTests.filter((path) => matchesGlob(path, pattern))).not.toEqual([]);
  });
});
