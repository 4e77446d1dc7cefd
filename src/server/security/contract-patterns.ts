import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the shared contract runs on request text, read from the schemas themselves (zod 4's
 * `_zod.def`): every pattern a string check uses (ours and zod's own formats, such as email and
 * ISO date-time), every exported RegExp of src/shared, and every string check that runs a
 * pattern or custom code without an aborting length cap before it (decision 101).
 */

interface ContractPattern {
  where: string;
  pattern: RegExp;
}

interface Def {
  type?: string;
  check?: string;
  format?: string;
  abort?: boolean;
  pattern?: RegExp;
  checks?: Array<{ _zod: { def: Def } }>;
  shape?: Record<string, unknown>;
  element?: unknown;
  items?: unknown[];
  rest?: unknown;
  options?: unknown[];
  left?: unknown;
  right?: unknown;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  keyType?: unknown;
  valueType?: unknown;
  getter?: () => unknown;
}

const SHARED = new URL('../../shared/', import.meta.url).pathname;

const defOf = (schema: unknown): Def | undefined =>
  (schema as { _zod?: { def?: Def } } | null)?._zod?.def;

function sharedModules(dir = SHARED): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sharedModules(path);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** True when a failed length cap in this schema stops everything after it (a pipe's `in`). */
function hasCap(schema: unknown): boolean {
  const def = defOf(schema);
  if (!def) return false;
  if (def.type === 'pipe') return hasCap(def.in) || hasCap(def.out);
  return (def.checks ?? []).some((c) =>
    ['max_length', 'length_equals'].includes(c._zod.def.check ?? ''),
  );
}

export interface ContractScan {
  patterns: ContractPattern[];
  /** String checks that run a pattern or custom code on a value of any length. */
  uncapped: string[];
}

/** Walks every exported schema and RegExp of src/shared. */
export async function scanContract(): Promise<ContractScan> {
  const patterns: ContractPattern[] = [];
  const uncapped: string[] = [];
  const seen = new Set<unknown>();

  const walk = (schema: unknown, where: string, capped: boolean): void => {
    const def = defOf(schema);
    if (!def || seen.has(schema)) return;
    seen.add(schema);
    if (def.type === 'string') {
      let cappedHere = capped;
      const checks = [...(def.check ? [def] : []), ...(def.checks ?? []).map((c) => c._zod.def)];
      for (const check of checks) {
        if (check.check === 'max_length' || check.check === 'length_equals')
          cappedHere ||= check.abort === true;
        if (check.pattern) patterns.push({ where, pattern: check.pattern });
        if ((check.check === 'string_format' || check.check === 'custom') && !cappedHere) {
          uncapped.push(`${where} (${check.format ?? check.check})`);
        }
      }
      return;
    }
    if (def.type === 'pipe') {
      walk(def.in, `${where}.in`, capped);
      walk(def.out, `${where}.out`, capped || hasCap(def.in));
      return;
    }
    const children: Array<[string, unknown]> = [
      ...Object.entries(def.shape ?? {}),
      ...(def.items ?? []).map((item, i): [string, unknown] => [String(i), item]),
      ...(def.options ?? []).map((option, i): [string, unknown] => [`option${i}`, option]),
      ...(['element', 'rest', 'left', 'right', 'innerType', 'keyType', 'valueType'] as const)
        .filter((key) => def[key])
        .map((key): [string, unknown] => [key, def[key]]),
    ];
    if (def.type === 'lazy' && def.getter) children.push(['lazy', def.getter()]);
    for (const [key, child] of children) walk(child, `${where}.${key}`, capped);
  };

  for (const file of sharedModules()) {
    const module = (await import(file)) as Record<string, unknown>;
    const name = file.slice(SHARED.length);
    for (const [exported, value] of Object.entries(module)) {
      const where = `src/shared/${name}: ${exported}`;
      if (value instanceof RegExp) patterns.push({ where, pattern: value });
      else if (typeof value === 'function' && defOf(value) === undefined) continue;
      else walk(value, where, false);
    }
  }
  return { patterns, uncapped };
}
