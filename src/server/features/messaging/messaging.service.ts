import { CODED } from '../../../shared/coded-messages.ts';
import { cannedMessageId, cannedMessageText } from '../../../shared/canned-messages.ts';
import type { z } from 'zod';
import {
  MESSAGE_ERRORS,
  type conversationQuerySchema,
  type MarkReadRequest,
  type Message,
  type MessageLogEntry,
  type SendMessageRequest,
} from '../../../shared/contract/messages.ts';
import type { AppDb, AppTx } from '../../db/client.ts';
import type { JsonBody } from '../../lib/http-cache.ts';
import {
  badRequest,
  forbidden,
  isForeignKeyViolation,
  notFound,
  unauthorized,
} from '../../http-errors.ts';
import type { DomainEvent } from '../../plugins/domain-event-types.ts';
import type { EventSink } from '../../plugins/domain-events.ts';
import type { Auth } from '../../plugins/sessions.ts';
import type { ConversationCache } from './conversation-cache.ts';
import * as repo from './messages.repo.ts';
import type { UnreadCountsCache } from './unread-counts-cache.ts';
import { isPairBlocked, lockPair } from './blocks.repo.ts';
import { transaction } from '../../db/transactions.ts';

type ConversationQuery = z.output<typeof conversationQuerySchema>;

export interface MessagingDeps {
  db: AppDb;
  events: EventSink;
  cache: ConversationCache;
  unreadCounts: UnreadCountsCache;
}

function toMessageDto(row: repo.MessageRow): Message {
  return {
    id: row.id,
    content: cannedMessageText(row.cannedId),
    senderTeamId: row.senderTeamId,
    receiverTeamId: row.receiverTeamId,
    createdAt: row.createdAt.toISOString(),
    isRead: row.isRead,
    senderTeam: { name: row.senderTeamName, number: row.senderTeamNumber },
  };
}

function toMessageLogDto(row: repo.MessageLogRow): MessageLogEntry {
  return {
    ...toMessageDto(row),
    receiverTeam: { name: row.receiverTeamName, number: row.receiverTeamNumber },
  };
}

/**
 * The team a messaging request acts for: always the session's own team. Administrators watch
 * conversations (read-only, for safeguarding) but never write as a team: see decision 030.
 */
export function sessionTeam(auth: Auth | null): Extract<Auth, { kind: 'team' }> {
  if (!auth) throw unauthorized();
  if (auth.kind !== 'team') throw forbidden(CODED.messages.teamsOnly);
  return auth;
}

export function messagingService({ db, events, cache, unreadCounts }: MessagingDeps) {
  /**
   * Runs `write` between two teams unless either blocks the other (403), with both teams locked so
   * a block being set meanwhile waits for the write or the write sees the block (lockPair).
   */
  async function whileNotBlocked<T>(
    teamA: number,
    teamB: number,
    write: (tx: AppTx) => Promise<T>,
  ): Promise<T> {
    return transaction(db, async (tx) => {
      await lockPair(tx, teamA, teamB, 'share');
      if (await isPairBlocked(tx, teamA, teamB)) throw forbidden(CODED.messages.blocked);
      return write(tx);
    });
  }

  return {
    /**
     * The conversation, for one of its two teams or an administrator. A blocked pair keeps what
     * was said before the block (decision 112): nothing new can join it, not even read receipts.
     */
    async conversation(auth: Auth | null, query: ConversationQuery) {
      if (!auth) throw unauthorized();
      const { senderTeamId: a, receiverTeamId: b, limit, before } = query;
      if (auth.kind === 'team' && auth.teamId !== a && auth.teamId !== b) {
        throw forbidden(CODED.messages.notYourConversation);
      }
      const load = async () =>
        (await repo.findConversation(db, a, b, limit, before)).map(toMessageDto);
      if (before) return { messages: await load() };
      return cache.get(a, b, limit, load);
    },

    async send(auth: Auth | null, body: SendMessageRequest): Promise<Message> {
      const sender = sessionTeam(auth);
      const senderTeamId = sender.teamId;
      if (body.senderTeamId != null && body.senderTeamId !== senderTeamId) {
        throw forbidden(CODED.messages.spoofedSender);
      }
      const cannedId = cannedMessageId(body.content);
      if (cannedId === null) {
        throw badRequest(CODED.messages.notCanned, [
          { field: 'content', message: MESSAGE_ERRORS.notCanned },
        ]);
      }
      const { receiverTeamId } = body;
      if (receiverTeamId === senderTeamId) {
        throw badRequest(CODED.messages.toSelf, [
          { field: 'receiverTeamId', message: MESSAGE_ERRORS.toSelf },
        ]);
      }
      let sent;
      try {
        // The message and its alert's pushes commit together (decision 271).
        sent = await whileNotBlocked(senderTeamId, receiverTeamId, async (tx) => {
          const row = await repo.insertMessage(tx, {
            cannedId,
            senderTeamId,
            receiverTeamId,
          });
          const event: DomainEvent = {
            type: 'message.sent',
            messageId: row.id,
            senderTeamId,
            senderTeamName: sender.teamName,
            senderTeamNumber: sender.teamNumber,
            receiverTeamId,
            content: cannedMessageText(row.cannedId),
          };
          await events.record(tx, event);
          return { row, event };
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw notFound(CODED.messages.recipientNotFound);
        throw error;
      }
      const { row, event } = sent;
      await events.emit(event);
      return toMessageDto({
        ...row,
        senderTeamName: sender.teamName,
        senderTeamNumber: sender.teamNumber,
      });
    },

    /** The receiver (the signed-in team) has read everything the sender sent it. */
    async markRead(auth: Auth | null, body: MarkReadRequest): Promise<{ updated: number }> {
      const { teamId } = sessionTeam(auth);
      if (body.receiverTeamId !== teamId) throw forbidden(CODED.messages.notYourInbox);
      // A read receipt tells the sender something: none crosses a block, either way.
      const updated = await whileNotBlocked(body.senderTeamId, teamId, (tx) =>
        repo.markRead(tx, body.senderTeamId, teamId),
      );
      if (updated > 0)
        await events.emit({
          type: 'messages.read',
          senderTeamId: body.senderTeamId,
          receiverTeamId: body.receiverTeamId,
        });
      return { updated };
    },

    /** The signed-in team's unread counts per sender, from memory (serialized once per load). */
    async unread(auth: Auth | null): Promise<JsonBody> {
      const { teamId } = sessionTeam(auth);
      return unreadCounts.get(teamId, () => repo.countUnread(db, teamId));
    },

    async log(limit: number, before?: number): Promise<MessageLogEntry[]> {
      return (await repo.findMessageLog(db, limit, before)).map(toMessageLogDto);
    },
  };
}
