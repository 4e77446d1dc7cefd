import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { MESSAGING } from '../../../shared/constants.ts';
import {
  callEndpoint,
  callNoContent,
  endpointQueryFn,
  type RequestOf,
} from '../../lib/endpoint.ts';
import { useLiveConnected } from '../../lib/event-stream.ts';
import { blocksRoutes } from '../../../shared/routes/messaging.ts';
import { pathOf } from '../../../shared/routes/path-of.ts';
import {
  BLOCKS_PATH,
  CANNED_PATH,
  MESSAGE_LOG_PATH,
  MESSAGES_PATH,
  TEAMS_PATH,
  UNREAD_PATH,
  messagingApi,
} from './endpoints.ts';

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
