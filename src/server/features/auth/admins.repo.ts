import { and, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { admins } from '../../db/schema.ts';

export async function findAdminByUsername(db: Executor, username: string) {
  const [row] = await db.select().from(admins).where(eq(admins.username, username)).limit(1);
  return row;
}

export async function countAdmins(db: Executor) {
  const [row] = await db.select({ value: count() }).from(admins);
  return row?.value ?? 0;
}

export async function upsertAdmin(db: Executor, username: string, passwordHash: string) {
  await db
    .insert(admins)
    .values({ username, passwordHash, role: 'organiser' })
    // The environment's administrator is the way back in: always an organiser.
    .onConflictDoUpdate({ target: admins.username, set: { passwordHash, role: 'organiser', rooms: [] } });
}

/** Replaces a hash made with older parameters, unless the password changed meanwhile. */
export async function replacePasswordHash(db: Executor, adminId: number, oldHash: string, newHash: string) {
  await db
    .update(admins)
    .set({ passwordHash: newHash })
    .where(and(eq(admins.id, adminId), eq(admins.passwordHash, oldHash)));
}
