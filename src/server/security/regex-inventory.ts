import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Every regular expression the app runs, found in its own source rather than listed by hand, so
 * a pattern added tomorrow is checked too (decision 101): each regex literal, and each
 * `new RegExp(...)` / `RegExp(...)` call, in the non-test files of src/shared, src/server and
 * src/client. A call built from a non-literal source cannot be read statically: it must be listed
 * in DYNAMIC_PATTERNS with the exported value it builds, and that value is checked instead.
 */

export interface FoundPattern {
  /** Where it is written: 'src/shared/contract/consent.ts:24'. */
  where: string;
  source: string;
  flags: string;
}

export interface DynamicCall {
  where: string;
  text: string;
}

const ROOT = new URL('../../../', import.meta.url).pathname;
const SCANNED = ['src/shared', 'src/server', 'src/client'];
const isSource = (name: string) =>
  /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts');
/** Test helpers, not code the app runs on anyone's input. */
const isTestSupport = (path: string) =>
  /\/(test|test-evidence|test-support|security)\//.test(path) || path.includes('/client/test/');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return isSource(entry.name) && !isTestSupport(path) ? [path] : [];
  });
}

const literalText = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;

/** The patterns written in the app's source, and the RegExp calls it cannot read statically. */
export function scanSourcePatterns(): { patterns: FoundPattern[]; dynamic: DynamicCall[] } {
  const patterns: FoundPattern[] = [];
  const dynamic: DynamicCall[] = [];
  for (const file of SCANNED.flatMap(sourceFiles)) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const kind = file.endsWith('.tsx')
      ? ts.ScriptKind.TSX
      : file.endsWith('.mjs')
        ? ts.ScriptKind.JS
        : ts.ScriptKind.TS;
    const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
    const where = (node: ts.Node) =>
      `${relative(ROOT, join(ROOT, file))}:${sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      if (ts.isRegularExpressionLiteral(node)) {
        const end = node.text.lastIndexOf('/');
        patterns.push({
          where: where(node),
          source: node.text.slice(1, end),
          flags: node.text.slice(end + 1),
        });
      } else if (
        (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'RegExp'
      ) {
        const [sourceArg, flagsArg] = node.arguments ?? [];
        const source = literalText(sourceArg);
        const flags = flagsArg ? literalText(flagsArg) : '';
        if (source !== undefined && flags !== undefined)
          patterns.push({ where: where(node), source, flags });
        else dynamic.push({ where: where(node), text: node.getText(sourceFile) });
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }
  return { patterns, dynamic };
}
