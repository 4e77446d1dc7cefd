/**
 * Text the app accepts: no NUL character, no lone UTF-16 surrogate and no bidirectional
 * embedding, override or isolate control, in any value or key of a request. PostgreSQL refuses
 * the first two (text cannot hold NUL; JSON cannot hold a lone surrogate); the direction controls
 * make text show in another order than it is stored (a team name that reads as another's, a
 * title whose end shows first). None is anything a person types. One rule for every route
 * (decisions 102 and 232): the server checks every request's params, query and body with it
 * before validation, and uploads and imports with it too.
 */

export const UNSAFE_TEXT_MESSAGE =
  'This text contains a character that is not allowed (a NUL character, a broken Unicode character or an invisible direction control). Remove it and try again.';
/** The rule's message by code (`safeText.<key>`). */
export const SAFE_TEXT_MESSAGES = { unsafe: UNSAFE_TEXT_MESSAGE } as const;

/** In Unicode mode a surrogate pair is one code point, so `\p{Cs}` matches lone surrogates only. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSAFE_CHARACTER = /[\u0000\p{Cs}\u202A-\u202E\u2066-\u2069]/u;

export const isSafeText = (text: string): boolean => !UNSAFE_CHARACTER.test(text);

export const UNSAFE_LABEL_MESSAGE =
  'Names and titles cannot hold line breaks, tabs, control characters or invisible characters. Remove them and try again.';

/**
 * What a name or title (a team's name and number, a room, a slot's, stream's or board's title,
 * a match label) may not hold besides the unsafe characters above: control characters (line
 * breaks and tabs included: a name is one line), direction marks, and characters that show as
 * nothing (zero-width space, word joiner, invisible operators, soft hyphen, a BOM inside text).
 * Zero-width joiners stay: emoji sequences and several scripts need them.
 */
const INVISIBLE_IN_LABEL =
  /[\p{Cc}\u00AD\u061C\u180E\u200B\u200E\u200F\u2028\u2029\u2060-\u2064\uFEFF\uFFF9-\uFFFB]/u;

/** A name or title a person can read as stored: safe text without invisible or control characters. */
export const isPlainLabel = (text: string): boolean =>
  isSafeText(text) && !INVISIBLE_IN_LABEL.test(text);

/**
 * The path ('scene.elements.0.text', '' for the value itself) of the first string or key holding
 * an unsafe character, or null. Iterative, so deeply nested bodies cannot overflow the stack.
 */
export function unsafeTextPath(value: unknown): string | null {
  // Every request's params, query and body come here, most of them empty: those cost nothing.
  if (typeof value === 'string') return isSafeText(value) ? null : '';
  if (value === null || typeof value !== 'object' || isEmptyObject(value)) return null;
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (!isSafeText(current)) return path;
    } else if (Array.isArray(current)) {
      for (let i = 0; i < current.length; i++)
        pending.push([current[i], joinPath(path, String(i))]);
    } else if (current !== null && typeof current === 'object') {
      for (const key in current) {
        if (!Object.hasOwn(current, key)) continue;
        if (!isSafeText(key)) return joinPath(path, '(a key)');
        pending.push([(current as Record<string, unknown>)[key], joinPath(path, key)]);
      }
    }
  }
  return null;
}

function joinPath(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

function isEmptyObject(value: object): boolean {
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return !Array.isArray(value) || value.length === 0;
}
