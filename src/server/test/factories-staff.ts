import type { AppDb } from '../db/client.ts';
import { admins } from '../db/schema.ts';
import { randomCode } from '../lib/crypto.ts';

/**
 * A staff member who has accepted their invite, written straight to the database (sessions come
 * from `sessionCookie`; the password hash is a placeholder nobody signs in with).
 */
export async function buildStaff(
  db: AppDb,
  values: { role: 'organiser' | 'judge' | 'volunteer'; rooms?: string[]; username?: string },
) {
  const username = values.username ?? `staff-${randomCode(8).toLowerCase()}`;
  const [row] = await db
    .insert(admins)
    .values({
      username,
      passwordHash: 'not-a-hash',
      displayName: username,
      role: values.role,
      rooms: values.rooms ?? [],
    })
    .returning();
  return row!;
}
