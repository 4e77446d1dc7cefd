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
