import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  callNoContent,
  endpoint,
  endpointQueryFn,
  type NoContentEndpoint,
  type RequestOf,
} from '../../lib/endpoint.ts';
import { schema } from '../../lib/contract.ts';
import { streamsRoutes } from '../../../shared/routes/live.ts';
import { pathOf } from '../../../shared/routes/path-of.ts';

const STREAMS_PATH = streamsRoutes.list.path;

/** The streams calls (spec 2.14), typed by the shared contract. */
const streamsApi = {
  list: endpoint({
    method: 'GET',
    path: STREAMS_PATH,
    response: schema('streams', (c) => c.streamListSchema),
  }),
  add: endpoint({
    method: 'POST',
    path: STREAMS_PATH,
    request: schema('streams', (c) => c.createStreamRequestSchema),
    response: schema('streams', (c) => c.streamSchema),
  }),
  remove: {
    method: 'DELETE',
    path: streamsRoutes.remove.path,
  } satisfies NoContentEndpoint<undefined>,
};

/** How often to look for new streams while the live event stream is down. */
export const STREAMS_FALLBACK_POLL_MS = 30_000;

export function streamsQueryOptions() {
  return queryOptions({ queryKey: [STREAMS_PATH], queryFn: endpointQueryFn(streamsApi.list) });
}

export function useAddStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<typeof streamsApi.add>) => callEndpoint(streamsApi.add, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: streamsQueryOptions().queryKey }),
  });
}

export function useDeleteStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callNoContent(streamsApi.remove, { path: pathOf(streamsRoutes.remove, { id }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: streamsQueryOptions().queryKey }),
  });
}

/**
 * The query keys this feature owns: each starts with its route's path, by which live events make
 * it stale (shared/routes/stale-after.ts).
 */
export const streamsQueryKeys = { streams: [STREAMS_PATH] } as const;
