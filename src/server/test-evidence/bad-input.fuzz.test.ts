import { setTimeout as delay } from 'node:timers/promises';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { CANNED_MESSAGES } from '../../shared/canned-messages.ts';
import { buildRegisteredTeam } from '../test/factories.ts';
import { buildDrawing, sampleScene } from '../test/factories-drawings.ts';
import { buildMessage } from '../test/factories-messaging.ts';
import { refreshReadModels } from '../test/factories-registration.ts';
import { buildInterview, buildTimeslot } from '../test/factories-scheduling.ts';
import { buildStream } from '../test/factories-streams.ts';
import { buildRobot } from '../test/factories-tracking.ts';
import {
  createEvidenceApp,
  errorLogRecorder,
  routeKey,
  sessionCookie,
  type RegisteredRoute,
} from './evidence-app.ts';
import { leastBlock } from '../test/event-loop-block.ts';
import { extremeStringRequests } from './extreme-strings.ts';
import { hostileRequests, type HostileCase } from './hostile-input.ts';
import { toRequest } from './hostile-request.ts';
import { POLLUTION_MARKERS } from './hostile-values.ts';

/**
 * Bad input (DESIGN section 4): every registered route gets hostile path parameters,
 * query strings and bodies built from its own schema's field names, as a visitor, a team and an
 * administrator. Never a 5xx, always `{message}` JSON on a 4xx, no prototype pollution, and the
 * server still answers afterwards. Fixed seed, bounded runs: the same inputs on every run.
 */

const SEED = 20_240_909;
const RUNS_PER_ROUTE = 20;
const REQUEST_TIMEOUT_MS = 10_000;

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
  {
    test: (r) => r.url.startsWith('/api/docs'),
    reason: 'the OpenAPI document and Swagger UI come from @fastify/swagger-ui',
  },
  { test: (r) => !r.url.startsWith('/api/'), reason: 'client files served by @fastify/static' },
  { test: (r) => r.method === 'HEAD', reason: 'HEAD runs the GET handler, which is fuzzed' },
  {
    test: (r) => routeKey(r) === 'GET /api/events',
    reason:
      'an event stream never ends for any caller, visitors included (decision 152), so an injected request would not return; it declares no input (realtime.test.ts covers it)',
  },
];

/** Routes fuzzed for some callers only, and why. */
const CALLERS_OF: Record<string, { callers: Caller[]; reason: string }> = {};

// ---- Values valid somewhere, so most requests differ from a valid one in a field or two ----

const soon = new Date(Date.now() + 3 * 86_400_000);
const hhmm = (date: Date) =>
  `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

/**
 * Per field name, values that are valid for a field of that name somewhere, plus a few at the
 * ends of the calendar (9999-12-31, year 0), which is where BUG-096-A was found.
 */
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
  content: [
    CANNED_MESSAGES[0]!.text,
    CANNED_MESSAGES[10]!.text,
    '# Rules\n\n<Z1> **Zed.** Robots stay on the field.',
  ],
  format: ['markdown', 'text'],
  name: ['Plan A', `Fuzz team ${team.id}`, 'Robot 7'],
  description: ['A team', null],
  macAddress: ['AA:BB:CC:DD:EE:FF', 'aa-bb-cc-dd-ee-01'],
  lastLocationX: [10],
  lastLocationY: [10],
  isActive: [true],
  x: [10, 499.5],
  y: [10, 0],
  question: ['How does a match start?'],
  model: ['gpt-4o', 'gpt-3.5-turbo'],
  ruleId: ['SG1', '<R1>', 'sg2'],
  youtubeUrl: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtu.be/dQw4w9WgXcQ'],
  scene: [sampleScene()],
  expectedUpdatedAt: [new Date().toISOString(), '0000-01-01T00:00:00Z'],
  username: ['organiser'],
  password: ['correct-horse-battery', 'wrong-password'],
  joinCode: [team.joinCode, 'WRONG123'],
  coachName: ['Alex Coach'],
  coachEmail: ['coach@example.org'],
  coachPhone: ['555-010-0199'],
  signature: ['Alex Coach'],
  locationTrackingConsent: [true],
  behaviorAgreement: [true],
  safeUseAgreement: [true],
  damageAgreement: [true],
};
const caseFor = hostileRequests(FIELD_VALUES);

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
  // BUG-096-A (dates at the ends of the calendar) is fixed: see bad-input-regressions.test.ts.
];

interface Failure {
  caller: Caller;
  request: string;
  status: number | 'no answer';
  body: string;
  serverLog?: string;
}

async function send(route: RegisteredRoute, c: HostileCase<Caller>): Promise<Failure | undefined> {
  const request = toRequest(route, c);
  const cookie = await cookieFor(c.caller);
  if (cookie) request.headers = { ...request.headers, cookie };
  const logged = errorLog.lines.length;
  const summary = () =>
    `${request.method} ${String(request.url).slice(0, 300)} ${String(request.payload ?? '').slice(0, 300)}`;
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
      problem =
        typeof json?.message !== 'string' ||
        !String(response.headers['content-type']).includes('application/json');
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
      // Every failing request is collected (none stops the run), so one report shows them all.
      const failures: Failure[] = [];
      await fc.assert(
        fc.asyncProperty(caseFor(route, CALLERS_OF[key]?.callers ?? CALLERS), async (c) => {
          const failure = await send(route, c);
          if (failure && !KNOWN_BUGS.some((known) => known.matches(failure)))
            failures.push(failure);
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
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: (await cookieFor('team'))! },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().teamId).toBe(team.id);
  });
});

/**
 * A NUL character, a lone surrogate and 100,000 characters in every field of every
 * route (path, query and body), the other fields valid, as a team and as an administrator.
 * Never a 5xx, {message} on a 4xx, and the event loop never stands still for 100 ms or more.
 */
describe('extreme strings in every field', () => {
  for (const route of fuzzed) {
    const key = routeKey(route);
    const callers: readonly Caller[] = CALLERS_OF[key]?.callers ?? ['team', 'admin'];
    it(`${key}: never a 5xx, never blocks the event loop for 100 ms`, async () => {
      const failures: string[] = [];
      for (const { label, case: c } of extremeStringRequests(route, FIELD_VALUES)) {
        for (const caller of callers) {
          const { result: failure, blockMs } = await leastBlock(() =>
            send(route, { ...c, caller }),
          );
          if (failure && !KNOWN_BUGS.some((known) => known.matches(failure)))
            failures.push(
              `${caller} ${label}: ${failure.status} ${failure.body} ${failure.serverLog ?? ''}`,
            );
          if (blockMs >= 100)
            failures.push(
              `${caller} ${label}: the event loop stood still for ${blockMs.toFixed(0)} ms`,
            );
        }
      }
      expect(failures).toEqual([]);
    });
  }
});
