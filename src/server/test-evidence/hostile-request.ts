import type { InjectOptions } from 'fastify';
import type { RegisteredRoute } from './evidence-app.ts';
import { rawObjectText, type HostileCase } from './hostile-input.ts';

/**
 * Percent-encoding that never throws: a lone surrogate (not valid UTF-16) goes on the wire as
 * its three WTF-8 bytes, which is not valid UTF-8 either, so the server must refuse it cleanly.
 */
function percentEncode(text: string): string {
  return text
    .split(/(\p{Surrogate})/u)
    .map((part) => {
      if (!/^\p{Surrogate}$/u.test(part)) return encodeURIComponent(part);
      const c = part.charCodeAt(0);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    })
    .join('');
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

/** The request a case describes, ready for `app.inject` (cookies are added by the caller). */
export function toRequest(route: RegisteredRoute, c: HostileCase<string>): InjectOptions {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) =>
    percentEncode(asText(c.params[name])),
  );
  const pairs: string[] = [];
  for (const [key, value] of c.query) {
    for (const v of Array.isArray(value) ? value : [value])
      pairs.push(`${percentEncode(key)}=${percentEncode(asText(v))}`);
  }
  if (c.rawQuery) pairs.push(c.rawQuery);
  const url = pairs.length ? `${path}?${pairs.join('&')}` : path;
  const request: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url,
    headers: {},
  };
  const json = { 'content-type': 'application/json' };
  const b = c.body;
  if (b.kind === 'object')
    Object.assign(request, { payload: rawObjectText(b.entries), headers: json });
  else if (b.kind === 'json')
    Object.assign(request, { payload: JSON.stringify(b.value) ?? 'null', headers: json });
  else if (b.kind === 'deep')
    Object.assign(request, { payload: deepJson(b.depth, b.shape), headers: json });
  else if (b.kind === 'raw')
    Object.assign(request, { payload: b.text, headers: { 'content-type': b.contentType } });
  return request;
}

function deepJson(depth: number, shape: 'array' | 'object'): string {
  return shape === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}
