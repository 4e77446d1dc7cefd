import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every error the server raises carries its code from where it is raised (decision 332): an
 * HttpError helper gets a coded message (`CODED.messages.notCanned`, a catalogue's coded
 * function, a value already coded), never a bare text whose code something would have to work
 * out afterwards. The types refuse most bare texts; this scan also catches a catalogue text or a
 * message read off another value (`parsed.message`).
 */

const ROOT = join(import.meta.dirname, '../..');
/** Where coded messages are made into errors: the class and its helpers, the field checks. */
const BUILDERS = new Set(['src/server/http-errors.ts', 'src/server/validation-errors.ts']);
/** A helper call or `new HttpError(status, …)`, and the start of its first argument. */
const RAISE =
  /\b(?:badRequest|unauthorized|forbidden|notFound|conflict|gone)\(\s*([^\s)][^,)\n]*)|new HttpError\(\s*\d+,\s*([^,)\n]+)/g;
/** Allowed: a coded catalogue (`CODED.x`, `PDF_CODED.x`) or a value named in lower case. */
const CODED_ARGUMENT = /^(?:[A-Z_]*CODED\b|[a-z]\w*\b(?!\.message\b))/;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Each `file: call` that raises an error with a message no code came with. */
function uncodedRaises(files: string[], read: (file: string) => string): string[] {
  return files
    .filter((file) => !BUILDERS.has(file))
    .flatMap((file) =>
      [...read(file).matchAll(RAISE)].flatMap((match) => {
        const argument = (match[1] ?? match[2] ?? '').trim();
        return CODED_ARGUMENT.test(argument) ? [] : [`${file}: ${match[0].trim()}`];
      }),
    );
}

describe('errors the server raises', () => {
  it('carry their code from where they are raised', () => {
    const files = sourceFiles('src/server');
    expect(files.length).toBeGreaterThan(200);
    const found = uncodedRaises(files, (file) => readFileSync(join(ROOT, file), 'utf8'));
    expect(found).toEqual([]);
  });

  it('finds bare texts, catalogue texts and borrowed messages, and lets coded ones through', () => {
    const text: Record<string, string> = {
      'src/server/a.ts': "throw notFound('Team not found');",
      'src/server/b.ts': 'throw conflict(\n  DRAWING_LIMIT_REACHED,\n);',
      'src/server/c.ts': 'throw badRequest(MESSAGE_ERRORS.notCanned, errors);',
      'src/server/d.ts': 'throw badRequest(parsed.message);',
      'src/server/e.ts': 'return new HttpError(413, `Too large`);',
      'src/server/f.ts': [
        'throw notFound(CODED.drawings.teamNotFound);',
        'throw conflict(CODED.clash.match(label, time));',
        'throw new HttpError(429, PDF_CODED.busy);',
        'throw unauthorized();',
        'if (problem) throw badRequest(problem, [{ field, message: problem.message }]);',
      ].join('\n'),
      'src/server/plugins/security.ts': 'throw forbidden(ERROR_MESSAGES.crossSite);',
    };
    expect(uncodedRaises(Object.keys(text), (file) => text[file]!)).toEqual([
      "src/server/a.ts: notFound('Team not found'",
      'src/server/b.ts: conflict(\n  DRAWING_LIMIT_REACHED',
      'src/server/c.ts: badRequest(MESSAGE_ERRORS.notCanned',
      'src/server/d.ts: badRequest(parsed.message',
      'src/server/e.ts: new HttpError(413, `Too large`',
      'src/server/plugins/security.ts: forbidden(ERROR_MESSAGES.crossSite',
    ]);
  });
});
