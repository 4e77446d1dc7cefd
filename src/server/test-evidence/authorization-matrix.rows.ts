import { randomCode } from '../lib/crypto.ts';
import { buildRegisteredTeam } from '../test/factories.ts';
import { buildDrawing } from '../test/factories-drawings.ts';
import { buildBlock, buildMessage } from '../test/factories-messaging.ts';
import { refreshReadModels } from '../test/factories-registration.ts';
import { buildInterview, buildTimeslot } from '../test/factories-scheduling.ts';
import { buildStream } from '../test/factories-streams.ts';
import { buildRobot } from '../test/factories-tracking.ts';
import { buildStaff } from '../test/factories-staff.ts';
import type { EvidenceApp } from './evidence-app.ts';
import { drawingsRows } from './authorization-matrix/drawings.ts';
import { liveRows } from './authorization-matrix/live.ts';
import { manualRows } from './authorization-matrix/manual.ts';
import { matchesRows } from './authorization-matrix/matches.ts';
import { messagingRows } from './authorization-matrix/messaging.ts';
import { peopleRows } from './authorization-matrix/people.ts';
import { unique, type Row } from './authorization-matrix/probes.ts';
import { registrationRows } from './authorization-matrix/registration.ts';
import { schedulingRows } from './authorization-matrix/scheduling.ts';
import { adminCookie, ROOM_OF_A, type World } from './authorization-matrix/world.ts';

/**
 * The rows of the authorization matrix (authorization-matrix.test.ts): who may call each route,
 * and what each caller must get, one file per part of the app as in src/shared/routes/ (the
 * callers and their statuses in authorization-matrix/callers.ts). Add a row with every new route.
 */

/** The matrix: one row per registered route (see NOT_IN_MATRIX for the ones left out). */
export function matrixRows(t: EvidenceApp, w: World): Row[] {
  return [
    ...liveRows(t, w),
    ...peopleRows(t, w),
    ...registrationRows(t, w),
    ...schedulingRows(t, w),
    ...matchesRows(t, w),
    ...messagingRows(t, w),
    ...manualRows(t),
    ...drawingsRows(t, w),
  ];
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
    headers: { cookie: await adminCookie(t) },
    payload: { maxActiveInterviewsPerTeam: 20 },
  });
  if (limit.statusCode !== 200) throw new Error(`setting the booking limit failed: ${limit.body}`);
  await refreshReadModels(t.app);
  return w;
}
