import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { streams } from '../../db/schema.ts';

export type StreamRow = typeof streams.$inferSelect;

/** Newest first: the stream just added is the one people are looking for. */
export async function listStreams(db: Executor): Promise<StreamRow[]> {
  return db.select().from(streams).orderBy(desc(streams.createdAt), desc(streams.id));
}

export async function insertStream(
  db: Executor,
  values: { youtubeUrl: string; videoId: string; title: string },
) {
  const [row] = await db.insert(streams).values(values).returning();
  return row!;
}

/** Deletes a stream; answers the row as it was, or undefined when there was none. */
export async function deleteStream(db: Executor, id: number): Promise<StreamRow | undefined> {
  const [deleted] = await db.delete(streams).where(eq(streams.id, id)).returning();
  return deleted;
}
