import type { AppDb } from '../client.ts';
import { messages } from '../schema.ts';

/**
 * A few demo conversations between the first (registered) demo teams, as
 * [sender index, receiver index, canned message id, minutes ago, read].
 */
const DEMO_CONVERSATIONS: [number, number, number, number, boolean][] = [
  [0, 1, 1, 95, true],
  [1, 0, 4, 90, true],
  [0, 1, 5, 88, true],
  [1, 0, 9, 30, false],
  [2, 0, 6, 60, true],
  [0, 2, 8, 55, true],
  [2, 0, 11, 12, false],
  [3, 1, 2, 40, true],
  [1, 3, 10, 35, false],
];

export async function seedDemoMessages(db: AppDb, demoTeams: { id: number }[], now = new Date()) {
  const rows = DEMO_CONVERSATIONS.filter(([from, to]) => demoTeams[from] && demoTeams[to])
    .sort((x, y) => y[3] - x[3])
    .map(([from, to, messageId, minutesAgo, isRead]) => ({
      cannedId: messageId,
      senderTeamId: demoTeams[from]!.id,
      receiverTeamId: demoTeams[to]!.id,
      isRead,
      createdAt: new Date(now.getTime() - minutesAgo * 60_000),
    }));
  if (rows.length > 0) await db.insert(messages).values(rows);
}
