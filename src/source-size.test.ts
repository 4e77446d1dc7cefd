import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The most lines a source file may hold once formatted (prettier): past it, split it. */
const MAX_LINES = 200;

const ROOTS = ['src', 'bench', 'scripts'];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const NOT_SOURCE = /\.test\.|\.spec\.|(^|\/)test\//;

/** Every non-test source file under ROOTS with its line count (as `wc -l` counts them). */
function sourceFiles(): Map<string, number> {
  const files = new Map<string, number>();
  for (const root of ROOTS) {
    for (const entry of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      const path = join(root, entry).replaceAll('\\', '/');
      if (!SOURCE.test(path) || NOT_SOURCE.test(path) || path.includes('node_modules/')) continue;
      files.set(path, readFileSync(path, 'utf8').split('\n').length - 1);
    }
  }
  return files;
}

describe('source files stay small', () => {
  const files = sourceFiles();

  it('finds the source files', () => {
    expect(files.get('src/server/app.ts')).toBeGreaterThan(0);
    expect(files.has('src/source-size.test.ts')).toBe(false);
  });

  it(`holds every source file to ${MAX_LINES} lines`, () => {
    const over = [...files]
      .filter(([, lines]) => lines > MAX_LINES)
      .map(([path, lines]) => `${path}: ${lines} lines`);
    expect(over, `split these files (at most ${MAX_LINES} lines each)`).toEqual([]);
  });
});
