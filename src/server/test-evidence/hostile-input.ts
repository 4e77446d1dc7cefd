import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { routeKey, type RegisteredRoute } from './evidence-app.ts';

/**
 * Hostile requests for one route, built from the field names of its own schemas: each declared
 * field usually gets a value that is valid somewhere (so requests get past validation into the
 * handlers), sometimes a hostile one; undeclared keys try prototype pollution; bodies are also
 * wrong types, deep nesting, malformed JSON and other content types.
 */

const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '$where',
  '',
];

const HOSTILE_STRINGS = [
  '',
  ' ',
  '0',
  '-0',
  '-1',
  '1.5',
  '-1.5',
  '1e309',
  '-1e309',
  '1e-7',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  'false',
  '[]',
  '{}',
  '0x1F',
  '0b101',
  '1_000',
  ' 12 ',
  '12abc',
  '007',
  '+5',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '9'.repeat(400),
  '__proto__',
  'constructor',
  'prototype',
  '../../etc/passwd',
  '..%2f..%2f',
  '%00',
  '\u0000',
  '%',
  "' OR 1=1 --",
  "'; drop table teams; --",
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '١٢٣',
  '😀'.repeat(50),
  'ｓｇ１',
  '\u202eevil',
  'é'.normalize('NFD'),
  '\ud800',
  'a\r\nSet-Cookie: x=1',
  '2030-02-30',
  '2030-13-01',
  '0000-00-00',
  '99:99',
  '24:00',
  'AA:BB:CC:DD:EE',
  'ZZ:ZZ:ZZ:ZZ:ZZ:ZZ',
  'javascript:alert(1)',
  'https://www.youtube.com/watch?v=',
  'a'.repeat(10_000),
  'ä'.repeat(70_000),
];

const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  -1.5,
  0.1,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  -Number.MAX_VALUE,
  1e21,
  4e-320,
];

/** Keys a polluted Object.prototype would show on every object. */
export const POLLUTION_MARKERS = ['polluted', 'isAdmin', 'fuzzed'];

/** Objects whose keys try to reach Object.prototype. */
const POLLUTERS: unknown[] = [
  JSON.parse('{"__proto__": {"polluted": "yes", "isAdmin": true}}'),
  JSON.parse('{"constructor": {"prototype": {"polluted": "yes", "fuzzed": 1}}}'),
  JSON.parse('{"prototype": {"isAdmin": true}}'),
];

const RAW_BODIES = [
  { text: '', contentType: 'application/json' },
  { text: '{', contentType: 'application/json' },
  { text: '{"a":1}}', contentType: 'application/json' },
  { text: 'null', contentType: 'application/json' },
  { text: '"just a string"', contentType: 'application/json' },
  { text: '\uFEFF{}', contentType: 'application/json' },
  { text: '{"__proto__":{"polluted":"yes"}}', contentType: 'application/json' },
  {
    text: '{"a":{"constructor":{"prototype":{"polluted":"yes"}}}}',
    contentType: 'application/json',
  },
  { text: '{"a":1,"a":2}', contentType: 'application/json; charset=utf-16' },
  { text: '{}', contentType: 'application/json;;;' },
  { text: 'title=x&content=y', contentType: 'application/x-www-form-urlencoded' },
  { text: 'hello', contentType: 'text/plain' },
  { text: '<a>1</a>', contentType: 'application/xml' },
  { text: 'garbage', contentType: 'multipart/form-data' },
  {
    text: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 nonsense\r\n--x--\r\n',
    contentType: 'multipart/form-data; boundary=x',
  },
  {
    text: '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"polluted":1}\r\n--x--\r\n',
    contentType: 'multipart/form-data; boundary=x',
  },
];

const RAW_QUERIES = [
  '%',
  '%zz',
  '&&&',
  '=',
  'a[b]=c',
  '__proto__[polluted]=1',
  'constructor.prototype.polluted=1',
  'x=1&x=2&x=3',
];

/** Field names of routes that read their body themselves (no body schema). */
const UNDECLARED_BODY_FIELDS: Record<string, string[]> = {
  'POST /api/manual/documents': ['title', 'content', 'format', 'file'],
};

export type Body =
  | { kind: 'none' }
  | { kind: 'object'; entries: Array<[string, unknown]> }
  | { kind: 'json'; value: unknown }
  | { kind: 'deep'; depth: number; shape: 'array' | 'object' }
  | { kind: 'raw'; text: string; contentType: string };

export interface HostileCase<Caller extends string> {
  caller: Caller;
  params: Record<string, unknown>;
  query: Array<[string, unknown]>;
  rawQuery: string;
  body: Body;
}

/** A JSON object as text, so keys like `__proto__` stay own keys on the wire. */
function rawObjectText(entries: Array<[string, unknown]>): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
}

function deepJson(depth: number, shape: 'array' | 'object'): string {
  return shape === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** The field names a zod object schema declares (through pipes, refinements and wrappers). */
export function fieldsOf(schema: unknown): string[] {
  let current = schema as Record<string, unknown> | undefined;
  for (let i = 0; i < 6 && current; i++) {
    if (current.shape && typeof current.shape === 'object') return Object.keys(current.shape);
    const def = current.def as Record<string, unknown> | undefined;
    current = (current.in ?? def?.in ?? def?.innerType ?? def?.schema) as
      Record<string, unknown> | undefined;
  }
  return [];
}

/**
 * The arbitraries for one app: `fieldValues` holds, per field name, values that are valid for a
 * field of that name somewhere (real ids, canned texts, dates).
 */
export function hostileRequests(fieldValues: Record<string, unknown[]>) {
  const plausible = [...new Set(Object.values(fieldValues).flat())];
  const scalar = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 3, arbitrary: fc.constantFrom(...plausible) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double() },
    { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
    { weight: 1, arbitrary: fc.constantFrom(...POLLUTERS) },
  );
  const { value: anyValue } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 6, arbitrary: scalar },
      { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
      {
        weight: 1,
        arbitrary: fc
          .array(fc.tuple(fc.constantFrom(...HOSTILE_KEYS), tie('value')), { maxLength: 3 })
          .map((entries) => JSON.parse(rawObjectText(entries)) as unknown),
      },
    ),
  }));

  /** Usually a value valid somewhere for a field of this name, sometimes anything hostile. */
  const fieldValue = (field: string): fc.Arbitrary<unknown> => {
    const valid = fieldValues[field];
    return valid
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...valid) },
          { weight: 1, arbitrary: anyValue },
        )
      : anyValue;
  };
  const OMITTED = Symbol('omitted');
  const extraKey = fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 8 }));

  /** The declared fields (each sometimes left out), and a few undeclared, hostile ones. */
  const entriesFor = (fields: string[], value: (field: string) => fc.Arbitrary<unknown>) =>
    fc
      .tuple(
        fc.tuple(
          ...fields.map((field) =>
            fc
              .option(value(field), { nil: OMITTED, freq: 5 })
              .map((v) => [field, v] as [string, unknown]),
          ),
        ),
        fc.array(fc.tuple(extraKey, anyValue), { maxLength: 2 }),
        fc.boolean(),
      )
      .map(([declared, extras, extrasFirst]) => {
        const present = declared.filter(([, v]) => v !== OMITTED);
        return extrasFirst ? [...extras, ...present] : [...present, ...extras];
      });

  return function caseFor<Caller extends string>(
    route: RegisteredRoute,
    callers: readonly Caller[],
  ): fc.Arbitrary<HostileCase<Caller>> {
    const schema = route.schema as Record<string, unknown> | undefined;
    const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const queryFields = fieldsOf(schema?.querystring);
    const bodyFields = [
      ...fieldsOf(schema?.body),
      ...(UNDECLARED_BODY_FIELDS[routeKey(route)] ?? []),
    ];
    // An array in a query string is the key repeated.
    const queryValue = (field: string) =>
      fc.oneof(
        { weight: 4, arbitrary: fieldValue(field) },
        fc.array(scalar, { minLength: 2, maxLength: 3 }),
      );
    const deep = fc
      .record({
        depth: fc.integer({ min: 50, max: 20_000 }),
        shape: fc.constantFrom('array' as const, 'object' as const),
      })
      .map((d): Body => ({ kind: 'deep', ...d }));

    const body: fc.Arbitrary<Body> = ['GET', 'HEAD'].includes(route.method)
      ? fc.constant({ kind: 'none' })
      : fc.oneof(
          {
            weight: 8,
            arbitrary: entriesFor(bodyFields, fieldValue).map((entries): Body => ({
              kind: 'object',
              entries,
            })),
          },
          { weight: 1, arbitrary: anyValue.map((value): Body => ({ kind: 'json', value })) },
          { weight: 1, arbitrary: deep },
          {
            weight: 2,
            arbitrary: fc.constantFrom(...RAW_BODIES).map((raw): Body => ({ kind: 'raw', ...raw })),
          },
          { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
        );

    return fc.record({
      caller: fc.constantFrom(...callers),
      params: fc.record(Object.fromEntries(paramNames.map((name) => [name, fieldValue(name)]))),
      query: entriesFor(queryFields, queryValue),
      rawQuery: fc.oneof(
        { weight: 4, arbitrary: fc.constant('') },
        fc.constantFrom(...RAW_QUERIES),
      ),
      body,
    });
  };
}

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

/** Strings every field must survive: a NUL, a lone surrogate, 100,000 characters. */
const EXTREME_STRINGS: Array<{ label: string; value: string }> = [
  { label: 'a NUL character', value: 'Robot\u0000Team' },
  { label: 'a lone surrogate', value: 'Robot\ud83dTeam' },
  { label: '100,000 characters', value: '1234567890 '.repeat(9_091).slice(0, 100_000) },
  { label: '100,000 spaces after a digit', value: `1${' '.repeat(99_998)}!` },
];

/**
 * One request per declared field (path parameter, query field, body field) and extreme string:
 * the other fields get the first value valid somewhere, so the request gets as far as it can.
 */
export function extremeStringRequests(
  route: RegisteredRoute,
  fieldValues: Record<string, unknown[]>,
): Array<{ label: string; case: HostileCase<string> }> {
  const schema = route.schema as Record<string, unknown> | undefined;
  const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const query = fieldsOf(schema?.querystring);
  const body = ['GET', 'HEAD', 'DELETE'].includes(route.method)
    ? []
    : [...fieldsOf(schema?.body), ...(UNDECLARED_BODY_FIELDS[routeKey(route)] ?? [])];
  const valid = (field: string) => fieldValues[field]?.[0] ?? 'x';
  const base = (): HostileCase<string> => ({
    caller: '',
    params: Object.fromEntries(params.map((p) => [p, valid(p)])),
    query: query.map((q): [string, unknown] => [q, valid(q)]),
    rawQuery: '',
    body: body.length
      ? { kind: 'object', entries: body.map((b): [string, unknown] => [b, valid(b)]) }
      : { kind: 'none' },
  });
  const requests: Array<{ label: string; case: HostileCase<string> }> = [];
  for (const { label, value } of EXTREME_STRINGS) {
    for (const p of params) {
      const c = base();
      c.params[p] = value;
      requests.push({ label: `param ${p}: ${label}`, case: c });
    }
    for (const q of query) {
      const c = base();
      c.query = c.query.map(([key, v]) => [key, key === q ? value : v]);
      requests.push({ label: `query ${q}: ${label}`, case: c });
    }
    for (const b of body) {
      const c = base();
      if (c.body.kind === 'object')
        c.body.entries = c.body.entries.map(([key, v]) => [key, key === b ? value : v]);
      requests.push({ label: `body ${b}: ${label}`, case: c });
    }
  }
  return requests;
}
