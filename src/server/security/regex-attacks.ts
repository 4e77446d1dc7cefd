import { performance } from 'node:perf_hooks';

/**
 * Inputs shaped to make a backtracking pattern slow: long runs of each character the pattern
 * names (and of pairs of them, and of whitespace), after a prefix that gets past its start, with
 * a character that cannot match at the end; plus 100,000 characters of plain text.
 */

/** Characters a pattern's source names literally, and one of each class it uses. */
function charactersOf(source: string): string[] {
  const literal = [...new Set(source.replace(/\\[pPu]\{?[\w=]*\}?/g, '').replace(/[\\^$]/g, ''))];
  return [
    ...new Set([
      ...literal,
      ' ',
      '\t',
      'a',
      'A',
      'Z',
      '0',
      '9',
      '_',
      '.',
      '-',
      '*',
      '#',
      '/',
      '<',
      '>',
      ':',
      '@',
      '\u00a0',
    ]),
  ];
}

/** The 30 longest runs of characters between metacharacters: real prefixes like 'ext.' or '<!--'. */
function literalsOf(source: string): string[] {
  const runs = source.split(/[\\^$()[\]{}|*+?.]+/).filter((run) => run.length > 1);
  return [...new Set(runs)].sort((a, b) => b.length - a.length).slice(0, 30);
}

export interface Attack {
  label: string;
  input: string;
}

const built = new Map<string, string>();
/** `unit` repeated to `length` characters, between a prefix and an ending (built once, reused). */
function run(prefix: string, unit: string, length: number, ending: string): string {
  const key = JSON.stringify([prefix, unit, length, ending]);
  let text = built.get(key);
  if (text === undefined) {
    text = `${prefix}${unit.repeat(Math.ceil(length / unit.length))}${ending}`;
    built.set(key, text);
  }
  return text;
}

/**
 * Attacks of about `length` characters each; `thorough` adds prefixes, pairs and endings (used
 * at 10,000 characters, where a quadratic pattern already shows, and cheaply).
 */
export function attacksOn(pattern: RegExp, length: number, thorough: boolean): Attack[] {
  const chars = charactersOf(pattern.source);
  const prefixes = ['', '1234567890', '# ', '- ', '**', '<A1>', ...literalsOf(pattern.source)];
  const endings = thorough ? ['!', '\u0000', '\n!'] : ['!'];
  const attacks: Attack[] = [];
  const add = (prefix: string, unit: string, ending: string) =>
    attacks.push({
      label: `${JSON.stringify(prefix)} + ${JSON.stringify(unit)} x ${Math.ceil(length / unit.length)} + ${JSON.stringify(ending)}`,
      input: run(prefix, unit, length, ending),
    });
  for (const a of chars) {
    for (const prefix of thorough ? prefixes.slice(0, 4) : ['']) add(prefix, a, '!');
    for (const b of thorough ? [' ', '0', 'a', '.', '*', '_'] : [' '])
      if (a !== b) add('', a + b, '\u0000');
  }
  for (const prefix of prefixes) {
    for (const ending of endings) {
      add(prefix, ' ', ending);
      if (prefix) add('', prefix, ending);
    }
  }
  add('', 'lorem ipsum dolor ', '');
  return attacks;
}

/** Milliseconds one run takes, as the app runs it: `test` for a plain pattern, `replace` for a global one. */
export function timeRun(pattern: RegExp, input: string): number {
  const fresh = new RegExp(pattern.source, pattern.flags);
  const started = performance.now();
  if (fresh.global) input.replace(fresh, '');
  else fresh.test(input);
  return performance.now() - started;
}
