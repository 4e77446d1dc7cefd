import type { Parser } from 'wouter';

type Parsed = ReturnType<Parser>;

function withCaseInsensitivePattern({ pattern, keys }: Parsed): Parsed {
  if (pattern instanceof RegExp) {
    return pattern.flags.includes('i')
      ? { pattern, keys }
      : { pattern: new RegExp(pattern.source, `${pattern.flags}i`), keys };
  }
  // A custom matcher (e.g. URLPattern): fall back to the lower-cased path; routes are written in lower case.
  return {
    pattern: { exec: (path: string) => pattern.exec(path) ?? pattern.exec(path.toLowerCase()) },
    keys,
  };
}

/**
 * Wraps a wouter route parser so routes match regardless of letter case (/DASHBOARD matches
 * /dashboard), keeping its named and optional params and wildcards. wouter's default parser
 * (regexparam 3) already sets the `i` flag; the wrapper makes the behaviour ours rather than a
 * dependency's detail, whatever parser is in use.
 */
export function caseInsensitive(parser: Parser): Parser {
  const cache = new Map<string, Parsed>();
  return (route, loose) => {
    const cacheKey = `${loose ? 'L' : 'S'}${route}`;
    let parsed = cache.get(cacheKey);
    if (!parsed) {
      parsed = withCaseInsensitivePattern(parser(route, loose));
      cache.set(cacheKey, parsed);
    }
    return parsed;
  };
}
