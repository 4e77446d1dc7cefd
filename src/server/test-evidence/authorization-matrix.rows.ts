import type { InjectOptions } from 'fastify';
import { CANNED_MESSAGES } from '../../shared/canned-messages.ts';
import { randomCode } from '../lib/crypto.ts';
import { buildTeam, buildRegisteredTeam, type TestTeam } from '../test/factories.ts';
import { sampleScene, buildDrawing, strokeUpdate } from '../test/factories-drawings.ts';
import { drawingShares } from '../db/schema.ts';
import { buildBlock, buildMessage } from '../test/factories-messaging.ts';
import { consentPayload, refreshReadModels } from '../test/factories-registration.ts';
import { buildInterview, buildTimeslot } from '../test/factories-scheduling.ts';
import { buildStream } from '../test/factories-streams.ts';
import { buildAnnouncement, browserSubscription } from '../test/factories-push.ts';
import { buildHelpRequest } from '../test/factories-help.ts';
import { buildRobot, uniqueMac } from '../test/factories-tracking.ts';
import { buildStaff } from '../test/factories-staff.ts';
import { TEST_ADMIN } from '../test/test-app.ts';
import { MATRIX_PUSH_HOST, sessionCookie, type EvidenceApp } from './evidence-app.ts';

/**
 * The rows of the authorization matrix (authorization-matrix.test.ts): who may call each route,
 * and what each caller must get. Add a row with every new route.
 */

export const CALLERS = [
  'visitor',
  'teamA',
  'teamB',
  'admin',
  'judgeOwn',
  'judgeOther',
  'volunteer',
] as const;
export type Caller = (typeof CALLERS)[number];
/**
 * The status each caller must get, in the order visitor, team A, team B, admin (an organiser),
 * the judge of team A's interview room, a judge of another room, and a volunteer.
 */
type Statuses = readonly [
  visitor: number,
  teamA: number,
  teamB: number,
  admin: number,
  judgeOwn: number,
  judgeOther: number,
  volunteer: number,
];

/** The room of team A's interview: judgeOwn judges it, judgeOther another. */
const ROOM_OF_A = 'Room 2';

const everyone = (ok: number): Statuses => [ok, ok, ok, ok, ok, ok, ok];
/** Any signed-in caller, staff included; a visitor gets 401. */
const signedIn = (ok: number): Statuses => [401, ok, ok, ok, ok, ok, ok];
/** Any team or organiser; a visitor gets 401, a judge and a volunteer 403 (not part of their roles). */
const signedInTeamOrOrganiser = (ok: number): Statuses => [401, ok, ok, ok, 403, 403, 403];
/** Organisers only: 401 for a visitor, 403 for a team, a judge and a volunteer. */
const adminOnly = (ok: number): Statuses => [401, 403, 403, ok, 403, 403, 403];
/** Team A's own resource: team B is refused with 403, an organiser may act for A; no staff role may. */
const ownerOrAdmin = (ok: number): Statuses => [401, ok, 403, ok, 403, 403, 403];
/** Teams and organisers (visitor, team A, team B, admin as given); judges and volunteers 403. */
const teamsAndOrganisers = (statuses: readonly [number, number, number, number]): Statuses => [
  ...statuses,
  403,
  403,
  403,
];

/** The world the matrix runs in: team A owns one of everything, team B owns nothing of it. */
export interface World {
  teamA: TestTeam;
  teamB: TestTeam;
  /** Registered without location consent: its robot is hidden from other teams. */
  teamC: TestTeam;
  /** Blocked by team A. */
  teamD: TestTeam;
  /** Registered with contact details only team A and administrators may read. */
  coachEmailA: string;
  /** Staff: a judge of ROOM_OF_A, a judge of another room, a volunteer. */
  judgeOwnId: number;
  judgeOtherId: number;
  volunteerId: number;
  interviewA: { id: number; title: string };
  robotA: { id: number };
  hiddenRobotC: { name: string };
  drawingA: { id: number; name: string };
  timeslot: { id: number };
}

interface Probe {
  /** What this probe shows, when a route has more than one. */
  name?: string;
  /** The request, made anew for each caller (it may first create a fresh resource). */
  request(): Promise<InjectOptions> | InjectOptions;
  expect: Statuses;
  /** Text in the answer that only these callers may see (leaks are failures too). */
  secrets?: Array<{ text: string; visibleTo: Caller[] }>;
  /** A server-sent event stream: checked over a real socket, then hung up. */
  stream?: boolean;
}

export interface Row {
  route: string;
  probes: Probe[];
}

/** Registered routes the matrix deliberately leaves out, and why. */
export const NOT_IN_MATRIX: Array<{
  test(route: { method: string; url: string }): boolean;
  reason: string;
}> = [
  {
    test: (r) => r.url === '/api/docs' || r.url.startsWith('/api/docs/'),
    reason: 'the OpenAPI document and Swagger UI are public by design and hold no data',
  },
  {
    test: (r) => !r.url.startsWith('/api/'),
    reason: 'client files served by @fastify/static are public',
  },
];

let sequence = 0;
const unique = () => `${++sequence}-${randomCode(4)}`;
/** A future instant no other probe uses (a slot's start must be unique per room). */
const futureIso = () => new Date(Date.now() + (2 + ++sequence) * 24 * 60 * 60 * 1000).toISOString();

/** A new session for each request, so sign-in and sign-out routes cannot change the next caller. */
export async function cookieFor(
  t: EvidenceApp,
  w: World,
  caller: Caller,
): Promise<string | undefined> {
  if (caller === 'visitor') return undefined;
  if (caller === 'admin') return sessionCookie(t.db, { adminId: t.adminId });
  if (caller === 'judgeOwn') return sessionCookie(t.db, { adminId: w.judgeOwnId });
  if (caller === 'judgeOther') return sessionCookie(t.db, { adminId: w.judgeOtherId });
  if (caller === 'volunteer') return sessionCookie(t.db, { adminId: w.volunteerId });
  return sessionCookie(t.db, { teamId: (caller === 'teamA' ? w.teamA : w.teamB).id });
}

/** Team A with one of everything, team B with nothing of it, and two teams around them. */
export async function seedMatrixWorld(t: EvidenceApp): Promise<World> {
  const coachEmailA = `coach-a-${randomCode(6).toLowerCase()}@example.org`;
  const teamA = await buildRegisteredTeam(t.db, {}, { coachEmail: coachEmailA });
  const teamB = await buildRegisteredTeam(t.db);
  const teamC = await buildRegisteredTeam(t.db, {}, { locationTrackingConsent: false });
  const teamD = await buildRegisteredTeam(t.db);
  const slot = await buildTimeslot(t.db, { room: ROOM_OF_A });
  const interview = await buildInterview(t.db, {
    teamId: teamA.id,
    timeslotId: slot.id,
    title: `Secret interview ${unique()}`,
  });
  const robotA = await buildRobot(t.db, { teamId: teamA.id });
  const hiddenRobotC = await buildRobot(t.db, {
    teamId: teamC.id,
    name: `Hidden robot ${unique()}`,
  });
  const drawingA = await buildDrawing(t.db, teamA.id, { name: `Secret board ${unique()}` });
  await buildMessage(t.db, teamC, teamA);
  await buildBlock(t.db, teamA, teamD);
  await buildStream(t.db);
  const staff = async (role: 'judge' | 'volunteer', rooms: string[]) =>
    (await buildStaff(t.db, { role, rooms })).id;
  const w: World = {
    judgeOwnId: await staff('judge', [ROOM_OF_A]),
    judgeOtherId: await staff('judge', ['Room 9']),
    volunteerId: await staff('volunteer', []),
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
    headers: { cookie: await sessionCookie(t.db, { adminId: t.adminId }) },
    payload: { maxActiveInterviewsPerTeam: 20 },
  });
  if (limit.statusCode !== 200) throw new Error(`setting the booking limit failed: ${limit.body}`);
  await refreshReadModels(t.app);
  return w;
}

type Request = InjectOptions & { method: string; url: string };
const get = (url: string): Request => ({ method: 'GET', url });
const post = (url: string, payload?: unknown): Request => ({
  method: 'POST',
  url,
  payload: payload as InjectOptions['payload'],
});
const put = (url: string, payload: unknown): Request => ({
  method: 'PUT',
  url,
  payload: payload as InjectOptions['payload'],
});
const del = (url: string, payload?: unknown): Request => ({
  method: 'DELETE',
  url,
  payload: payload as InjectOptions['payload'],
});
const patch = (url: string, payload: unknown): Request => ({
  method: 'PATCH',
  url,
  payload: payload as InjectOptions['payload'],
});

/** A probe sending the same request (or a fresh one each time) to every caller. */
function probe(
  request: Request | (() => Promise<Request>),
  expect: Statuses,
  extra: Omit<Probe, 'request' | 'expect'> = {},
): Probe {
  return { request: typeof request === 'function' ? request : () => request, expect, ...extra };
}
const row = (route: string, ...probes: Probe[]): Row => ({ route, probes });
const secret = (text: string, ...visibleTo: Caller[]) => ({ text, visibleTo });

/** The matrix: one row per registered route (see NOT_IN_MATRIX for the ones left out). */
export function matrixRows(t: EvidenceApp, w: World): Row[] {
  const A = w.teamA.id;
  const C = w.teamC.id;
  const adminCookie = () => sessionCookie(t.db, { adminId: t.adminId });
  const freshSlot = async () =>
    (await buildTimeslot(t.db, { startTime: new Date(futureIso()) })).id;
  /**
   * A schedule of one match of team B on a field of its own (an import replaces the schedule),
   * made once per row: every caller of a row asks about the same match.
   */
  const fieldSchedules = new Map<string, Promise<{ field: string; label: string }>>();
  const fieldSchedule = (route: string) => {
    let made = fieldSchedules.get(route);
    if (!made) fieldSchedules.set(route, (made = importFieldSchedule()));
    return made;
  };
  const importFieldSchedule = async () => {
    const field = `Field ${unique()}`;
    const label = `Q${unique()}`;
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/matches/import',
      headers: { cookie: await adminCookie(), 'content-type': 'text/csv' },
      payload: `match,start,field,team1\n${label},2030-05-01T09:00:00Z,${field},${w.teamB.name}\n`,
    });
    if (imported.statusCode !== 200)
      throw new Error(`importing a schedule failed: ${imported.body}`);
    return { field, label };
  };
  const freshInterviewOfA = async () =>
    (await buildInterview(t.db, { teamId: A, timeslotId: await freshSlot() })).id;
  const freshManualDocument = async (): Promise<number> => {
    const response = await t.app.inject({
      ...post('/api/manual/documents', {
        title: `Matrix manual ${unique()}`,
        content: '# Rules\n\n<MX1> **Matrix.** Stay on the field.',
      }),
      headers: { cookie: await adminCookie() },
    });
    if (response.statusCode !== 201) throw new Error(`manual upload failed: ${response.body}`);
    return response.json().id;
  };
  const drawingOfA = secret(w.drawingA.name, 'teamA', 'admin');
  let presenceClient = 0;
  const interviewOfA = secret(w.interviewA.title, 'teamA', 'admin', 'judgeOwn');
  const freshInvite = async () => {
    const response = await t.app.inject({
      ...post('/api/staff', { name: `Matrix person ${unique()}`, role: 'volunteer' }),
      headers: { cookie: await adminCookie() },
    });
    if (response.statusCode !== 201) throw new Error(`invite failed: ${response.body}`);
    return response.json() as { person: { id: number }; invite: { token: string } };
  };

  return [
    row('GET /api/health', probe(get('/api/health'), everyone(200))),
    // Visitors hear only the events meant for everyone (decision 152): the now/next screens.
    row('GET /api/events', probe(get('/api/events'), everyone(200), { stream: true })),

    // Sign-in and sessions: public by nature.
    row('POST /api/auth/login', probe(post('/api/auth/login', TEST_ADMIN), everyone(200))),
    row(
      'POST /api/auth/team-login',
      probe(post('/api/auth/team-login', { teamId: A, joinCode: w.teamA.joinCode }), everyone(200)),
      probe(
        post('/api/auth/team-login', { teamId: A, joinCode: 'WXYZ-2345-ABCD' }),
        everyone(401),
        {
          name: 'with a wrong code',
        },
      ),
    ),
    row('POST /api/auth/logout', probe(post('/api/auth/logout'), everyone(204))),
    row('GET /api/auth/me', probe(get('/api/auth/me'), signedIn(200))),

    // Registration: team codes and coach contacts only for administrators (and the team's own consent).
    row(
      'GET /api/teams',
      probe(get('/api/teams'), everyone(200), {
        secrets: [secret(w.teamA.joinCode, 'admin', 'volunteer'), secret(w.coachEmailA, 'admin')],
      }),
    ),
    row(
      'GET /api/teams/:id',
      probe(get(`/api/teams/${A}`), everyone(200), {
        secrets: [secret(w.teamA.joinCode, 'admin', 'volunteer'), secret(w.coachEmailA, 'admin')],
      }),
    ),
    row(
      'POST /api/teams',
      probe(async () => post('/api/teams', { name: `Matrix Team ${unique()}` }), adminOnly(201)),
    ),
    row(
      'POST /api/teams/import',
      probe(
        async () => ({
          method: 'POST' as const,
          url: '/api/teams/import',
          headers: { 'content-type': 'text/csv' },
          payload: `name\nImported ${unique()}\n`,
        }),
        adminOnly(201),
      ),
    ),
    row(
      'PATCH /api/teams/:id',
      probe(async () => {
        const team = await buildTeam(t.db);
        return {
          method: 'PATCH' as const,
          url: `/api/teams/${team.id}`,
          payload: { number: null },
        };
      }, adminOnly(200)),
    ),
    row(
      'DELETE /api/teams/:id/sessions',
      probe(async () => {
        const team = await buildTeam(t.db);
        return { method: 'DELETE' as const, url: `/api/teams/${team.id}/sessions` };
      }, adminOnly(200)),
    ),
    row(
      'GET /api/teams/:id/consent',
      probe(get(`/api/teams/${A}/consent`), everyone(200), {
        secrets: [secret(w.coachEmailA, 'teamA', 'admin')],
      }),
    ),
    row(
      'POST /api/teams/:id/consent',
      // Whoever holds a team's code may register it: each caller registers a new team.
      probe(async () => {
        const team = await buildTeam(t.db);
        return post(`/api/teams/${team.id}/consent`, consentPayload(team));
      }, everyone(201)),
      probe(post(`/api/teams/${A}/consent`, consentPayload(w.teamA)), everyone(409), {
        name: 'of an already registered team',
      }),
    ),
    row('GET /api/settings/tournament', probe(get('/api/settings/tournament'), everyone(200))),
    row(
      'PUT /api/settings/tournament',
      probe(put('/api/settings/tournament', { tournamentDate: '2030-05-01' }), adminOnly(200)),
    ),

    // Scheduling.
    row('GET /api/settings/scheduling', probe(get('/api/settings/scheduling'), everyone(200))),
    row(
      'PUT /api/settings/scheduling',
      probe(put('/api/settings/scheduling', { maxActiveInterviewsPerTeam: 20 }), adminOnly(200)),
    ),
    row('GET /api/timeslots', probe(get('/api/timeslots'), everyone(200))),

    // The match schedule and blocked periods.
    row('GET /api/matches', probe(get(`/api/matches?teamId=${A}`), everyone(200))),
    row(
      'POST /api/matches/import',
      probe(
        async () => ({
          method: 'POST' as const,
          url: '/api/matches/import',
          headers: { 'content-type': 'text/csv' },
          payload: `match,start,team1\nQ${unique()},2030-05-01T09:00:00Z,${w.teamB.name}\n`,
        }),
        adminOnly(200),
      ),
    ),
    row('GET /api/matches/clashes', probe(get('/api/matches/clashes'), adminOnly(200))),
    row(
      'POST /api/matches/clashes/notify',
      probe(post('/api/matches/clashes/notify'), adminOnly(200)),
    ),
    row('GET /api/blocked-periods', probe(get('/api/blocked-periods'), everyone(200))),
    row(
      'PUT /api/blocked-periods',
      probe(put('/api/blocked-periods', { periods: [] }), adminOnly(200)),
    ),
    // Queue calls: organisers and volunteers run the queue; anyone may read it (the displays).
    row(
      'PUT /api/fields/:field/current',
      probe(async () => {
        const { field, label } = await fieldSchedule('PUT /api/fields/:field/current');
        return put(`/api/fields/${encodeURIComponent(field)}/current`, { match: label });
      }, [401, 403, 403, 200, 403, 403, 200]),
    ),
    row('GET /api/queue', probe(get('/api/queue'), everyone(200))),
    row(
      'PUT /api/queue/check-ins',
      probe(async () => {
        const { label } = await fieldSchedule('PUT /api/queue/check-ins');
        return put('/api/queue/check-ins', {
          match: label,
          teamId: w.teamB.id,
          status: 'checked-in',
        });
      }, [401, 403, 403, 200, 403, 403, 200]),
    ),
    row(
      'POST /api/timeslots',
      probe(async () => post('/api/timeslots', { startTime: futureIso() }), adminOnly(201)),
    ),
    row(
      'POST /api/timeslots/generate',
      probe(
        post('/api/timeslots/generate', {
          date: '2031-03-04',
          startTime: '09:00',
          endTime: '10:00',
          slotMinutes: 30,
        }),
        adminOnly(201),
      ),
    ),
    row(
      'DELETE /api/timeslots/:id',
      probe(async () => del(`/api/timeslots/${await freshSlot()}`), adminOnly(204)),
    ),
    row(
      'GET /api/timeslots/judges-schedule',
      probe(get('/api/timeslots/judges-schedule?date=2030-05-01'), adminOnly(200)),
    ),
    row(
      'DELETE /api/timeslots',
      probe(async () => {
        await buildTimeslot(t.db, { startTime: new Date('2032-02-03T10:00:00Z') });
        return del('/api/timeslots?date=2032-02-03&tzOffset=0');
      }, adminOnly(200)),
    ),
    row(
      'GET /api/display',
      probe(get('/api/display'), everyone(200), {
        // Only what a screen in the hall shows: no titles, no contact details, for anyone.
        secrets: [secret(w.interviewA.title), secret(w.coachEmailA)],
      }),
    ),
    row('GET /api/timeslots/export.csv', probe(get('/api/timeslots/export.csv'), adminOnly(200))),
    row('GET /api/admin/backup', probe(get('/api/admin/backup'), adminOnly(200))),
    row(
      'GET /api/interviews',
      // A judge sees the interviews of their rooms only; a volunteer has no judging queue.
      probe(get('/api/interviews'), [401, 200, 200, 200, 200, 200, 403], {
        secrets: [interviewOfA],
      }),
      probe(get(`/api/interviews?teamId=${A}`), [401, 200, 403, 200, 200, 200, 403], {
        name: "naming team A's id",
        secrets: [interviewOfA],
      }),
    ),
    row(
      'POST /api/interviews',
      probe(
        async () =>
          post('/api/interviews', { title: 'Judging', timeslotId: await freshSlot(), teamId: A }),
        ownerOrAdmin(201),
        {
          name: 'for team A',
        },
      ),
      probe(
        async () => post('/api/interviews', { title: 'Judging', timeslotId: await freshSlot() }),
        teamsAndOrganisers([401, 201, 201, 400]),
        {
          name: 'naming no team: a team books for itself, an administrator must choose',
        },
      ),
    ),
    row(
      'DELETE /api/interviews/:id',
      probe(async () => del(`/api/interviews/${await freshInterviewOfA()}`), ownerOrAdmin(200)),
    ),
    row(
      'PUT /api/interviews/:id/progress',
      // A judge records progress in their own room only (403 in another).
      probe(
        put(`/api/interviews/${w.interviewA.id}/progress`, { progress: 'arrived' }),
        [401, 403, 403, 200, 200, 403, 403],
      ),
    ),
    row(
      'PUT /api/interviews/:id/timeslot',
      probe(
        async () =>
          put(`/api/interviews/${await freshInterviewOfA()}/timeslot`, {
            timeslotId: await freshSlot(),
          }),
        adminOnly(200),
      ),
    ),
    row(
      'GET /api/interviews/:id/calendar.ics',
      probe(get(`/api/interviews/${w.interviewA.id}/calendar.ics`), ownerOrAdmin(200), {
        secrets: [secret(w.interviewA.title, 'teamA', 'admin')],
      }),
    ),

    // Messaging: teams write as themselves; administrators read for safeguarding, never write.
    row('GET /api/canned-messages', probe(get('/api/canned-messages'), everyone(200))),
    row(
      'GET /api/messages',
      probe(get(`/api/messages?senderTeamId=${A}&receiverTeamId=${C}`), ownerOrAdmin(200), {
        name: "team A's conversation with team C",
      }),
    ),
    row(
      'POST /api/messages',
      probe(
        post('/api/messages', { content: CANNED_MESSAGES[3]!.text, receiverTeamId: C }),
        teamsAndOrganisers([401, 201, 201, 403]),
      ),
      probe(
        post('/api/messages', {
          content: CANNED_MESSAGES[4]!.text,
          senderTeamId: A,
          receiverTeamId: C,
        }),
        teamsAndOrganisers([401, 201, 403, 403]),
        {
          name: 'claiming to be team A',
        },
      ),
    ),
    row(
      'PUT /api/messages/read',
      probe(
        put('/api/messages/read', { senderTeamId: C, receiverTeamId: A }),
        teamsAndOrganisers([401, 200, 403, 403]),
        { name: "team A's inbox" },
      ),
    ),
    row(
      'GET /api/messages/unread',
      probe(get('/api/messages/unread'), teamsAndOrganisers([401, 200, 200, 403])),
    ),
    row('GET /api/messages/log', probe(get('/api/messages/log'), adminOnly(200))),
    row(
      'GET /api/blocks',
      probe(get('/api/blocks'), signedInTeamOrOrganiser(200), {
        secrets: [secret(w.teamD.name, 'teamA', 'admin')],
      }),
    ),
    row(
      'POST /api/blocks',
      probe(
        async () => post('/api/blocks', { teamId: (await buildTeam(t.db)).id }),
        teamsAndOrganisers([401, 201, 201, 403]),
      ),
    ),
    row(
      'DELETE /api/blocks/:teamId',
      probe(
        async () => {
          const other = await buildTeam(t.db);
          await buildBlock(t.db, w.teamA, other);
          return del(`/api/blocks/${other.id}`);
        },
        teamsAndOrganisers([401, 204, 404, 403]),
        { name: 'a block team A set: only A lifts it' },
      ),
    ),

    // The manual assistants.
    row(
      'POST /api/manual/ask',
      probe(
        post('/api/manual/ask', { question: 'How does a match start?' }),
        signedInTeamOrOrganiser(200),
      ),
    ),
    row(
      'POST /api/manual/ask-perplexity',
      probe(
        post('/api/manual/ask-perplexity', { question: 'How does a match start?' }),
        signedInTeamOrOrganiser(200),
      ),
    ),
    row('GET /api/manual/status', probe(get('/api/manual/status'), signedInTeamOrOrganiser(200))),
    row(
      'GET /api/manual/rules/:ruleId',
      probe(get('/api/manual/rules/SG1'), signedInTeamOrOrganiser(200)),
    ),
    row('GET /api/manual/documents', probe(get('/api/manual/documents'), adminOnly(200))),
    row(
      'POST /api/manual/documents',
      probe(
        async () =>
          post('/api/manual/documents', {
            title: `Matrix manual ${unique()}`,
            content: '# Rules\n\n<MX2> **Matrix.** Stay on the field.',
          }),
        adminOnly(201),
      ),
    ),
    row(
      'DELETE /api/manual/documents/:id',
      probe(
        async () => del(`/api/manual/documents/${await freshManualDocument()}`),
        adminOnly(204),
      ),
    ),

    // Tracking: robots of teams without location consent are hidden from other teams.
    row(
      'GET /api/robots',
      probe(get('/api/robots'), signedInTeamOrOrganiser(200), {
        secrets: [secret(w.hiddenRobotC.name, 'admin')],
      }),
    ),
    row(
      'POST /api/robots',
      probe(
        async () => post('/api/robots', { name: `Matrix ${unique()}`, macAddress: uniqueMac() }),
        adminOnly(201),
      ),
    ),
    row(
      'PUT /api/robots/:id/location',
      probe(put(`/api/robots/${w.robotA.id}/location`, { x: 10, y: 20 }), ownerOrAdmin(200)),
    ),

    // Streams.
    row('GET /api/streams', probe(get('/api/streams'), signedInTeamOrOrganiser(200))),
    row(
      'POST /api/streams',
      probe(
        async () =>
          post('/api/streams', {
            youtubeUrl: `https://www.youtube.com/watch?v=mx${String(++sequence).padStart(9, '0')}`,
            title: 'Field 9',
          }),
        adminOnly(201),
      ),
    ),
    row(
      'DELETE /api/streams/:id',
      probe(async () => del(`/api/streams/${(await buildStream(t.db)).id}`), adminOnly(204)),
    ),

    // Web Push and announcements.
    row('GET /api/push/public-key', probe(get('/api/push/public-key'), everyone(200))),
    row(
      'POST /api/push/subscriptions',
      probe(
        async () =>
          post(
            '/api/push/subscriptions',
            browserSubscription(`http://${MATRIX_PUSH_HOST}/matrix-${unique()}`),
          ),
        signedIn(201),
      ),
    ),
    row(
      'DELETE /api/push/subscriptions',
      probe(
        del('/api/push/subscriptions', { endpoint: `http://${MATRIX_PUSH_HOST}/never-subscribed` }),
        signedIn(404),
        {
          name: 'an endpoint nobody subscribed',
        },
      ),
    ),
    row('GET /api/announcements', probe(get('/api/announcements'), everyone(200))),
    row(
      'POST /api/announcements',
      probe(
        post('/api/announcements', { title: 'Matrix', body: 'Announcement from the matrix' }),
        adminOnly(201),
      ),
    ),
    row(
      'DELETE /api/announcements/:id',
      probe(
        async () => del(`/api/announcements/${(await buildAnnouncement(t.db)).id}`),
        adminOnly(204),
      ),
    ),

    // Help from the organisers: a team asks for itself and sees its own; organisers and
    // volunteers see every team's; organisers answer.
    row(
      'GET /api/help-requests',
      probe(
        async () => {
          // Resolved: team A's open requests stay under the limit for the POST row.
          await buildHelpRequest(t.db, A, { status: 'resolved' });
          return get('/api/help-requests');
        },
        [401, 200, 200, 200, 403, 403, 200],
        { secrets: [secret(w.teamA.name, 'teamA', 'admin', 'volunteer')] },
      ),
    ),
    row(
      'POST /api/help-requests',
      probe(
        post('/api/help-requests', { kind: 'other', place: 'pits' }),
        [401, 201, 201, 403, 403, 403, 403],
      ),
    ),
    row(
      'PATCH /api/help-requests/:id',
      probe(
        async () =>
          patch(`/api/help-requests/${(await buildHelpRequest(t.db, C)).id}`, {
            status: 'acknowledged',
          }),
        adminOnly(200),
      ),
    ),

    // Drawing boards.
    row(
      'GET /api/drawings',
      probe(get('/api/drawings'), signedInTeamOrOrganiser(200), { secrets: [drawingOfA] }),
      probe(get(`/api/drawings?teamId=${A}`), ownerOrAdmin(200), {
        name: "naming team A's id",
        secrets: [drawingOfA],
      }),
    ),
    row(
      'GET /api/drawings/:id',
      probe(get(`/api/drawings/${w.drawingA.id}`), ownerOrAdmin(200), { secrets: [drawingOfA] }),
    ),
    row(
      'POST /api/drawings',
      probe(
        post('/api/drawings', { name: 'Plan', scene: sampleScene(), teamId: A }),
        ownerOrAdmin(201),
        { name: 'for team A' },
      ),
    ),
    row(
      'PUT /api/drawings/:id',
      probe(
        put(`/api/drawings/${w.drawingA.id}`, { scene: sampleScene('blue') }),
        ownerOrAdmin(200),
      ),
    ),
    row(
      'DELETE /api/drawings/:id',
      probe(
        async () => del(`/api/drawings/${(await buildDrawing(t.db, A)).id}`),
        ownerOrAdmin(204),
      ),
    ),
    // Co-editing a board (decision 290): its team and organisers; a partner only once shared.
    row(
      'GET /api/drawings/shared',
      probe(get('/api/drawings/shared'), signedInTeamOrOrganiser(200)),
    ),
    row(
      'GET /api/drawings/:id/doc',
      probe(get(`/api/drawings/${w.drawingA.id}/doc`), ownerOrAdmin(200)),
    ),
    row(
      'POST /api/drawings/:id/updates',
      probe(
        async () => post(`/api/drawings/${w.drawingA.id}/updates`, { update: strokeUpdate() }),
        ownerOrAdmin(200),
      ),
    ),
    row(
      'POST /api/drawings/:id/presence',
      probe(
        async () =>
          post(`/api/drawings/${w.drawingA.id}/presence`, {
            clientId: ++presenceClient,
            pointer: null,
          }),
        ownerOrAdmin(200),
      ),
    ),
    row(
      'GET /api/drawings/:id/shares',
      probe(get(`/api/drawings/${w.drawingA.id}/shares`), ownerOrAdmin(200)),
    ),
    row(
      'POST /api/drawings/:id/shares',
      probe(
        post(`/api/drawings/${w.drawingA.id}/shares`, { teamId: C, canEdit: false }),
        ownerOrAdmin(200),
      ),
    ),
    row(
      'DELETE /api/drawings/:id/shares/:teamId',
      probe(async () => {
        const drawing = await buildDrawing(t.db, A);
        await t.db
          .insert(drawingShares)
          .values({ drawingId: drawing.id, teamId: C, canEdit: true });
        return del(`/api/drawings/${drawing.id}/shares/${C}`);
      }, ownerOrAdmin(204)),
    ),

    // People and roles: organisers manage them; an invite is accepted by whoever holds its link.
    row(
      'PUT /api/teams/:id/check-in',
      probe(
        put(`/api/teams/${A}/check-in`, { checkedIn: true }),
        [401, 403, 403, 200, 403, 403, 200],
      ),
    ),
    row('GET /api/staff', probe(get('/api/staff'), adminOnly(200))),
    row('GET /api/audit', probe(get('/api/audit'), adminOnly(200))),
    row('GET /api/event/demo', probe(get('/api/event/demo'), adminOnly(200))),
    row('GET /api/event/setup', probe(get('/api/event/setup'), adminOnly(200))),
    // The matrix's world holds no demo rows: clearing removes nothing, and is an organiser's alone.
    row('POST /api/event/clear-demo', probe(post('/api/event/clear-demo'), adminOnly(200))),
    row('GET /api/audit/export.csv', probe(get('/api/audit/export.csv'), adminOnly(200))),
    row(
      'POST /api/staff',
      probe(
        async () =>
          post('/api/staff', {
            name: `Matrix judge ${unique()}`,
            role: 'judge',
            rooms: ['Room 7'],
          }),
        adminOnly(201),
      ),
    ),
    row(
      'PATCH /api/staff/:id',
      probe(
        async () => ({
          method: 'PATCH' as const,
          url: `/api/staff/${(await freshInvite()).person.id}`,
          payload: { role: 'organiser' },
        }),
        adminOnly(200),
      ),
    ),
    row(
      'DELETE /api/staff/:id',
      probe(async () => del(`/api/staff/${(await freshInvite()).person.id}`), adminOnly(204)),
    ),
    row(
      'POST /api/staff/invites/accept',
      // Each caller accepts a fresh invite, from an address of its own (a few a minute per address).
      probe(
        async () => ({
          ...post('/api/staff/invites/accept', {
            token: (await freshInvite()).invite.token,
            username: `matrix-${unique()}`.toLowerCase(),
            password: 'matrix-lantern-lift-9',
          }),
          remoteAddress: `10.9.${sequence % 250}.${(sequence * 7) % 250}`,
        }),
        everyone(200),
      ),
      probe(
        async () => ({
          ...post('/api/staff/invites/accept', {
            token: 'a-token-nobody-issued',
            username: 'nobody-here',
            password: 'matrix-lantern-lift-9',
          }),
          remoteAddress: `10.8.${++sequence % 250}.1`,
        }),
        everyone(410),
        { name: 'with a token nobody issued' },
      ),
    ),
  ];
}
