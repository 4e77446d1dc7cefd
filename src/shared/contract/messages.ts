import { z } from 'zod';
import { MESSAGE_CATEGORIES } from '../canned-messages.ts';
import { MESSAGING } from '../constants.ts';
import { CONVERSATION_PAGE } from '../conversation-page.ts';
import { idSchema } from './common.ts';

/** What the API says when it refuses a message (spec 2.11: unrelated messages are rejected). */
export const MESSAGE_ERRORS = {
  notCanned: 'Only pre-approved messages can be sent. Please choose one from the list.',
  emptyContent: 'Please choose a message to send',
  chooseTeams: 'Please select both teams',
  toSelf: 'You cannot send a message to your own team',
  spoofedSender: 'A team can only send messages as itself',
  teamsOnly: 'Only a signed-in team can send or read its messages',
  notYourConversation: 'You can only read conversations of your own team',
  notYourInbox: 'A team can only mark its own messages as read',
  recipientNotFound: 'That team does not exist',
  blocked: 'Messaging between these teams has been turned off.',
  blockSelf: 'You cannot block your own team',
  notBlocked: 'Your team has not blocked that team',
} as const;

/** Flood protection per sending team (DESIGN section 4). */
export const MESSAGE_RATE_LIMIT = { max: 10, timeWindowMs: 60_000 } as const;

export { CONVERSATION_PAGE } from '../conversation-page.ts';

export const cannedMessageSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  category: z.enum(MESSAGE_CATEGORIES),
});

/** Spec section 3 "Message". */
export const messageSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  senderTeamId: z.number().int(),
  receiverTeamId: z.number().int(),
  createdAt: z.string(),
  isRead: z.boolean(),
  senderTeam: z.object({ name: z.string(), number: z.string().nullable() }),
});

export const messageListSchema = z.array(messageSchema);

/** A team id in a body, or in a query string when `coerce` ("12" becomes 12). */
function teamId(error: string, coerce = false) {
  return (coerce ? z.coerce.number({ error }) : z.number({ error }))
    .int('Must be a whole number')
    .positive('Must be a positive number')
    .max(2_147_483_647, 'Number is too large');
}

/** GET /api/messages: the conversation between two teams, both directions. */
export const conversationQuerySchema = z.object({
  senderTeamId: teamId(MESSAGE_ERRORS.chooseTeams, true),
  receiverTeamId: teamId(MESSAGE_ERRORS.chooseTeams, true),
  /** How many of the newest messages to return. */
  limit: z.coerce
    .number()
    .int('Must be a whole number')
    .min(1, 'Must be at least 1')
    .max(CONVERSATION_PAGE.maxLimit, `Must be at most ${CONVERSATION_PAGE.maxLimit}`)
    .default(CONVERSATION_PAGE.defaultLimit),
  /** Only messages older than this message id (to page back through a long conversation). */
  before: idSchema.optional(),
});

/**
 * POST /api/messages. `senderTeamId` is optional: the sender is always the signed-in team, and a
 * different one is refused. Content is checked against the catalogue by the server.
 */
export const sendMessageRequestSchema = z.object({
  content: z
    .string({ error: MESSAGE_ERRORS.emptyContent })
    .max(1000, { error: MESSAGE_ERRORS.notCanned, abort: true })
    .refine((text) => text.trim().length > 0, MESSAGE_ERRORS.emptyContent),
  senderTeamId: idSchema.optional(),
  receiverTeamId: teamId(MESSAGE_ERRORS.chooseTeams),
});

/** PUT /api/messages/read: marks the receiver's unread messages from the sender as read. */
export const markReadRequestSchema = z.object({
  senderTeamId: teamId(MESSAGE_ERRORS.chooseTeams),
  receiverTeamId: teamId(MESSAGE_ERRORS.chooseTeams),
});

export const markReadResponseSchema = z.object({ updated: z.number().int() });

/** GET /api/messages/unread: unread messages for the signed-in team, per sending team. */
const unreadCountSchema = z.object({ teamId: z.number().int(), count: z.number().int() });

export const unreadCountListSchema = z.array(unreadCountSchema);

/** GET /api/messages/log (admin): every message, newest first, for safeguarding. */
export const messageLogQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MESSAGING.logMaxLimit).default(MESSAGING.logPageSize),
  before: idSchema.optional(),
});

export const messageLogEntrySchema = messageSchema.extend({
  receiverTeam: z.object({ name: z.string(), number: z.string().nullable() }),
});

const teamRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  number: z.string().nullable(),
});

/** A block between two teams; messages are refused both ways while it exists. */
export const blockSchema = z.object({
  blockerTeam: teamRefSchema,
  blockedTeam: teamRefSchema,
  createdAt: z.string(),
});

export const createBlockRequestSchema = z.object({
  teamId: teamId('Please select a team'),
});

export const blockParamsSchema = z.object({ teamId: idSchema });

export type CannedMessageDto = z.infer<typeof cannedMessageSchema>;
export type Message = z.infer<typeof messageSchema>;
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;
export type MarkReadRequest = z.infer<typeof markReadRequestSchema>;
export type UnreadCount = z.infer<typeof unreadCountSchema>;
export type MessageLogEntry = z.infer<typeof messageLogEntrySchema>;
export type Block = z.infer<typeof blockSchema>;
