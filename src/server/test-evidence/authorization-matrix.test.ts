import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANNED_MESSAGES } from '../../shared/canned-messages.ts';
import { randomCode } from '../lib/crypto.ts';
import { buildTeam, buildRegisteredTeam, type TestTeam } from '../test/factories.ts';
import { sampleScene, buildDrawing } from '../test/factories-drawings.ts';
import { buildBlock, buildMessage } from '../test/factories-messaging.ts';
import { consentPayload, refreshReadModels } from '../test/factories-registration.ts';
import { buildInterview, buildTimeslot } from '../test/factories-scheduling.ts';
import { buildStream } from '../test/factories-streams.ts';
import { buildRobot, uniqueMac } from '../test/factories-tracking.ts';
import { createEvidenceApp, routeKey, sessionCookie, type EvidenceApp } from './evidence-app.ts';

/**
 * The authorization matrix (issue 9, DESIGN section 4): every registered route, called by a
 * visitor, team A, team B and an administrator, with real ids of resources team A owns.
 * A route registered without a row here fails the suite, and so does a row for a route that
 * no longer exists: a new route cannot ship without saying who may call it.
 */

const CALLERS = ['visitor', 'teamA', 'teamB', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
/** The status each caller must get, in the order visitor, team A, team B, admin. */
type Statuses = readonly [visitor: number, teamA: number, teamB: number, admin: number];

const everyone = (ok: number): Statuses => [ok, ok, ok, ok];
/** Any signed-in caller; a visitor gets 401. */
const signedIn = (ok: number): Statuses => [401, ok, ok, ok];
/** Administrators only: 401 for a visitor, 403 for a team. */
const adminOnly = (ok: number): Statuses => [401, 403, 403, ok];
/** Team A's own resource: team B is refused with 403, an administrator may act for A. */
const ownerOrAdmin = (ok: number): Statuses => [401, ok, 403, ok];

/** The world the matrix runs in: team A owns one of everything, team B owns nothing of it. */
interface World {
  teamA: TestTeam;
  teamB: TestTeam;
  /** Registered without location consent: its robot is hidden from other teams. */
  teamC: TestTeam;
  /** Blocked by team A. */
  teamD: TestTeam;
  /** Registered with contact details only team A and administrators may read. */
  coachEmailA: string;
  interviewA: { id: number; title: string };
  robotA: { id: number };
  hiddenRobotC: { name: string };
  drawingA: { id: number; name: string };
  timeslot: { id: number };
}

interface Probe {
  /** What this probe shows, when a route has more than one. */
  name?: string;
  /** The request for one caller; may first create a fresh resource so callers do not interfere. */
  request(caller: Caller): Promise<InjectOptions> | InjectOptions;
  expect: Statuses;
  /** Text in the answer that only these callers may see (leaks are failures too). */
  secrets?: Array<{ text: () => string; visibleTo: Caller[] }>;
  /** A server-sent event stream: checked over a real socket, then hung up. */
  stream?: boolean;
}

interface Row {
  route: string;
  probes: Probe[];
}

/** Registered routes the matrix deliberately leaves out, and why. */
const NOT_IN_MATRIX: Array<{ test(route: { method: string; url: string }): boolean; reason: string }> = [
  {
    test: (r) => r.url === '/api/docs' || r.url.startsWith('/api/docs/'),
    reason: 'the OpenAPI document and Swagger UI are public by design and hold no data',
  },
  {
    test: (r) => !r.url.startsWith('/api/'),
    reason: 'client files served by @fastify/static are public',
  },
];

let t: EvidenceApp;
let w: World;
let sequence = 0;
const unique = () => `${++sequence}-${randomCode(4)}`;
/** A future instant no other probe uses (a slot's start must be unique per room). */
const futureIso = () => new Date(Date.now() + (2 + ++sequence) * 24 * 60 * 60 * 1000).toISOString();

async function cookieFor(caller: Caller): Promise<string | undefined> {
  if (caller === 'visitor') return undefined;
  if (caller === 'admin') return sessionCookie(t.db, { adminId: t.adminId });
  return sessionCookie(t.db, { teamId: (caller === 'teamA' ? w.teamA : w.teamB).id });
}

async function freshInterviewOfA() {
  const slot = await buildTimeslot(t.db, { startTime: new Date(futureIso()) });
  return buildInterview(t.db, { teamId: w.teamA.id, timeslotId: slot.id });
}

async function freshManualDocument(): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/manual/documents',
    headers: { cookie: (await cookieFor('admin'))! },
    payload: { title: `Matrix manual ${unique()}`, content: '# Rules\n\n<MX1> **Matrix.** Robots stay on the field.', format: 'markdown' },
  });
  if (response.statusCode !== 201) throw new Error(`manual upload failed: ${response.body}`);
  return response.json().id;
}

const ROWS: Row[] = [
  { route: 'GET /api/health', probes: [{ request: () => ({ method: 'GET', url: '/api/health' }), expect: everyone(200) }] },
  {
    route: 'GET /api/events',
    probes: [{ request: () => ({ method: 'GET', url: '/api/events' }), expect: signedIn(200), stream: true }],
  },

  // Sign-in and sessions: public by nature.
  {
    route: 'POST /api/auth/login',
    probes: [
      {
        request: () => ({ method: 'POST', url: '/api/auth/login', payload: { username: 'organiser', password: 'correct-horse-battery' } }),
        expect: everyone(200),
      },
    ],
  },
  {
    route: 'POST /api/auth/team-login',
    probes: [
      {
        request: () => ({ method: 'POST', url: '/api/auth/team-login', payload: { teamId: w.teamA.id, joinCode: w.teamA.joinCode } }),
        expect: everyone(200),
      },
      {
        name: 'with a wrong code',
        request: () => ({ method: 'POST', url: '/api/auth/team-login', payload: { teamId: w.teamA.id, joinCode: 'WRONG123' } }),
        expect: everyone(401),
      },
    ],
  },
  { route: 'POST /api/auth/logout', probes: [{ request: () => ({ method: 'POST', url: '/api/auth/logout' }), expect: everyone(204) }] },
  { route: 'GET /api/auth/me', probes: [{ request: () => ({ method: 'GET', url: '/api/auth/me' }), expect: signedIn(200) }] },

  // Registration: teams, consent, tournament settings.
  {
    route: 'GET /api/teams',
    probes: [
      {
        request: () => ({ method: 'GET', url: '/api/teams' }),
        expect: everyone(200),
        secrets: [
          { text: () => w.teamA.joinCode, visibleTo: ['admin'] },
          { text: () => w.coachEmailA, visibleTo: ['admin'] },
        ],
      },
    ],
  },
  {
    route: 'GET /api/teams/:id',
    probes: [
      {
        request: () => ({ method: 'GET', url: `/api/teams/${w.teamA.id}` }),
        expect: everyone(200),
        secrets: [
          { text: () => w.teamA.joinCode, visibleTo: ['admin'] },
          { text: () => w.coachEmailA, visibleTo: ['admin'] },
        ],
      },
    ],
  },
  {
    route: 'POST /api/teams',
    probes: [{ request: () => ({ method: 'POST', url: '/api/teams', payload: { name: `Matrix Team ${unique()}` } }), expect: adminOnly(201) }],
  },
  {
    route: 'GET /api/teams/:id/consent',
    probes: [
      {
        request: () => ({ method: 'GET', url: `/api/teams/${w.teamA.id}/consent` }),
        expect: everyone(200),
        secrets: [{ text: () => w.coachEmailA, visibleTo: ['teamA', 'admin'] }],
      },
    ],
  },
  {
    route: 'POST /api/teams/:id/consent',
    probes: [
      {
        // Whoever holds a team's code may register it: each caller registers a new team.
        request: async () => {
          const team = await buildTeam(t.db);
          return { method: 'POST', url: `/api/teams/${team.id}/consent`, payload: consentPayload(team) };
        },
        expect: everyone(201),
      },
      {
        name: 'of an already registered team',
        request: () => ({ method: 'POST', url: `/api/teams/${w.teamA.id}/consent`, payload: consentPayload(w.teamA) }),
        expect: everyone(409),
      },
    ],
  },
  { route: 'GET /api/settings/tournament', probes: [{ request: () => ({ method: 'GET', url: '/api/settings/tournament' }), expect: everyone(200) }] },
  {
    route: 'PUT /api/settings/tournament',
    probes: [{ request: () => ({ method: 'PUT', url: '/api/settings/tournament', payload: { tournamentDate: '2030-05-01' } }), expect: adminOnly(200) }],
  },

  // Scheduling.
  { route: 'GET /api/settings/scheduling', probes: [{ request: () => ({ method: 'GET', url: '/api/settings/scheduling' }), expect: everyone(200) }] },
  {
    route: 'PUT /api/settings/scheduling',
    probes: [{ request: () => ({ method: 'PUT', url: '/api/settings/scheduling', payload: { maxActiveInterviewsPerTeam: 20 } }), expect: adminOnly(200) }],
  },
  { route: 'GET /api/timeslots', probes: [{ request: () => ({ method: 'GET', url: '/api/timeslots' }), expect: everyone(200) }] },
  {
    route: 'POST /api/timeslots',
    probes: [{ request: () => ({ method: 'POST', url: '/api/timeslots', payload: { startTime: futureIso() } }), expect: adminOnly(201) }],
  },
  {
    route: 'POST /api/timeslots/generate',
    probes: [
      {
        request: () => ({
          method: 'POST',
          url: '/api/timeslots/generate',
          payload: { date: '2031-03-04', startTime: '09:00', endTime: '10:00', slotMinutes: 30, rooms: 1 },
        }),
        expect: adminOnly(201),
      },
    ],
  },
  {
    route: 'DELETE /api/timeslots/:id',
    probes: [
      {
        request: async () => ({ method: 'DELETE', url: `/api/timeslots/${(await buildTimeslot(t.db, { startTime: new Date(futureIso()) })).id}` }),
        expect: adminOnly(204),
      },
    ],
  },
  {
    route: 'GET /api/timeslots/judges-schedule',
    probes: [{ request: () => ({ method: 'GET', url: '/api/timeslots/judges-schedule?date=2030-05-01' }), expect: adminOnly(200) }],
  },
  {
    route: 'GET /api/interviews',
    probes: [
      {
        request: () => ({ method: 'GET', url: '/api/interviews' }),
        expect: signedIn(200),
        secrets: [{ text: () => w.interviewA.title, visibleTo: ['teamA', 'admin'] }],
      },
      {
        name: "naming team A's id",
        request: () => ({ method: 'GET', url: `/api/interviews?teamId=${w.teamA.id}` }),
        expect: ownerOrAdmin(200),
        secrets: [{ text: () => w.interviewA.title, visibleTo: ['teamA', 'admin'] }],
      },
    ],
  },
  {
    route: 'POST /api/interviews',
    probes: [
      {
        name: 'for team A',
        request: async () => ({
          method: 'POST',
          url: '/api/interviews',
          payload: { title: 'Judging', timeslotId: (await buildTimeslot(t.db, { startTime: new Date(futureIso()) })).id, teamId: w.teamA.id },
        }),
        expect: ownerOrAdmin(201),
      },
      {
        name: 'naming no team (a team books for itself; an administrator must choose)',
        request: async () => ({
          method: 'POST',
          url: '/api/interviews',
          payload: { title: 'Judging', timeslotId: (await buildTimeslot(t.db, { startTime: new Date(futureIso()) })).id },
        }),
        expect: [401, 201, 201, 400],
      },
    ],
  },
  {
    route: 'DELETE /api/interviews/:id',
    probes: [{ request: async () => ({ method: 'DELETE', url: `/api/interviews/${(await freshInterviewOfA()).id}` }), expect: ownerOrAdmin(200) }],
  },
  {
    route: 'GET /api/interviews/:id/calendar.ics',
    probes: [
      {
        request: () => ({ method: 'GET', url: `/api/interviews/${w.interviewA.id}/calendar.ics` }),
        expect: ownerOrAdmin(200),
        secrets: [{ text: () => w.interviewA.title, visibleTo: ['teamA', 'admin'] }],
      },
    ],
  },

  // Messaging: teams write as themselves; administrators read for safeguarding, never write.
  { route: 'GET /api/canned-messages', probes: [{ request: () => ({ method: 'GET', url: '/api/canned-messages' }), expect: everyone(200) }] },
  {
    route: 'GET /api/messages',
    probes: [
      {
        name: "team A's conversation with team C",
        request: () => ({ method: 'GET', url: `/api/messages?senderTeamId=${w.teamA.id}&receiverTeamId=${w.teamC.id}` }),
        expect: ownerOrAdmin(200),
      },
    ],
  },
  {
    route: 'POST /api/messages',
    probes: [
      {
        request: () => ({ method: 'POST', url: '/api/messages', payload: { content: CANNED_MESSAGES[3]!.text, receiverTeamId: w.teamC.id } }),
        expect: [401, 201, 201, 403],
      },
      {
        name: 'claiming to be team A',
        request: () => ({
          method: 'POST',
          url: '/api/messages',
          payload: { content: CANNED_MESSAGES[4]!.text, senderTeamId: w.teamA.id, receiverTeamId: w.teamC.id },
        }),
        expect: [401, 201, 403, 403],
      },
    ],
  },
  {
    route: 'PUT /api/messages/read',
    probes: [
      {
        name: "team A's inbox",
        request: () => ({ method: 'PUT', url: '/api/messages/read', payload: { senderTeamId: w.teamC.id, receiverTeamId: w.teamA.id } }),
        expect: [401, 200, 403, 403],
      },
    ],
  },
  { route: 'GET /api/messages/unread', probes: [{ request: () => ({ method: 'GET', url: '/api/messages/unread' }), expect: [401, 200, 200, 403] }] },
  { route: 'GET /api/messages/log', probes: [{ request: () => ({ method: 'GET', url: '/api/messages/log' }), expect: adminOnly(200) }] },
  {
    route: 'GET /api/blocks',
    probes: [
      {
        request: () => ({ method: 'GET', url: '/api/blocks' }),
        expect: signedIn(200),
        secrets: [{ text: () => w.teamD.name, visibleTo: ['teamA', 'admin'] }],
      },
    ],
  },
  {
    route: 'POST /api/blocks',
    probes: [{ request: async () => ({ method: 'POST', url: '/api/blocks', payload: { teamId: (await buildTeam(t.db)).id } }), expect: [401, 201, 201, 403] }],
  },
  {
    route: 'DELETE /api/blocks/:teamId',
    probes: [
      {
        name: 'a block team A set (only A lifts it)',
        request: async () => {
          const other = await buildTeam(t.db);
          await buildBlock(t.db, w.teamA, other);
          return { method: 'DELETE', url: `/api/blocks/${other.id}` };
        },
        expect: [401, 204, 404, 403],
      },
    ],
  },

  // The manual assistants.
  {
    route: 'POST /api/manual/ask',
    probes: [{ request: () => ({ method: 'POST', url: '/api/manual/ask', payload: { question: 'How does a match start?' } }), expect: signedIn(200) }],
  },
  {
    route: 'POST /api/manual/ask-perplexity',
    probes: [{ request: () => ({ method: 'POST', url: '/api/manual/ask-perplexity', payload: { question: 'How does a match start?' } }), expect: signedIn(200) }],
  },
  { route: 'GET /api/manual/status', probes: [{ request: () => ({ method: 'GET', url: '/api/manual/status' }), expect: signedIn(200) }] },
  { route: 'GET /api/manual/rules/:ruleId', probes: [{ request: () => ({ method: 'GET', url: '/api/manual/rules/SG1' }), expect: signedIn(200) }] },
  { route: 'GET /api/manual/documents', probes: [{ request: () => ({ method: 'GET', url: '/api/manual/documents' }), expect: adminOnly(200) }] },
  {
    route: 'POST /api/manual/documents',
    probes: [
      {
        request: () => ({
          method: 'POST',
          url: '/api/manual/documents',
          payload: { title: `Matrix manual ${unique()}`, content: '# Rules\n\n<MX2> **Matrix.** Robots stay on the field.', format: 'markdown' },
        }),
        expect: adminOnly(201),
      },
    ],
  },
  {
    route: 'DELETE /api/manual/documents/:id',
    probes: [{ request: async () => ({ method: 'DELETE', url: `/api/manual/documents/${await freshManualDocument()}` }), expect: adminOnly(204) }],
  },

  // Tracking.
  {
    route: 'GET /api/robots',
    probes: [
      {
        request: () => ({ method: 'GET', url: '/api/robots' }),
        expect: signedIn(200),
        secrets: [{ text: () => w.hiddenRobotC.name, visibleTo: ['admin'] }],
      },
    ],
  },
  {
    route: 'POST /api/robots',
    probes: [{ request: () => ({ method: 'POST', url: '/api/robots', payload: { name: `Matrix ${unique()}`, macAddress: uniqueMac() } }), expect: adminOnly(201) }],
  },
  {
    route: 'PUT /api/robots/:id/location',
    probes: [{ request: () => ({ method: 'PUT', url: `/api/robots/${w.robotA.id}/location`, payload: { x: 10, y: 20 } }), expect: ownerOrAdmin(200) }],
  },

  // Streams.
  { route: 'GET /api/streams', probes: [{ request: () => ({ method: 'GET', url: '/api/streams' }), expect: signedIn(200) }] },
  {
    route: 'POST /api/streams',
    probes: [
      {
        request: () => ({
          method: 'POST',
          url: '/api/streams',
          payload: { youtubeUrl: `https://www.youtube.com/watch?v=mx${String(++sequence).padStart(9, '0')}`, title: 'Field 9' },
        }),
        expect: adminOnly(201),
      },
    ],
  },
  {
    route: 'DELETE /api/streams/:id',
    probes: [{ request: async () => ({ method: 'DELETE', url: `/api/streams/${(await buildStream(t.db)).id}` }), expect: adminOnly(204) }],
  },

  // Drawing boards.
  {
    route: 'GET /api/drawings',
    probes: [
      {
        request: () => ({ method: 'GET', url: '/api/drawings' }),
        expect: signedIn(200),
        secrets: [{ text: () => w.drawingA.name, visibleTo: ['teamA', 'admin'] }],
      },
      {
        name: "naming team A's id",
        request: () => ({ method: 'GET', url: `/api/drawings?teamId=${w.teamA.id}` }),
        expect: ownerOrAdmin(200),
        secrets: [{ text: () => w.drawingA.name, visibleTo: ['teamA', 'admin'] }],
      },
    ],
  },
  {
    route: 'GET /api/drawings/:id',
    probes: [
      {
        request: () => ({ method: 'GET', url: `/api/drawings/${w.drawingA.id}` }),
        expect: ownerOrAdmin(200),
        secrets: [{ text: () => w.drawingA.name, visibleTo: ['teamA', 'admin'] }],
      },
    ],
  },
  {
    route: 'POST /api/drawings',
    probes: [
      {
        name: 'for team A',
        request: () => ({ method: 'POST', url: '/api/drawings', payload: { name: 'Plan', scene: sampleScene(), teamId: w.teamA.id } }),
        expect: ownerOrAdmin(201),
      },
    ],
  },
  {
    route: 'PUT /api/drawings/:id',
    probes: [{ request: () => ({ method: 'PUT', url: `/api/drawings/${w.drawingA.id}`, payload: { scene: sampleScene('blue') } }), expect: ownerOrAdmin(200) }],
  },
  {
    route: 'DELETE /api/drawings/:id',
    probes: [
      {
        request: async () => ({ method: 'DELETE', url: `/api/drawings/${(await buildDrawing(t.db, w.teamA.id)).id}` }),
        expect: ownerOrAdmin(204),
      },
    ],
  },
];

/** A hijacked event stream never ends, so it is opened over a real socket and hung up. */
async function streamStatus(url: string, cookie: string | undefined): Promise<{ statusCode: number; body: string }> {
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), 5000);
  try {
    const response = await fetch(`http://127.0.0.1:${address.port}${url}`, {
      headers: cookie ? { cookie } : {},
      signal: abort.signal,
    });
    const body = response.headers.get('content-type')?.includes('text/event-stream') ? 'event-stream' : await response.text();
    return { statusCode: response.status, body };
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}

beforeAll(async () => {
  t = await createEvidenceApp();
  const coachEmailA = `coach-a-${randomCode(6).toLowerCase()}@example.org`;
  const teamA = await buildRegisteredTeam(t.db, {}, { coachEmail: coachEmailA });
  const teamB = await buildRegisteredTeam(t.db);
  const teamC = await buildRegisteredTeam(t.db, {}, { locationTrackingConsent: false });
  const teamD = await buildRegisteredTeam(t.db);
  const slot = await buildTimeslot(t.db);
  const interview = await buildInterview(t.db, { teamId: teamA.id, timeslotId: slot.id, title: `Secret interview ${unique()}` });
  const robotA = await buildRobot(t.db, { teamId: teamA.id });
  const hiddenRobotC = await buildRobot(t.db, { teamId: teamC.id, name: `Hidden robot ${unique()}` });
  const drawingA = await buildDrawing(t.db, teamA.id, { name: `Secret board ${unique()}` });
  await buildMessage(t.db, teamC, teamA);
  await buildBlock(t.db, teamA, teamD);
  await buildStream(t.db);
  w = {
    teamA,
    teamB,
    teamC,
    teamD,
    coachEmailA,
    interviewA: { id: interview.id, title: interview.title },
    robotA,
    hiddenRobotC: { name: hiddenRobotC.name },
    drawingA: { id: drawingA.id, name: drawingA.name },
    timeslot: slot,
  };
  // Teams hold up to 20 upcoming interviews here, so the booking probes never hit the limit.
  const limit = await t.app.inject({
    method: 'PUT',
    url: '/api/settings/scheduling',
    headers: { cookie: (await cookieFor('admin'))! },
    payload: { maxActiveInterviewsPerTeam: 20 },
  });
  expect(limit.statusCode).toBe(200);
  await refreshReadModels(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the authorization matrix', () => {
  it('covers every registered route, and names no route that does not exist', () => {
    const registered = t.routes.filter((route) => !NOT_IN_MATRIX.some((skip) => skip.test(route)));
    const gets = new Set(registered.filter((r) => r.method === 'GET').map((r) => r.url));
    // Fastify answers HEAD for every GET with the same handler and hooks (checked below).
    const keys = new Set(registered.filter((r) => !(r.method === 'HEAD' && gets.has(r.url))).map(routeKey));
    const rows = ROWS.map((row) => row.route);

    expect(new Set(rows).size, 'a route appears in two rows').toBe(rows.length);
    const missing = [...keys].filter((key) => !rows.includes(key));
    const stale = rows.filter((key) => !keys.has(key));
    expect(missing, 'registered routes with no row in the authorization matrix').toEqual([]);
    expect(stale, 'matrix rows naming routes that are not registered').toEqual([]);
    // Sanity: the listener saw the app's routes, documentation included.
    expect(t.routes.some((r) => r.url === '/api/docs/json')).toBe(true);
  });

  for (const row of ROWS) {
    for (const probe of row.probes) {
      it(`${row.route}${probe.name ? ` (${probe.name})` : ''}`, async () => {
        const statuses: Record<Caller, number> = { visitor: 0, teamA: 0, teamB: 0, admin: 0 };
        const leaks: string[] = [];
        for (const caller of CALLERS) {
          const cookie = await cookieFor(caller);
          const request = await probe.request(caller);
          const response = probe.stream
            ? await streamStatus(String(request.url), cookie)
            : await t.app.inject({ ...request, headers: { ...request.headers, ...(cookie ? { cookie } : {}) } });
          statuses[caller] = response.statusCode;
          for (const secret of probe.secrets ?? []) {
            const shown = response.body.includes(secret.text());
            if (shown !== secret.visibleTo.includes(caller)) {
              leaks.push(`${caller} ${shown ? 'sees' : 'does not see'} "${secret.text()}" (status ${response.statusCode})`);
            }
          }
        }
        const [visitor, teamA, teamB, admin] = probe.expect;
        expect(statuses).toEqual({ visitor, teamA, teamB, admin });
        expect(leaks).toEqual([]);
      });
    }
  }

  it('answers HEAD like GET for a visitor on every GET route', async () => {
    const mismatches: string[] = [];
    for (const row of ROWS.filter((r) => r.route.startsWith('GET '))) {
      const request = await row.probes[0]!.request('visitor');
      const get = await t.app.inject({ ...request, method: 'GET' });
      const head = await t.app.inject({ ...request, method: 'HEAD' });
      if (get.statusCode !== head.statusCode) mismatches.push(`${row.route}: GET ${get.statusCode}, HEAD ${head.statusCode}`);
    }
    expect(mismatches).toEqual([]);
  });
});
