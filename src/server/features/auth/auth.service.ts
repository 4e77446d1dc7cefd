import { CODED } from '../../../shared/coded-messages.ts';
import type { AppDb } from '../../db/client.ts';
import { conflict, notFound, RetryLaterError, unauthorized } from '../../http-errors.ts';
import { safeEqual } from '../../lib/crypto.ts';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/password-hash.ts';
import { findAdminByUsername, replacePasswordHash } from './admins.repo.ts';
import { findTeamCredentials } from './teams-credentials.repo.ts';

/**
 * Any staff member signs in here: organisers, judges and volunteers alike (their role comes with
 * the session). Unknown usernames cost the same hash as known ones (no enumeration by timing), and every hash
 * goes through the hashing limit (decision 108). A hash made with older parameters is replaced
 * once the password is known to be right.
 */
export async function authenticateStaff(db: AppDb, username: string, password: string) {
  const admin = await findAdminByUsername(db, username);
  const valid = await verifyPassword(password, admin?.passwordHash ?? undefined);
  if (!admin?.passwordHash || !valid) throw unauthorized(CODED.common.invalidCredentials);
  if (needsRehash(admin.passwordHash)) {
    try {
      await replacePasswordHash(db, admin.id, admin.passwordHash, await hashPassword(password));
    } catch (error) {
      // Hashing is busy: the sign-in stands, the rehash waits for the next one.
      if (!(error instanceof RetryLaterError)) throw error;
    }
  }
  return admin;
}

export async function authenticateTeam(db: AppDb, teamId: number, joinCode: string) {
  const team = await findTeamCredentials(db, teamId);
  if (!team) throw notFound(CODED.auth.teamNotFound);
  if (!safeEqual(joinCode, team.joinCode)) throw unauthorized(CODED.common.invalidTeamCode);
  if (!team.registered) {
    throw conflict(CODED.auth.notRegistered);
  }
  return team;
}
