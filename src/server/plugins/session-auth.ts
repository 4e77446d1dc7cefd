import type { Session } from '../../shared/contract/auth.ts';

/**
 * Who is signing the request: a team (its coach), an administrator (an organiser: everything),
 * another staff member (a judge or a volunteer: only what the role needs), or nobody (null).
 * Judges and volunteers are a kind of their own, so every check written for `admin` refuses them
 * unless a route lets them in by name (decision 259).
 */
export type Auth =
  | {
      kind: 'team';
      teamId: number;
      teamName: string;
      teamNumber: string | null;
      checkedIn: boolean;
      tokenHash: string;
    }
  | { kind: 'admin'; adminId: number; username: string; tokenHash: string }
  | {
      kind: 'staff';
      adminId: number;
      username: string;
      role: 'judge' | 'volunteer';
      rooms: string[];
      tokenHash: string;
    };

/** A session as the browser is told it (GET /api/auth/me and the page a signed-in phone gets). */
export function toSessionDto(auth: Auth): Session {
  if (auth.kind === 'team') {
    return {
      userId: auth.teamId,
      username: auth.teamName,
      isAdmin: false,
      teamId: auth.teamId,
      teamNumber: auth.teamNumber,
      role: 'team',
      rooms: [],
      checkedIn: auth.checkedIn,
    };
  }
  if (auth.kind === 'admin') {
    return {
      userId: auth.adminId,
      username: auth.username,
      isAdmin: true,
      teamId: null,
      teamNumber: null,
      role: 'organiser',
      rooms: [],
      checkedIn: false,
    };
  }
  return {
    userId: auth.adminId,
    username: auth.username,
    isAdmin: false,
    teamId: null,
    teamNumber: null,
    role: auth.role,
    rooms: auth.rooms,
    checkedIn: false,
  };
}
