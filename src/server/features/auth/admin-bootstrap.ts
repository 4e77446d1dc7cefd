import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { randomPassword } from '../../lib/crypto.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import { countAdmins, findAdminByUsername, upsertAdmin } from './admins.repo.ts';

export interface AdminCredentials {
  username: string;
  password: string;
}

/**
 * With ADMIN_USERNAME and ADMIN_PASSWORD, that admin exists with that password. With neither
 * and no admin yet, `admin` is created with a random password, returned for the caller to show
 * once (main.ts prints it whatever the log level; it never goes to the log).
 */
export async function ensureAdmin(
  db: AppDb,
  admin: AdminCredentials | undefined,
  log: FastifyBaseLogger,
): Promise<AdminCredentials | undefined> {
  if (admin) {
    const existing = await findAdminByUsername(db, admin.username);
    await upsertAdmin(db, admin.username, await hashPassword(admin.password));
    if (!existing)
      log.info({ username: admin.username }, 'administrator created from the environment');
    return undefined;
  }
  if ((await countAdmins(db)) > 0) return undefined;
  const generated = { username: 'admin', password: randomPassword() };
  await upsertAdmin(db, generated.username, await hashPassword(generated.password));
  log.warn(
    { username: generated.username },
    'no administrator was configured, so one was created (password on stderr)',
  );
  return generated;
}
