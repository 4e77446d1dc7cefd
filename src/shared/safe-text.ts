/**
 * Text the app accepts: no NUL character and no lone UTF-16 surrogate, in any value or key of a
 * request. PostgreSQL refuses both (text cannot hold NUL; JSON cannot hold a lone surrogate), and
 * neither is anything a person types. One rule for every route (decision 102): the server checks
 * every request's params, query and body with it before validation, and uploads with it too.
 */

export const UNSAFE_TEXT_MESSAGE =
  'This text contains a character that is not allowed (a NUL character or a broken Unicode character). Remove it and try again.';

/** In Unicode mode a surrogate pair is one code point, so `\p{Cs}` matches lone surrogates only. */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSAFE_CHARACTER = /[\u0000\p{Cs}]/u;

export const isSafeText = (text: string): boolean => !UNSAFE_CHARACTER.test(text);

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
      for (let i = 0; i < current.length; i++) pending.push([current[i], joinPath(path, String(i))]);
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
