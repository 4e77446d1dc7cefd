import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { AppDb, Executor } from '../db/client.ts';
import { admins, sessions, teamDevices, teams } from '../db/schema.ts';
import { transaction } from '../db/transactions.ts';

export type SessionSubject = { adminId: number } | { teamId: number };

export async function insertSession(
  db: Executor,
  tokenHash: string,
  subject: SessionSubject,
  expiresAt: Date,
) {
  await db.insert(sessions).values({ tokenHash, expiresAt, ...subject });
}

export async function deleteSession(db: Executor, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(db: Executor, now = new Date()) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(teamDevices).where(lt(teamDevices.expiresAt, now));
}

/** The live session for a token hash with the names the API shows. */
export async function findSession(db: Executor, tokenHash: string, now = new Date()) {
  const [row] = await db
    .select({
      tokenHash: sessions.tokenHash,
      adminId: sessions.adminId,
      adminUsername: admins.username,
      adminRole: admins.role,
      adminRooms: admins.rooms,
      teamId: sessions.teamId,
      teamName: teams.name,
      teamNumber: teams.number,
      teamCheckedInAt: teams.checkedInAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .leftJoin(admins, eq(admins.id, sessions.adminId))
    .leftJoin(teams, eq(teams.id, sessions.teamId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function insertTeamDevice(
  db: Executor,
  tokenHash: string,
  teamId: number,
  expiresAt: Date,
) {
  await db.insert(teamDevices).values({ tokenHash, teamId, expiresAt });
}

export async function findTeamDevice(db: Executor, tokenHash: string, now = new Date()) {
  const [row] = await db
    .select({ teamId: teamDevices.teamId })
    .from(teamDevices)
    .where(and(eq(teamDevices.tokenHash, tokenHash), gt(teamDevices.expiresAt, now)))
    .limit(1);
  return row;
}

export async function deleteTeamDevice(db: Executor, tokenHash: string) {
  await db.delete(teamDevices).where(eq(teamDevices.tokenHash, tokenHash));
}

/**
 * Replaces a device token with a new one: the old one stays usable until `oldUsableUntil` (a
 * second tab restoring with it at the same moment), then stops. Only one caller rotates a token:
 * the update takes the row's lock, and a token already in its grace period is not rotated again
 * (false: the caller keeps the cookie the browser is about to get from the first).
 */
export async function rotateTeamDevice(
  db: AppDb,
  oldTokenHash: string,
  next: { tokenHash: string; teamId: number; expiresAt: Date; oldUsableUntil: Date },
): Promise<boolean> {
  return transaction(db, async (tx) => {
    const shortened = await tx
      .update(teamDevices)
      .set({ expiresAt: next.oldUsableUntil })
      .where(
        and(
          eq(teamDevices.tokenHash, oldTokenHash),
          gt(teamDevices.expiresAt, next.oldUsableUntil),
        ),
      )
      .returning({ tokenHash: teamDevices.tokenHash });
    if (shortened.length === 0) return false;
    await tx
      .insert(teamDevices)
      .values({ tokenHash: next.tokenHash, teamId: next.teamId, expiresAt: next.expiresAt });
    return true;
  });
}

/** Which of these token hashes still name a live (unexpired) session. */
export async function findLiveSessionHashes(
  db: Executor,
  tokenHashes: string[],
  now = new Date(),
): Promise<Set<string>> {
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(inArray(sessions.tokenHash, tokenHashes), gt(sessions.expiresAt, now)));
  return new Set(rows.map((row) => row.tokenHash));
}

/**
 * Ends every session of one staff member (removed, or given another role), returning their token
 * hashes for the caller to revoke from the caches of every instance.
 */
export async function deleteSessionsOfStaff(db: Executor, adminId: number): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.adminId, adminId))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.map((row) => row.tokenHash);
}

/** The token hashes of a staff member's live sessions. */
export async function sessionHashesOfStaff(db: Executor, adminId: number): Promise<string[]> {
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(eq(sessions.adminId, adminId));
  return rows.map((row) => row.tokenHash);
}
