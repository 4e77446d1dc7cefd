import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { MAP } from '../../../shared/constants.ts';
import type { Robot, RobotLocationRequest } from '../../../shared/contract/robots.ts';
import { callEndpoint, endpoint, endpointQueryFn, type RequestOf } from '../../lib/endpoint.ts';
import { schema } from '../../lib/contract.ts';
import { useLiveConnected } from '../../lib/event-stream.ts';
import { robotsRoutes } from '../../../shared/routes/live.ts';
import { teamsRoutes } from '../../../shared/routes/registration.ts';
import { pathOf } from '../../../shared/routes/path-of.ts';

const ROBOTS_PATH = robotsRoutes.list.path;
const robotsQueryKey = [ROBOTS_PATH] as const;
const robotSchema = schema('robots', (c) => c.robotSchema);

/** The robot-tracking calls (spec 2.10), typed by the shared contract (decision 134). */
const robotsApi = {
  list: endpoint({
    method: 'GET',
    path: ROBOTS_PATH,
    response: schema('robots', (c) => c.robotListSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: ROBOTS_PATH,
    request: schema('robots', (c) => c.createRobotRequestSchema),
    response: robotSchema,
  }),
  move: endpoint({
    method: 'PUT',
    path: robotsRoutes.locate.path,
    request: schema('robots', (c) => c.robotLocationRequestSchema),
    response: robotSchema,
  }),
  teams: endpoint({
    method: 'GET',
    path: teamsRoutes.list.path,
    response: schema('teams', (c) => c.teamListSchema),
  }),
};

const robotsQueryOptions = () =>
  queryOptions({ queryKey: robotsQueryKey, queryFn: endpointQueryFn(robotsApi.list) });

/**
 * Every robot this viewer may see. Robots move on screen through the live event stream; the
 * spec's 5-second refresh runs only while the stream is down.
 */
export function useRobots() {
  const live = useLiveConnected();
  return useQuery({ ...robotsQueryOptions(), refetchInterval: live ? false : MAP.robotRefreshMs });
}

/** Spec section 7: `GET /api/robots?macAddress=…`, first match used; fetched fresh each time. */
export async function findRobotByMac(
  queryClient: QueryClient,
  macAddress: string,
): Promise<Robot | undefined> {
  const robots = await queryClient.fetchQuery({
    ...queryOptions({
      queryKey: [ROBOTS_PATH, { macAddress }],
      queryFn: endpointQueryFn(robotsApi.list),
    }),
    staleTime: 0,
  });
  return robots[0];
}

/** Replaces one robot in every cached robot list, so the map moves before the refetch lands. */
function updateCachedRobot(queryClient: QueryClient, robot: Robot) {
  queryClient.setQueriesData<Robot[]>({ queryKey: robotsQueryKey }, (list) =>
    list?.map((item) => (item.id === robot.id ? robot : item)),
  );
}

export function useMoveRobot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...location }: RobotLocationRequest & { id: number }) =>
      callEndpoint(robotsApi.move, { body: location, path: pathOf(robotsRoutes.locate, { id }) }),
    onSuccess: (robot) => {
      updateCachedRobot(queryClient, robot);
      return queryClient.invalidateQueries({ queryKey: robotsQueryKey });
    },
  });
}

export function useCreateRobot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (robot: RequestOf<typeof robotsApi.create>) =>
      callEndpoint(robotsApi.create, { body: robot }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: robotsQueryKey }),
  });
}

/** The teams a new robot can be given to (the admin's team list). */
export const teamsQueryOptions = () =>
  queryOptions({ queryKey: [teamsRoutes.list.path], queryFn: endpointQueryFn(robotsApi.teams) });

/**
 * The query keys this feature owns: each starts with its route's path, by which live events make
 * it stale (shared/routes/stale-after.ts).
 */
export const trackingQueryKeys = { robots: robotsQueryKey } as const;
