import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No API path is written outside the route table (src/shared/routes): server and client name
 * routes through it. Tests and their helpers may call paths as a browser would.
 */

const ROOT = join(import.meta.dirname, '../../..');
const TABLE = 'src/shared/routes/';
const TEST_SUPPORT = [/\.test\.tsx?$/, /^src\/server\/test\//, /^src\/client\/test\//];
const TEST_SUPPORT_FILES = new Set([
  // The team-code flood the security tests share.
  'src/server/security/team-code-flood.ts',
]);
const TEST_EVIDENCE = 'src/server/test-evidence/';

/** A quoted string that starts with the API's path: `'/api/teams'`, `"/api"`, `` `/api/${x}` ``. */
const API_LITERAL = /['"`]\/api(?:\/|['"`])/;
/** A line of a comment (doc comments show example paths). */
const COMMENT = /^\s*(?:\/\/|\/\*|\*)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each `file:line` outside the table and tests that writes an API path. */
function apiPathLiterals(files: string[], read: (file: string) => string): string[] {
  return files
    .filter((file) => !file.startsWith(TABLE) && !file.startsWith(TEST_EVIDENCE))
    .filter((file) => !TEST_SUPPORT.some((test) => test.test(file)))
    .filter((file) => !TEST_SUPPORT_FILES.has(file))
    .flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, i) =>
          API_LITERAL.test(line) && !COMMENT.test(line) ? [`${file}:${i + 1}`] : [],
        ),
    );
}

describe('API paths', () => {
  it('are written only in the route table', () => {
    const files = sourceFiles('src');
    expect(files.length).toBeGreaterThan(500);
    const found = apiPathLiterals(files, (file) => readFileSync(join(ROOT, file), 'utf8'));
    expect(found).toEqual([]);
  });

  it('are found in code and ignored in comments, tests and the table', () => {
    const text: Record<string, string> = {
      'src/client/a.ts': "const x = 1;\nfetch('/api/teams');",
      'src/client/b.tsx': '<a href="/api/admin/backup">',
      'src/server/c.ts': 'const root = `/api`;\n/** `/api/teams/5` */',
      'src/client/d.test.ts': "fetch('/api/teams');",
      'src/shared/routes/e.ts': "route('GET', '/api/teams');",
    };
    expect(apiPathLiterals(Object.keys(text), (file) => text[file]!)).toEqual([
      'src/client/a.ts:2',
      'src/client/b.tsx:1',
      'src/server/c.ts:1',
    ]);
  });
});
