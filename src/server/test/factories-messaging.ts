import { CANNED_MESSAGES } from '../../shared/canned-messages.ts';
import type { AppDb } from '../db/client.ts';
import { messages, teamBlocks } from '../db/schema.ts';

/** A message stored directly (no rate limit, no events), canned message #1 unless told. */
export async function buildMessage(
  db: AppDb,
  from: { id: number },
  to: { id: number },
  overrides: Partial<typeof messages.$inferInsert> = {},
) {
  const [row] = await db
    .insert(messages)
    .values({
      cannedId: CANNED_MESSAGES[0]!.id,
      senderTeamId: from.id,
      receiverTeamId: to.id,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function buildBlock(db: AppDb, blocker: { id: number }, blocked: { id: number }) {
  await db.insert(teamBlocks).values({ blockerTeamId: blocker.id, blockedTeamId: blocked.id });
}
