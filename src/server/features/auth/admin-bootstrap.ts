import type { FastifyBaseLogger } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { randomPassword } from '../../lib/crypto.ts';
import { hashPassword } from '../../lib/password-hash.ts';
import { countAdmins, findAdminByUsername, upsertAdmin } from './admins.repo.ts';

/**
 * With ADMIN_USERNAME and ADMIN_PASSWORD, that admin exists with that password. With neither
 * and no admin yet, `admin` is created with a random password printed once.
 */
export async function ensureAdmin(
  db: AppDb,
  admin: { username: string; password: string } | undefined,
  log: FastifyBaseLogger,
) {
  if (admin) {
    const existing = await findAdminByUsername(db, admin.username);
    await upsertAdmin(db, admin.username, await hashPassword(admin.password));
    if (!existing) log.info({ username: admin.username }, 'administrator created from the environment');
    return;
  }
  if ((await countAdmins(db)) > 0) return;
  const password = randomPassword();
  await upsertAdmin(db, 'admin', await hashPassword(password));
  log.warn(
    `No administrator was configured, so one was created. Username: admin  Password: ${password}  ` +
      '(shown once; set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own)',
  );
}
