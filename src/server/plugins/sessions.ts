import { CODED } from '../../shared/coded-messages.ts';
import type { FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { badRequest, forbidden, unauthorized } from '../http-errors.ts';
import type { Auth } from './session-auth.ts';

export type { Auth } from './session-auth.ts';

export const SESSION_COOKIE = 'tc_session';
export const DEVICE_COOKIE = 'tc_device';
/** How long a rotated device token still restores, for a second tab restoring at the same time. */
export const DEVICE_ROTATION_GRACE_MS = 30_000;

/**
 * Guards: each runs as a route's `onRequest` hook, after the session is resolved and before the
 * body is read, so a caller without the right session is refused (401, 403) without any work on
 * what it sent. Registering a guard in a later phase fails at start-up (see `guardPhaseCheck`).
 * A guard throws its refusal and otherwise calls `done`: a callback hook, with no promise per
 * request (decision 333); called alone (a test), it just throws or returns.
 */
type Done = HookHandlerDoneFunction;

/** Any signed-in session: a team or an administrator. 401 without one. */
export function requireSession(request: FastifyRequest, _reply?: unknown, done?: Done) {
  if (!request.auth) throw unauthorized();
  done?.();
}

/** A team's own session: 401 without a session, 403 for an administrator (teams act as themselves). */
export function requireTeamSession(request: FastifyRequest, _reply?: unknown, done?: Done) {
  if (!request.auth) throw unauthorized();
  if (request.auth.kind !== 'team') throw forbidden(CODED.access.teamSessionRequired);
  done?.();
}

/** An administrator's session: 401 without a session, 403 for a team. */
export function requireAdmin(request: FastifyRequest, _reply?: unknown, done?: Done) {
  if (!request.auth) throw unauthorized();
  if (request.auth.kind !== 'admin') throw forbidden(CODED.access.adminRequired);
  done?.();
}

/**
 * A team or an organiser: 401 without a session, 403 for a judge or a volunteer, whose roles hold
 * only the routes that name them (decision 259).
 */
export function requireTeamOrOrganiser(request: FastifyRequest, _reply?: unknown, done?: Done) {
  if (!request.auth) throw unauthorized();
  if (request.auth.kind === 'staff') throw forbidden(CODED.access.roleExcluded);
  done?.();
}

/** An organiser or a judge (the judging queues; a judge only in their rooms, checked by the service). */
export function requireJudging(request: FastifyRequest, _reply?: unknown, done?: Done) {
  if (!request.auth) throw unauthorized();
  if (
    request.auth.kind !== 'admin' &&
    !(request.auth.kind === 'staff' && request.auth.role === 'judge')
  ) {
    throw forbidden(CODED.access.roleExcluded);
  }
  done?.();
}

/** An organiser or a volunteer (the check-in desk: teams, codes, code sheets, check-in). */
export function requireFrontDesk(request: FastifyRequest, _reply?: unknown, done?: Done) {
  if (!request.auth) throw unauthorized();
  if (
    request.auth.kind !== 'admin' &&
    !(request.auth.kind === 'staff' && request.auth.role === 'volunteer')
  ) {
    throw forbidden(CODED.access.roleExcluded);
  }
  done?.();
}

/** A team, an organiser or a volunteer (help requests: the team its own, the others every team's); a judge gets 403. */
export function requireTeamOrFrontDesk(request: FastifyRequest, _reply?: unknown, done?: Done) {
  if (!request.auth) throw unauthorized();
  if (request.auth.kind === 'staff' && request.auth.role !== 'volunteer')
    throw forbidden(CODED.access.roleExcluded);
  done?.();
}

/** Every guard, so tools (the OpenAPI document, the matrix) can tell a guarded route. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- hooks of any signature are looked up
export const sessionGuards: ReadonlySet<Function> = new Set([
  requireSession,
  requireTeamSession,
  requireAdmin,
  requireJudging,
  requireFrontDesk,
  requireTeamOrOrganiser,
  requireTeamOrFrontDesk,
]);

/** Hook phases that run after the body is read: a guard there would let a visitor cost work. */
const LATE_PHASES = ['preParsing', 'preValidation', 'preHandler'] as const;

/** Refuses at start-up a route that puts a guard anywhere but `onRequest`. */
export function guardPhaseCheck(route: RouteOptions) {
  for (const phase of LATE_PHASES) {
    const hooks = route[phase];
    // Stryker disable next-line ArrayDeclaration: a list that holds no function holds no guard
    const list = Array.isArray(hooks) ? hooks : hooks ? [hooks] : [];
    if (list.some((hook) => sessionGuards.has(hook))) {
      throw new Error(
        `${String(route.method)} ${route.url}: session guards run in onRequest, not ${phase}`,
      );
    }
  }
}

/**
 * The team a request acts for. A team acts only as itself, whatever the client sent
 * (403 for another team); an administrator acts for the team it names.
 */
export function actingTeamId(auth: Auth | null, requestedTeamId?: number | null): number {
  if (!auth) throw unauthorized();
  if (auth.kind === 'team') {
    if (requestedTeamId != null && requestedTeamId !== auth.teamId) {
      throw forbidden(CODED.access.ownTeamOnly);
    }
    return auth.teamId;
  }
  // A judge or a volunteer never acts for a team; routes that let them in say so themselves.
  if (auth.kind === 'staff') throw forbidden(CODED.access.roleExcluded);
  if (requestedTeamId == null) throw badRequest(CODED.access.chooseTeam);
  return requestedTeamId;
}

/** May this request see or change data that belongs to the given team? */
export function canActFor(auth: Auth | null, teamId: number): boolean {
  return !!auth && (auth.kind === 'admin' || (auth.kind === 'team' && auth.teamId === teamId));
}
