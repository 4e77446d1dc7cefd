import type { AppDb } from '../db/client.ts';
import type { Auth } from './session-auth.ts';
import * as repo from './sessions.repo.ts';

/** The session a token's hash names, with its expiry: who it is, or null when there is none. */
export async function loadSession(
  db: AppDb,
  tokenHash: string,
): Promise<{ auth: Auth; expiresAt: Date } | null> {
  const row = await repo.findSession(db, tokenHash);
  if (!row) return null;
  // A session has one subject and the joined row is always there (a check constraint, foreign keys
  // on delete cascade): these checks narrow the types and never meet half a subject.
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a row never has an id without its name
  if (row.adminId != null && row.adminUsername != null && row.adminRole != null) {
    const auth: Auth =
      row.adminRole === 'organiser'
        ? { kind: 'admin', adminId: row.adminId, username: row.adminUsername, tokenHash }
        : {
            kind: 'staff',
            adminId: row.adminId,
            username: row.adminUsername,
            role: row.adminRole,
            rooms: row.adminRooms ?? [],
            tokenHash,
          };
    return { auth, expiresAt: row.expiresAt };
  }
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a row that is not an admin's is a team's, name and all
  if (row.teamId != null && row.teamName != null) {
    return {
      auth: {
        kind: 'team',
        teamId: row.teamId,
        teamName: row.teamName,
        teamNumber: row.teamNumber,
        checkedIn: row.teamCheckedInAt != null,
        tokenHash,
      },
      expiresAt: row.expiresAt,
    };
  }
  return null;
}

/** Longer than any token this server issues. */
const MAX_TOKEN_LENGTH = 100;

/** A cookie value worth hashing and looking up: there, and not absurdly long. */
export function isTokenShaped(token: string | undefined): token is string {
  if (!token) return false;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: an over-long token matches no row either way; the limit only spares a hash and a query
  return token.length <= MAX_TOKEN_LENGTH;
}
