/**
 * Conversation pages: the newest `limit` messages, oldest first. Kept apart from the contract's
 * zod schemas (which re-exports it): the messages page reads it, and importing it from the
 * contract would bring zod to a team's first load (decision 226).
 */
export const CONVERSATION_PAGE = { defaultLimit: 100, maxLimit: 500 } as const;
