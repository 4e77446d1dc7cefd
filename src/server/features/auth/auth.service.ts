import type { AppDb } from '../../db/client.ts';
import { ERROR_MESSAGES } from '../../../shared/errors.ts';
import { conflict, notFound, unauthorized } from '../../http-errors.ts';
import { safeEqual, verifyPassword } from '../../lib/crypto.ts';
import { findAdminByUsername } from './admins.repo.ts';
import { findTeamCredentials } from './teams-credentials.repo.ts';

/** A fixed hash to compare against when the username is unknown, so timing does not tell. */
const DUMMY_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==';

export async function authenticateAdmin(db: AppDb, username: string, password: string) {
  const admin = await findAdminByUsername(db, username);
  const valid = await verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
  if (!admin || !valid) throw unauthorized(ERROR_MESSAGES.invalidCredentials);
  return admin;
}

export async function authenticateTeam(db: AppDb, teamId: number, joinCode: string) {
  const team = await findTeamCredentials(db, teamId);
  if (!team) throw notFound('Team not found');
  if (!safeEqual(joinCode, team.joinCode)) throw unauthorized(ERROR_MESSAGES.invalidTeamCode);
  if (!team.registered) {
    throw conflict('This team has not registered yet. Complete the registration form first.');
  }
  return team;
}
