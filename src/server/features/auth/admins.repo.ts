import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { admins } from '../../db/schema.ts';
import { isUniqueViolation } from '../../http-errors.ts';

/** 'Judge1' and 'judge1' are the same username: looked up as `admins_username_lower_unique` keys it. */
const sameUsername = (username: string) => sql`lower(${admins.username}) = lower(${username})`;

export async function findAdminByUsername(db: Executor, username: string) {
  const [row] = await db.select().from(admins).where(sameUsername(username)).limit(1);
  return row;
}

export async function countAdmins(db: Executor) {
  const [row] = await db.select({ value: count() }).from(admins);
  return row?.value ?? 0;
}

/**
 * The environment's administrator is the way back in: always an organiser, with this password,
 * whatever the case of an existing row's username. (ON CONFLICT cannot name an expression index
 * through Drizzle, so the update comes first and the insert only when nothing matched.) Instances
 * started together race to insert the same row: the ones that lose update the winner's instead.
 */
export async function upsertAdmin(db: Executor, username: string, passwordHash: string) {
  const update = () =>
    db
      .update(admins)
      .set({ passwordHash, role: 'organiser', rooms: [] })
      .where(sameUsername(username))
      .returning({ id: admins.id });
  if ((await update()).length > 0) return;
  try {
    await db.insert(admins).values({ username, passwordHash, role: 'organiser' });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await update();
  }
}

/** Replaces a hash made with older parameters, unless the password changed meanwhile. */
export async function replacePasswordHash(
  db: Executor,
  adminId: number,
  oldHash: string,
  newHash: string,
) {
  await db
    .update(admins)
    .set({ passwordHash: newHash })
    .where(and(eq(admins.id, adminId), eq(admins.passwordHash, oldHash)));
}
