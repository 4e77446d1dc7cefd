import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { admins } from '../../db/schema.ts';
import type { StaffRole } from '../../../shared/staff-roles.ts';

export type StaffRow = typeof admins.$inferSelect;

export async function listStaff(db: Executor): Promise<StaffRow[]> {
  return db.select().from(admins).orderBy(asc(admins.createdAt), asc(admins.id));
}

/** Locks one person's row for the rest of the transaction. */
export async function lockStaff(db: Executor, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).for('update');
  return row;
}

/**
 * Organisers who can sign in, their rows locked: two organisers demoting or removing each other at
 * once are decided one after the other, and the second sees one organiser fewer.
 */
export async function lockActiveOrganisers(db: Executor): Promise<number> {
  const rows = await db
    .select({ id: admins.id })
    .from(admins)
    .where(and(eq(admins.role, 'organiser'), isNotNull(admins.username)))
    .for('update');
  return rows.length;
}

export async function insertInvitedStaff(
  db: Executor,
  values: {
    displayName: string;
    role: StaffRole;
    rooms: string[];
    inviteTokenHash: string;
    inviteExpiresAt: Date;
  },
): Promise<StaffRow> {
  const [row] = await db.insert(admins).values(values).returning();
  return row!;
}

export async function updateStaff(
  db: Executor,
  id: number,
  values: Partial<
    Pick<StaffRow, 'displayName' | 'role' | 'rooms' | 'inviteTokenHash' | 'inviteExpiresAt'>
  >,
): Promise<StaffRow> {
  const [row] = await db.update(admins).set(values).where(eq(admins.id, id)).returning();
  return row!;
}

export async function deleteStaff(db: Executor, id: number): Promise<void> {
  await db.delete(admins).where(eq(admins.id, id));
}

/**
 * Accepts an invite in one statement: the token must still be live, and it is cleared as the
 * username and password are set, so a link works once however many tabs submit it. A taken
 * username fails the unique index (23505).
 */
export async function acceptInvite(
  db: Executor,
  inviteTokenHash: string,
  credentials: { username: string; passwordHash: string },
  now = new Date(),
): Promise<StaffRow | undefined> {
  const [row] = await db
    .update(admins)
    .set({ ...credentials, inviteTokenHash: null, inviteExpiresAt: null })
    .where(and(eq(admins.inviteTokenHash, inviteTokenHash), gt(admins.inviteExpiresAt, now)))
    .returning();
  return row;
}
