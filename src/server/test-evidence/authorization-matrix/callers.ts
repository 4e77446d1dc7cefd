/** Who calls each route of the matrix, and the status each caller must get. */

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
export type Statuses = readonly [
  visitor: number,
  teamA: number,
  teamB: number,
  admin: number,
  judgeOwn: number,
  judgeOther: number,
  volunteer: number,
];

export const everyone = (ok: number): Statuses => [ok, ok, ok, ok, ok, ok, ok];
/** Any signed-in caller, staff included; a visitor gets 401. */
export const signedIn = (ok: number): Statuses => [401, ok, ok, ok, ok, ok, ok];
/** Any team or organiser; a visitor gets 401, a judge and a volunteer 403 (not part of their roles). */
export const signedInTeamOrOrganiser = (ok: number): Statuses => [401, ok, ok, ok, 403, 403, 403];
/** Organisers only: 401 for a visitor, 403 for a team, a judge and a volunteer. */
export const adminOnly = (ok: number): Statuses => [401, 403, 403, ok, 403, 403, 403];
/** Team A's own resource: team B is refused with 403, an organiser may act for A; no staff role may. */
export const ownerOrAdmin = (ok: number): Statuses => [401, ok, 403, ok, 403, 403, 403];
/** Teams and organisers (visitor, team A, team B, admin as given); judges and volunteers 403. */
export const teamsAndOrganisers = (
  statuses: readonly [number, number, number, number],
): Statuses => [...statuses, 403, 403, 403];
