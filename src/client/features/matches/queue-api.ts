import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpoint, endpointQueryFn, type RequestOf } from '../../lib/endpoint.ts';
import { schema } from '../../lib/contract.ts';
import { MATCHES_PATH } from './endpoints.ts';
import { queueRoutes } from '../../../shared/routes/matches.ts';
import { pathOf } from '../../../shared/routes/path-of.ts';

const QUEUE_PATH = queueRoutes.list.path;

/** The queue calls (decision 281), typed by the shared contract. */
const queueApi = {
  list: endpoint({
    method: 'GET',
    path: QUEUE_PATH,
    response: schema('queue', (c) => c.fieldQueueListSchema),
  }),
  markCurrent: endpoint({
    method: 'PUT',
    path: queueRoutes.setCurrent.path,
    request: schema('queue', (c) => c.setCurrentMatchSchema),
    response: schema('queue', (c) => c.currentMatchSchema),
  }),
  checkIn: endpoint({
    method: 'PUT',
    path: queueRoutes.checkIn.path,
    request: schema('queue', (c) => c.queueCheckInSchema),
    response: schema('queue', (c) => c.queueCheckInSchema),
  }),
};

/** Every field's queue, or one field's (a field display). Live through `queue.changed`. */
const fieldQueuesQueryOptions = (field?: string | null) =>
  queryOptions({
    queryKey: field ? [QUEUE_PATH, { field }] : [QUEUE_PATH],
    queryFn: endpointQueryFn(queueApi.list),
  });

export function useFieldQueues(field?: string | null) {
  return useQuery(fieldQueuesQueryOptions(field));
}

function useInvalidateQueue() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] === QUEUE_PATH || String(query.queryKey[0]).startsWith(MATCHES_PATH),
    });
}

/** Marks the match now on a field (organisers and volunteers). */
export function useMarkCurrentMatch() {
  const invalidate = useInvalidateQueue();
  return useMutation({
    mutationFn: ({ field, match }: { field: string; match: string }) =>
      callEndpoint(queueApi.markCurrent, {
        path: pathOf(queueRoutes.setCurrent, { field }),
        body: { match },
      }),
    onSuccess: invalidate,
  });
}

/** Records a team at the queue for one match. */
export function useQueueCheckIn() {
  const invalidate = useInvalidateQueue();
  return useMutation({
    mutationFn: (body: RequestOf<typeof queueApi.checkIn>) =>
      callEndpoint(queueApi.checkIn, { body }),
    onSuccess: invalidate,
  });
}

/**
 * The query keys this feature owns: each starts with its route's path, by which live events make
 * it stale (shared/routes/stale-after.ts).
 */
export const queueQueryKeys = { queue: [QUEUE_PATH] } as const;
