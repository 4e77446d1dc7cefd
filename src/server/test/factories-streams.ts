import type { AppDb } from '../db/client.ts';
import { streams } from '../db/schema.ts';

let sequence = 0;

/** A stream row as an administrator would have added it. */
export async function buildStream(db: AppDb, overrides: Partial<typeof streams.$inferInsert> = {}) {
  const n = ++sequence;
  const videoId = `vid${String(n).padStart(8, '0')}`;
  const [row] = await db
    .insert(streams)
    .values({
      title: `Field ${n}`,
      videoId,
      youtubeUrl: `https://www.youtube.com/watch?v=${videoId}`,
      ...overrides,
    })
    .returning();
  return row!;
}
