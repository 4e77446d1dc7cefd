import type { TestTeam } from '../../test/factories.ts';
import { sessionCookie, type EvidenceApp } from '../evidence-app.ts';
import type { Caller } from './callers.ts';

/** The room of team A's interview: judgeOwn judges it, judgeOther another. */
export const ROOM_OF_A = 'Room 2';

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

/** A new organiser's session, for the requests that set up a probe. */
export const adminCookie = (t: EvidenceApp) => sessionCookie(t.db, { adminId: t.adminId });

/** A new session for each request, so sign-in and sign-out routes cannot change the next caller. */
export async function cookieFor(
  t: EvidenceApp,
  w: World,
  caller: Caller,
): Promise<string | undefined> {
  if (caller === 'visitor') return undefined;
  if (caller === 'admin') return adminCookie(t);
  if (caller === 'judgeOwn') return sessionCookie(t.db, { adminId: w.judgeOwnId });
  if (caller === 'judgeOther') return sessionCookie(t.db, { adminId: w.judgeOtherId });
  if (caller === 'volunteer') return sessionCookie(t.db, { adminId: w.volunteerId });
  return sessionCookie(t.db, { teamId: (caller === 'teamA' ? w.teamA : w.teamB).id });
}
