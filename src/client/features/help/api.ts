import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpoint, endpointQueryFn, type RequestOf } from '../../lib/endpoint.ts';
import { schema } from '../../lib/contract.ts';
import { useLiveConnected } from '../../lib/event-stream.ts';
import { helpRequestsRoutes } from '../../../shared/routes/live.ts';
import { pathOf } from '../../../shared/routes/path-of.ts';

const HELP_PATH = helpRequestsRoutes.list.path;
const helpRequestSchema = schema('help', (c) => c.helpRequestSchema);

/** The help-request calls, typed by the shared contract (decision 134). */
const helpApi = {
  list: endpoint({
    method: 'GET',
    path: HELP_PATH,
    response: schema('help', (c) => c.helpRequestListSchema),
  }),
  ask: endpoint({
    method: 'POST',
    path: HELP_PATH,
    request: schema('help', (c) => c.createHelpRequestSchema),
    response: helpRequestSchema,
  }),
  answer: endpoint({
    method: 'PATCH',
    path: helpRequestsRoutes.update.path,
    request: schema('help', (c) => c.updateHelpRequestSchema),
    response: helpRequestSchema,
  }),
};

/** Without the live stream (`help-requests.changed`), the list is looked at again this often. */
const FALLBACK_POLL_MS = 15_000;

/** A team's own requests, or every team's for organisers and volunteers (unresolved first). */
export function useHelpRequests(enabled = true) {
  const live = useLiveConnected();
  return useQuery({
    queryKey: [HELP_PATH],
    queryFn: endpointQueryFn(helpApi.list),
    enabled,
    refetchInterval: live ? false : FALLBACK_POLL_MS,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [HELP_PATH] });
}

/** Asking for help needs the organisers to hear it now: it is never queued offline. */
export function useAskForHelp() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: RequestOf<typeof helpApi.ask>) => callEndpoint(helpApi.ask, { body }),
    onSuccess: refresh,
  });
}

export function useAnswerHelpRequest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'acknowledged' | 'resolved' }) =>
      callEndpoint(helpApi.answer, {
        path: pathOf(helpRequestsRoutes.update, { id }),
        body: { status },
      }),
    onSuccess: refresh,
  });
}

/**
 * The query keys this feature owns: each starts with its route's path, by which live events make
 * it stale (shared/routes/stale-after.ts).
 */
export const helpQueryKeys = { helpRequests: [HELP_PATH] } as const;
