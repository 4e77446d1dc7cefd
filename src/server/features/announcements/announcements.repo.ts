import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { announcements } from '../../db/schema.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;

/** The newest first, at most `limit` (older ones stay stored, unlisted). */
export function listAnnouncements(db: Executor, limit: number): Promise<AnnouncementRow[]> {
  return db.select().from(announcements).orderBy(desc(announcements.createdAt), desc(announcements.id)).limit(limit);
}

export async function insertAnnouncement(db: Executor, values: { title: string; body: string }): Promise<AnnouncementRow> {
  const [row] = await db.insert(announcements).values(values).returning();
  return row!;
}

export async function deleteAnnouncement(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.delete(announcements).where(eq(announcements.id, id)).returning({ id: announcements.id });
  return deleted.length > 0;
}
