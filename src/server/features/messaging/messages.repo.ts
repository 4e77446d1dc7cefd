import { aliasedTable, and, count, desc, eq, lt, not, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { messages, teams } from '../../db/schema.ts';
import { blockBetween } from './blocks.repo.ts';

const receiverTeams = aliasedTable(teams, 'receiver_teams');

const messageColumns = {
  id: messages.id,
  cannedId: messages.cannedId,
  senderTeamId: messages.senderTeamId,
  receiverTeamId: messages.receiverTeamId,
  isRead: messages.isRead,
  createdAt: messages.createdAt,
  senderTeamName: teams.name,
  senderTeamNumber: teams.number,
};

export type MessageRow = {
  id: number;
  cannedId: number;
  senderTeamId: number;
  receiverTeamId: number;
  isRead: boolean;
  createdAt: Date;
  senderTeamName: string;
  senderTeamNumber: string | null;
};

export type MessageLogRow = MessageRow & {
  receiverTeamName: string;
  receiverTeamNumber: string | null;
};

/** The newest `limit` messages sent one way, newest first (uses the conversation index). */
async function newestOneWay(
  db: Executor,
  from: number,
  to: number,
  limit: number,
  before?: number,
) {
  const conditions: SQL[] = [eq(messages.senderTeamId, from), eq(messages.receiverTeamId, to)];
  if (before) conditions.push(lt(messages.id, before));
  return db
    .select(messageColumns)
    .from(messages)
    .innerJoin(teams, eq(teams.id, messages.senderTeamId))
    .where(and(...conditions))
    .orderBy(desc(messages.id))
    .limit(limit);
}

/**
 * The newest `limit` messages between two teams in both directions, oldest first. Each
 * direction is an index range scan; merging two small sorted lists beats an OR over the table.
 */
export async function findConversation(
  db: Executor,
  teamA: number,
  teamB: number,
  limit: number,
  before?: number,
): Promise<MessageRow[]> {
  const [ab, ba] = await Promise.all([
    newestOneWay(db, teamA, teamB, limit, before),
    newestOneWay(db, teamB, teamA, limit, before),
  ]);
  return [...ab, ...ba]
    .sort((x, y) => y.id - x.id)
    .slice(0, limit)
    .reverse();
}

export async function insertMessage(
  db: Executor,
  values: { cannedId: number; senderTeamId: number; receiverTeamId: number },
) {
  const [row] = await db.insert(messages).values(values).returning();
  return row!;
}

/** Marks what `receiver` has not read yet from `sender`; returns how many changed. */
export async function markRead(db: Executor, sender: number, receiver: number): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ isRead: true })
    .where(
      and(
        eq(messages.senderTeamId, sender),
        eq(messages.receiverTeamId, receiver),
        eq(messages.isRead, false),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}

/**
 * Unread messages for a team, per sending team (uses the partial unread index). Senders in a
 * block with the team (either way) are left out: their messages can be neither answered nor
 * marked read while the block lasts, so they are not waiting for the team.
 */
export async function countUnread(db: Executor, receiver: number) {
  return db
    .select({ teamId: messages.senderTeamId, count: count() })
    .from(messages)
    .where(
      and(
        eq(messages.receiverTeamId, receiver),
        eq(messages.isRead, false),
        not(blockBetween(db, messages.senderTeamId, receiver)),
      ),
    )
    .groupBy(messages.senderTeamId)
    .orderBy(messages.senderTeamId);
}

/** Every message, newest first, with both team names (the admin's safeguarding log). */
export async function findMessageLog(
  db: Executor,
  limit: number,
  before?: number,
): Promise<MessageLogRow[]> {
  return db
    .select({
      ...messageColumns,
      receiverTeamName: receiverTeams.name,
      receiverTeamNumber: receiverTeams.number,
    })
    .from(messages)
    .innerJoin(teams, eq(teams.id, messages.senderTeamId))
    .innerJoin(receiverTeams, eq(receiverTeams.id, messages.receiverTeamId))
    .where(before ? lt(messages.id, before) : sql`true`)
    .orderBy(desc(messages.id))
    .limit(limit);
}
