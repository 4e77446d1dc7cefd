import { setTimeout as delay } from 'node:timers/promises';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { CANNED_MESSAGES } from '../../shared/canned-messages.ts';
import { buildRegisteredTeam } from '../test/factories.ts';
import { buildDrawing, sampleScene } from '../test/factories-drawings.ts';
import { buildMessage } from '../test/factories-messaging.ts';
import { refreshReadModels } from '../test/factories-registration.ts';
import { buildInterview, buildTimeslot } from '../test/factories-scheduling.ts';
import { buildStream } from '../test/factories-streams.ts';
import { buildRobot } from '../test/factories-tracking.ts';
import { createEvidenceApp, errorLogRecorder, routeKey, sessionCookie, type RegisteredRoute } from './evidence-app.ts';

/**
 * Bad input (issue 9, DESIGN section 4): every registered route gets hostile path parameters,
 * query strings and bodies built from its own schema's field names, as a visitor, a team and an
 * administrator. Never a 5xx, always `{message}` JSON on a 4xx, no prototype pollution, and the
 * server still answers afterwards. Fixed seed, bounded runs: the same inputs on every run.
 */

const SEED = 20_240_909;
const RUNS_PER_ROUTE = 24;
const REQUEST_TIMEOUT_MS = 10_000;
/** Keys a polluted prototype would show on every object. */
const POLLUTION_MARKERS = ['polluted', 'isAdmin', 'fuzzed'];

const CALLERS = ['visitor', 'team', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

const errorLog = errorLogRecorder();
const t = await createEvidenceApp({}, { logger: errorLog.logger });
const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

// Real resources, so some generated requests get past validation to the handlers.
const team = await buildRegisteredTeam(t.db);
const otherTeam = await buildRegisteredTeam(t.db);
const slot = await buildTimeslot(t.db);
const interview = await buildInterview(t.db, { teamId: team.id, timeslotId: slot.id });
const robot = await buildRobot(t.db, { teamId: team.id });
const drawing = await buildDrawing(t.db, team.id);
const stream = await buildStream(t.db);
await buildMessage(t.db, otherTeam, team);
await refreshReadModels(t.app);

afterAll(async () => {
  await t.close();
});

/** Registered routes left out, and why. */
const NOT_FUZZED: Array<{ test(route: RegisteredRoute): boolean; reason: string }> = [
  { test: (r) => r.url.startsWith('/api/docs'), reason: 'the OpenAPI document and Swagger UI come from @fastify/swagger-ui' },
  { test: (r) => !r.url.startsWith('/api/'), reason: 'client files served by @fastify/static' },
  { test: (r) => r.method === 'HEAD', reason: 'HEAD runs the GET handler, which is fuzzed' },
];

/** Routes fuzzed for some callers only, and why. */
const CALLERS_OF: Record<string, { callers: Caller[]; reason: string }> = {
  'GET /api/events': {
    callers: ['visitor'],
    reason: 'a signed-in event stream never ends, so an injected request would not return; its query is ignored',
  },
};

// ---- Hostile values -------------------------------------------------------------------------

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '$where', ''];

const HOSTILE_STRINGS = [
  '', ' ', '0', '-0', '-1', '1.5', '-1.5', '1e309', '-1e309', '1e-7', 'NaN', 'Infinity', '-Infinity', 'null',
  'undefined', 'true', 'false', '[]', '{}', '0x1F', '0b101', '1_000', ' 12 ', '12abc', '007', '+5',
  '2147483647', '2147483648', '-2147483649', '9007199254740993', '9'.repeat(400),
  '__proto__', 'constructor', 'prototype', '../../etc/passwd', '..%2f..%2f', '%00', '\u0000', '%',
  "' OR 1=1 --", "'; drop table teams; --", '<script>alert(1)</script>', '${7*7}', '{{7*7}}',
  '١٢٣', '😀'.repeat(50), 'ｓｇ１', '\u202eevil', 'é'.normalize('NFD'), '\ud800', 'a\r\nSet-Cookie: x=1',
  '2030-02-30', '2030-13-01', '0000-00-00', '99:99', '24:00', 'AA:BB:CC:DD:EE', 'ZZ:ZZ:ZZ:ZZ:ZZ:ZZ',
  'javascript:alert(1)', 'https://www.youtube.com/watch?v=', 'a'.repeat(10_000), 'ä'.repeat(70_000),
];

const HOSTILE_NUMBERS = [
  0, -0, -1, 1.5, -1.5, 0.1, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2,
  Number.MAX_VALUE, Number.MIN_VALUE, -Number.MAX_VALUE, 1e21, 4e-320,
];

const soon = new Date(Date.now() + 3 * 86_400_000);
const hhmm = (date: Date) => `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

/** Values valid for a field of this name somewhere, so most requests differ from a valid one in a field or two. */
const FIELD_VALUES: Record<string, unknown[]> = {
  id: [interview.id, robot.id, drawing.id, stream.id, slot.id, team.id, String(drawing.id)],
  teamId: [team.id, otherTeam.id, String(team.id)],
  userId: [team.id],
  senderTeamId: [team.id, otherTeam.id],
  receiverTeamId: [otherTeam.id, team.id],
  timeslotId: [slot.id],
  before: [1, 1000],
  limit: [1, 50, 500],
  offset: [0, 10],
  tzOffset: [0, -120, 300],
  date: ['2030-05-01', soon.toISOString().slice(0, 10), '9999-12-31'],
  tournamentDate: ['2030-05-01', '9999-12-31'],
  tournamentDayOnly: ['true', 'false'],
  registeredOnly: ['true', 'false'],
  startTime: [soon.toISOString(), '09:00', hhmm(soon), '9999-12-31T23:45:00Z'],
  endTime: [new Date(soon.getTime() + 20 * 60_000).toISOString(), '17:00', '23:59'],
  slotMinutes: [15, 30],
  breakMinutes: [0, 5],
  rooms: [1, 3],
  maxActiveInterviewsPerTeam: [1, 5, 20],
  title: ['Judging', 'Field 1', 'My manual'],
  notes: ['Bring the robot', null],
  status: ['scheduled'],
  room: ['Room A', null],
  isAvailable: [true],
  content: [CANNED_MESSAGES[0]!.text, CANNED_MESSAGES[10]!.text, '# Rules\n\n<Z1> **Zed.** Robots stay on the field.'],
  format: ['markdown', 'text'],
  name: ['Plan A', `Fuzz team ${team.id}`, 'Robot 7'],
  description: ['A team', null],
  macAddress: ['AA:BB:CC:DD:EE:FF', 'aa-bb-cc-dd-ee-01'],
  lastLocationX: [10], lastLocationY: [10], isActive: [true],
  x: [10, 499.5], y: [10, 0],
  question: ['How does a match start?'],
  model: ['gpt-4o', 'gpt-3.5-turbo'],
  ruleId: ['SG1', '<R1>', 'sg2'],
  youtubeUrl: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtu.be/dQw4w9WgXcQ'],
  scene: [sampleScene()],
  expectedUpdatedAt: [new Date().toISOString(), '0000-01-01T00:00:00Z'],
  username: ['organiser'],
  password: ['correct-horse-battery', 'wrong-password'],
  joinCode: [team.joinCode, 'WRONG123'],
  coachName: ['Alex Coach'], coachEmail: ['coach@example.org'], coachPhone: ['555-010-0199'], signature: ['Alex Coach'],
  locationTrackingConsent: [true], behaviorAgreement: [true], safeUseAgreement: [true], damageAgreement: [true],
};
const PLAUSIBLE = [...new Set(Object.values(FIELD_VALUES).flat())];

/** Objects whose keys try to reach Object.prototype. */
const POLLUTERS: unknown[] = [
  JSON.parse('{"__proto__": {"polluted": "yes", "isAdmin": true}}'),
  JSON.parse('{"constructor": {"prototype": {"polluted": "yes", "fuzzed": 1}}}'),
  JSON.parse('{"prototype": {"isAdmin": true}}'),
];

const scalar = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 3, arbitrary: fc.constantFrom(...PLAUSIBLE) },
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
    { weight: 1, arbitrary: fc.array(fc.tuple(fc.constantFrom(...HOSTILE_KEYS), tie('value')), { maxLength: 3 }).map(rawObject) },
  ),
}));

/** A JSON object as text, so keys like `__proto__` stay own keys on the wire. */
function rawObjectText(entries: Array<[string, unknown]>): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
}
function rawObject(entries: Array<[string, unknown]>): unknown {
  return JSON.parse(rawObjectText(entries));
}

function deepJson(depth: number, shape: 'array' | 'object'): string {
  return shape === 'array' ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** The field names a zod object schema declares (through pipes, refinements and wrappers). */
function fieldsOf(schema: unknown): string[] {
  let current = schema as Record<string, unknown> | undefined;
  for (let i = 0; i < 6 && current; i++) {
    if (current.shape && typeof current.shape === 'object') return Object.keys(current.shape);
    const def = current.def as Record<string, unknown> | undefined;
    current = (current.in ?? def?.in ?? def?.innerType ?? def?.schema) as Record<string, unknown> | undefined;
  }
  return [];
}

/** Field names of routes that read their body themselves (no body schema). */
const UNDECLARED_BODY_FIELDS: Record<string, string[]> = {
  'POST /api/manual/documents': ['title', 'content', 'format', 'file'],
};

// ---- Requests -------------------------------------------------------------------------------

type Body =
  | { kind: 'none' }
  | { kind: 'object'; entries: Array<[string, unknown]> }
  | { kind: 'json'; value: unknown }
  | { kind: 'deep'; depth: number; shape: 'array' | 'object' }
  | { kind: 'raw'; text: string; contentType: string };

interface Case {
  caller: Caller;
  params: Record<string, unknown>;
  query: Array<[string, unknown]>;
  rawQuery: string;
  body: Body;
}

const RAW_BODIES = [
  { text: '', contentType: 'application/json' },
  { text: '{', contentType: 'application/json' },
  { text: '{"a":1}}', contentType: 'application/json' },
  { text: 'null', contentType: 'application/json' },
  { text: '"just a string"', contentType: 'application/json' },
  { text: '\uFEFF{}', contentType: 'application/json' },
  { text: '{"__proto__":{"polluted":"yes"}}', contentType: 'application/json' },
  { text: '{"a":{"constructor":{"prototype":{"polluted":"yes"}}}}', contentType: 'application/json' },
  { text: '{"a":1,"a":2}', contentType: 'application/json; charset=utf-16' },
  { text: 'title=x&content=y', contentType: 'application/x-www-form-urlencoded' },
  { text: 'hello', contentType: 'text/plain' },
  { text: '<a>1</a>', contentType: 'application/xml' },
  { text: 'garbage', contentType: 'multipart/form-data' },
  { text: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 nonsense\r\n--x--\r\n', contentType: 'multipart/form-data; boundary=x' },
  { text: '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n{"polluted":1}\r\n--x--\r\n', contentType: 'multipart/form-data; boundary=x' },
  { text: '{}', contentType: 'application/json;;;' },
];

const RAW_QUERIES = ['%', '%zz', '&&&', '=', 'a[b]=c', '__proto__[polluted]=1', 'constructor.prototype.polluted=1', 'x=1&x=2&x=3'];

/** A field's value: usually one that is valid somewhere, sometimes anything hostile. */
function fieldValue(field: string): fc.Arbitrary<unknown> {
  const valid = FIELD_VALUES[field];
  return valid
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...valid) }, { weight: 1, arbitrary: anyValue })
    : anyValue;
}

const OMITTED = Symbol('omitted');
const extraKey = fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 8 }));

/** The declared fields (each sometimes left out), then a few undeclared, hostile ones. */
function entriesFor(fields: string[], value: (field: string) => fc.Arbitrary<unknown>): fc.Arbitrary<Array<[string, unknown]>> {
  const declared = fc.tuple(...fields.map((field) => fc.option(value(field), { nil: OMITTED, freq: 5 }).map((v) => [field, v] as [string, unknown])));
  const extras = fc.array(fc.tuple(extraKey, anyValue), { maxLength: 2 });
  return fc
    .tuple(declared, extras, fc.boolean())
    .map(([known, more, shuffleExtrasFirst]) => {
      const present = known.filter(([, v]) => v !== OMITTED);
      return shuffleExtrasFirst ? [...more, ...present] : [...present, ...more];
    });
}

function caseFor(route: RegisteredRoute, callers: readonly Caller[]): fc.Arbitrary<Case> {
  const key = routeKey(route);
  const schema = route.schema as Record<string, unknown> | undefined;
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const queryFields = fieldsOf(schema?.querystring);
  const bodyFields = [...fieldsOf(schema?.body), ...(UNDECLARED_BODY_FIELDS[key] ?? [])];
  const hasBody = !['GET', 'HEAD'].includes(route.method);
  // An array in a query string is the key repeated.
  const queryValue = (field: string) => fc.oneof({ weight: 4, arbitrary: fieldValue(field) }, fc.array(scalar, { minLength: 2, maxLength: 3 }));

  const body: fc.Arbitrary<Body> = hasBody
    ? fc.oneof(
        { weight: 8, arbitrary: entriesFor(bodyFields, fieldValue).map((entries) => ({ kind: 'object' as const, entries })) },
        { weight: 1, arbitrary: anyValue.map((value) => ({ kind: 'json' as const, value })) },
        {
          weight: 1,
          arbitrary: fc
            .record({ depth: fc.integer({ min: 50, max: 20_000 }), shape: fc.constantFrom('array' as const, 'object' as const) })
            .map((d) => ({ kind: 'deep' as const, ...d })),
        },
        { weight: 2, arbitrary: fc.constantFrom(...RAW_BODIES).map((raw) => ({ kind: 'raw' as const, ...raw })) },
        { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
      )
    : fc.constant({ kind: 'none' as const });

  return fc.record({
    caller: fc.constantFrom(...callers),
    params: fc.record(Object.fromEntries(paramNames.map((name) => [name, fieldValue(name)]))),
    query: entriesFor(queryFields, queryValue),
    rawQuery: fc.oneof({ weight: 4, arbitrary: fc.constant('') }, fc.constantFrom(...RAW_QUERIES)),
    body,
  });
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
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    })
    .join('');
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? String(value));

function toRequest(route: RegisteredRoute, c: Case): InjectOptions {
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => percentEncode(asText(c.params[name])));
  const pairs: string[] = [];
  for (const [key, value] of c.query) {
    // An array in a query string is the key repeated.
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) pairs.push(`${percentEncode(key)}=${percentEncode(asText(v))}`);
  }
  if (c.rawQuery) pairs.push(c.rawQuery);
  const url = pairs.length ? `${path}?${pairs.join('&')}` : path;
  const request: InjectOptions = { method: route.method as InjectOptions['method'], url, headers: {} };
  const b = c.body;
  if (b.kind === 'object') Object.assign(request, { payload: rawObjectText(b.entries), headers: { 'content-type': 'application/json' } });
  else if (b.kind === 'json') Object.assign(request, { payload: JSON.stringify(b.value) ?? 'null', headers: { 'content-type': 'application/json' } });
  else if (b.kind === 'deep') Object.assign(request, { payload: deepJson(b.depth, b.shape), headers: { 'content-type': 'application/json' } });
  else if (b.kind === 'raw') Object.assign(request, { payload: b.text, headers: { 'content-type': b.contentType } });
  return request;
}

async function cookieFor(caller: Caller): Promise<string | undefined> {
  if (caller === 'visitor') return undefined;
  return sessionCookie(t.db, caller === 'admin' ? { adminId: t.adminId } : { teamId: team.id });
}

/**
 * 5xx answers of bugs already reported, each with a skipped regression test in
 * bad-input-regressions.test.ts. Matched on the server's own error, so any other 5xx on the same
 * route still fails. Remove an entry when its bug is fixed (and unskip its tests).
 */
const KNOWN_BUGS: Array<{ bug: string; matches(failure: Failure): boolean }> = [
  {
    bug: 'BUG-095-A: instants outside PostgreSQL timestamptz text range (year 0 or beyond 9999) reach the database',
    matches: (f) => f.status === 500 && /(time zone displacement|date\/time field value) out of range/.test(f.serverLog ?? ''),
  },
];

interface Failure {
  caller: Caller;
  request: string;
  status: number | 'no answer';
  body: string;
  serverLog?: string;
}

async function send(route: RegisteredRoute, c: Case): Promise<Failure | undefined> {
  const request = toRequest(route, c);
  const cookie = await cookieFor(c.caller);
  if (cookie) request.headers = { ...request.headers, cookie };
  const logged = errorLog.lines.length;
  const summary = () => `${request.method} ${String(request.url).slice(0, 300)} ${String(request.payload ?? '').slice(0, 300)}`;
  const timeout = new AbortController();
  const response = await Promise.race([
    t.app.inject(request),
    delay(REQUEST_TIMEOUT_MS, undefined, { signal: timeout.signal }).catch(() => undefined),
  ]).finally(() => timeout.abort());
  if (!response) return { caller: c.caller, request: summary(), status: 'no answer', body: '' };

  let problem = response.statusCode >= 500;
  if (!problem && response.statusCode >= 400) {
    try {
      const json = response.json();
      problem = typeof json?.message !== 'string' || !String(response.headers['content-type']).includes('application/json');
    } catch {
      problem = true;
    }
  }
  if (!problem) return undefined;
  return {
    caller: c.caller,
    request: summary(),
    status: response.statusCode,
    body: response.body.slice(0, 300),
    serverLog: errorLog.lines.slice(logged).join('\n').slice(0, 3000) || undefined,
  };
}

const fuzzed = t.routes.filter((route) => !NOT_FUZZED.some((skip) => skip.test(route)));

describe('bad input on every route', () => {
  it('finds the routes to fuzz', () => {
    expect(fuzzed.length).toBeGreaterThan(30);
    for (const key of Object.keys(CALLERS_OF)) expect(fuzzed.map(routeKey)).toContain(key);
  });

  for (const route of fuzzed) {
    const key = routeKey(route);
    it(`${key}: never a 5xx, always {message} on a 4xx`, async () => {
      const failures: Failure[] = [];
      await fc.assert(
        fc.asyncProperty(caseFor(route, CALLERS_OF[key]?.callers ?? CALLERS), async (c) => {
          const failure = await send(route, c);
          if (failure && !KNOWN_BUGS.some((known) => known.matches(failure))) failures.push(failure);
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE },
      );
      expect(failures).toEqual([]);
    });
  }

  it('leaves Object.prototype unpolluted', () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
    const probe: Record<string, unknown> = {};
    for (const marker of POLLUTION_MARKERS) expect(probe[marker], marker).toBeUndefined();
  });

  it('keeps serving: health and a signed-in request still answer', async () => {
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: (await cookieFor('team'))! } });
    expect(me.statusCode).toBe(200);
    expect(me.json().teamId).toBe(team.id);
  });
});
