import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpoint, endpointQueryFn } from '../../lib/endpoint.ts';
import { schema } from '../../lib/contract.ts';
import { authRoutes, eventRoutes } from '../../../shared/routes/people.ts';

const DEMO_PATH = eventRoutes.demo.path;

/** The demo event's calls (decision 262), typed by the shared contract (decision 134). */
const eventApi = {
  demo: endpoint({
    method: 'GET',
    path: DEMO_PATH,
    response: schema('event', (c) => c.demoEventSchema),
  }),
  clearDemo: endpoint({
    method: 'POST',
    path: eventRoutes.clearDemo.path,
    response: schema('event', (c) => c.demoEventSchema),
  }),
};

/** Whether the database still holds the demo event (organisers). */
export function useDemoEvent() {
  return useQuery({ queryKey: [DEMO_PATH], queryFn: endpointQueryFn(eventApi.demo) });
}

/** 'Start your real event': removes the demo rows; every list reloads. */
export function useClearDemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(eventApi.clearDemo, {}),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== authRoutes.me.path,
      }),
  });
}

const SETUP_PATH = eventRoutes.setup.path;
const setupApi = endpoint({
  method: 'GET',
  path: SETUP_PATH,
  response: schema('event', (c) => c.eventSetupSchema),
});

/**
 * The set-up checklist's steps, ticked from the data (decision 263). Every write a step waits for
 * announces itself (teams, slots, matches, settings), and the checklist asks again on each.
 */
export function useEventSetup() {
  return useQuery({
    queryKey: [SETUP_PATH],
    queryFn: endpointQueryFn(setupApi),
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });
}

/**
 * The query keys this feature owns: each starts with its route's path, by which live events make
 * it stale (shared/routes/stale-after.ts).
 */
export const operationsQueryKeys = { demo: [DEMO_PATH], setup: [SETUP_PATH] } as const;
