import { and, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { admins, sessions, teamDevices, teams } from '../../db/schema.ts';

export type SessionSubject = { adminId: number } | { teamId: number };

export async function insertSession(db: Executor, tokenHash: string, subject: SessionSubject, expiresAt: Date) {
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
      teamId: sessions.teamId,
      teamName: teams.name,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .leftJoin(admins, eq(admins.id, sessions.adminId))
    .leftJoin(teams, eq(teams.id, sessions.teamId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function insertTeamDevice(db: Executor, tokenHash: string, teamId: number, expiresAt: Date) {
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
