import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
  type Mutation,
} from '@tanstack/react-query';
import { MESSAGING } from '../../../shared/constants.ts';
import type { Message, SendMessageRequest } from '../../../shared/contract/messages.ts';
import {
  callEndpoint,
  callNoContent,
  endpoint,
  endpointQueryFn,
  type NoContentEndpoint,
  type RequestOf,
} from '../../lib/endpoint.ts';
import { schema } from '../../lib/contract.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { MESSAGE_OUTBOX_KEY, type QueuedMessage } from '../../lib/outbox.ts';
import { useLiveConnected } from '../../lib/event-stream.ts';
import { blocksRoutes, messagesRoutes } from '../../../shared/routes/messaging.ts';
import { teamsRoutes } from '../../../shared/routes/registration.ts';
import { pathOf } from '../../../shared/routes/path-of.ts';

const MESSAGES_PATH = messagesRoutes.conversation.path;
const UNREAD_PATH = messagesRoutes.unread.path;
const MESSAGE_LOG_PATH = messagesRoutes.log.path;
const BLOCKS_PATH = blocksRoutes.list.path;
const CANNED_PATH = messagesRoutes.canned.path;
const TEAMS_PATH = teamsRoutes.list.path;

/** The messaging calls (spec 2.9), typed by the shared contract (decision 134). */
const messagingApi = {
  canned: endpoint({
    method: 'GET',
    path: CANNED_PATH,
    response: schema('messages', (c) => c.cannedMessageSchema.array()),
  }),
  teams: endpoint({
    method: 'GET',
    path: TEAMS_PATH,
    response: schema('teams', (c) => c.teamListSchema),
  }),
  conversation: endpoint({
    method: 'GET',
    path: MESSAGES_PATH,
    response: schema('messages', (c) => c.messageListSchema),
  }),
  unread: endpoint({
    method: 'GET',
    path: UNREAD_PATH,
    response: schema('messages', (c) => c.unreadCountListSchema),
  }),
  blocks: endpoint({
    method: 'GET',
    path: BLOCKS_PATH,
    response: schema('messages', (c) => c.blockSchema.array()),
  }),
  log: endpoint({
    method: 'GET',
    path: MESSAGE_LOG_PATH,
    response: schema('messages', (c) => c.messageLogEntrySchema.array()),
  }),
  markRead: endpoint({
    method: 'PUT',
    path: messagesRoutes.markRead.path,
    request: schema('messages', (c) => c.markReadRequestSchema),
    response: schema('messages', (c) => c.markReadResponseSchema),
  }),
  block: endpoint({
    method: 'POST',
    path: BLOCKS_PATH,
    request: schema('messages', (c) => c.createBlockRequestSchema),
    response: schema('messages', (c) => c.blockSchema),
  }),
  unblock: {
    method: 'DELETE',
    path: blocksRoutes.remove.path,
  } satisfies NoContentEndpoint<undefined>,
};

/** Polling is only the fallback while the live event stream is down (DESIGN section 5). */
function usePollInterval(enabled: boolean): number | false {
  const live = useLiveConnected();
  return enabled && !live ? MESSAGING.pollIntervalMs : false;
}

export const cannedMessagesQueryOptions = () =>
  queryOptions({ queryKey: [CANNED_PATH], queryFn: endpointQueryFn(messagingApi.canned) });

export const teamsQueryOptions = () =>
  queryOptions({ queryKey: [TEAMS_PATH], queryFn: endpointQueryFn(messagingApi.teams) });

function conversationQueryOptions(senderTeamId: number, receiverTeamId: number, limit?: number) {
  return queryOptions({
    queryKey: [MESSAGES_PATH, { senderTeamId, receiverTeamId, ...(limit ? { limit } : {}) }],
    queryFn: endpointQueryFn(messagingApi.conversation),
  });
}

/** The open conversation, refreshed by live events, or every 5 s while the stream is down. */
export function useConversation(teamId: number | null, otherTeamId: number | null, limit?: number) {
  const enabled = teamId !== null && otherTeamId !== null;
  const refetchInterval = usePollInterval(enabled);
  return useQuery({
    ...conversationQueryOptions(teamId ?? 0, otherTeamId ?? 0, limit),
    enabled,
    refetchInterval,
    placeholderData: (previous, previousQuery) =>
      // Keep showing the same conversation while a bigger page loads, never another team's.
      previousQuery?.queryKey[1] &&
      (previousQuery.queryKey[1] as { receiverTeamId?: number }).receiverTeamId === otherTeamId
        ? previous
        : undefined,
  });
}

export function useUnreadCounts(enabled: boolean) {
  const refetchInterval = usePollInterval(enabled);
  return useQuery({
    queryKey: [UNREAD_PATH],
    queryFn: endpointQueryFn(messagingApi.unread),
    enabled,
    refetchInterval,
  });
}

export function useBlocks(enabled: boolean) {
  return useQuery({
    queryKey: [BLOCKS_PATH],
    queryFn: endpointQueryFn(messagingApi.blocks),
    enabled,
  });
}

function messageLogQueryOptions(limit: number) {
  return queryOptions({
    queryKey: [MESSAGE_LOG_PATH, { limit }],
    queryFn: endpointQueryFn(messagingApi.log),
  });
}

export function useMessageLog(limit: number) {
  const refetchInterval = usePollInterval(true);
  return useQuery({
    ...messageLogQueryOptions(limit),
    refetchInterval,
    placeholderData: keepPreviousData,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return (...paths: string[]) =>
    Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: [path] })));
}

/**
 * Sends a message through the outbox (lib/outbox.ts): offline it waits and is sent once the
 * connection is back, with the Idempotency-Key it was given here.
 */
export function useSendMessage() {
  const mutation = useMutation<Message, Error, QueuedMessage>({ mutationKey: MESSAGE_OUTBOX_KEY });
  return {
    ...mutation,
    send: (request: SendMessageRequest, options?: Parameters<typeof mutation.mutate>[1]) =>
      mutation.mutate({ request, idempotencyKey: newIdempotencyKey() }, options),
  };
}

/** This conversation's messages still waiting to send, or failed and waiting for Retry. */
export function useOutboxMessages(senderTeamId: number, receiverTeamId: number | null) {
  return useMutationState({
    filters: {
      mutationKey: MESSAGE_OUTBOX_KEY,
      predicate: (m) => {
        const queued = m.state.variables as QueuedMessage | undefined;
        return (
          m.state.status !== 'success' &&
          queued?.request.senderTeamId === senderTeamId &&
          queued.request.receiverTeamId === receiverTeamId
        );
      },
    },
    select: (m) => m as Mutation<Message, Error, QueuedMessage>,
  });
}

export function useMarkRead() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (request: RequestOf<typeof messagingApi.markRead>) =>
      callEndpoint(messagingApi.markRead, { body: request }),
    onSuccess: () => invalidate(MESSAGES_PATH, UNREAD_PATH),
  });
}

export function useBlockTeam() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (teamId: number) => callEndpoint(messagingApi.block, { body: { teamId } }),
    onSuccess: () => invalidate(BLOCKS_PATH),
  });
}

export function useUnblockTeam() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (teamId: number) =>
      callNoContent(messagingApi.unblock, { path: pathOf(blocksRoutes.remove, { teamId }) }),
    onSuccess: () => invalidate(BLOCKS_PATH),
  });
}

/**
 * The query keys this feature owns: each starts with its route's path, by which live events make
 * it stale (shared/routes/stale-after.ts).
 */
export const messagingQueryKeys = {
  conversation: [MESSAGES_PATH],
  unread: [UNREAD_PATH],
  log: [MESSAGE_LOG_PATH],
  blocks: [BLOCKS_PATH],
  canned: [CANNED_PATH],
} as const;
