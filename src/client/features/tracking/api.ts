import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { MAP } from '../../../shared/constants.ts';
import type { CreateRobotRequest, Robot, RobotLocationRequest } from '../../../shared/contract/robots.ts';
import type { TeamListItem } from '../../../shared/contract/teams.ts';
import { apiRequest } from '../../lib/api.ts';
import { useLiveConnected } from '../../lib/event-stream.ts';

const ROBOTS_PATH = '/api/robots';
const robotsQueryKey = [ROBOTS_PATH] as const;

const robotsQueryOptions = () => queryOptions<Robot[]>({ queryKey: robotsQueryKey });

/**
 * Every robot this viewer may see. Robots move on screen through the live event stream; the
 * spec's 5-second refresh runs only while the stream is down.
 */
export function useRobots() {
  const live = useLiveConnected();
  return useQuery({ ...robotsQueryOptions(), refetchInterval: live ? false : MAP.robotRefreshMs });
}

/** Spec section 7: `GET /api/robots?macAddress=…`, first match used; fetched fresh each time. */
export async function findRobotByMac(queryClient: QueryClient, macAddress: string): Promise<Robot | undefined> {
  const robots = await queryClient.fetchQuery({
    ...queryOptions<Robot[]>({ queryKey: [ROBOTS_PATH, { macAddress }] }),
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
      apiRequest<Robot>('PUT', `${ROBOTS_PATH}/${id}/location`, location),
    onSuccess: (robot) => {
      updateCachedRobot(queryClient, robot);
      return queryClient.invalidateQueries({ queryKey: robotsQueryKey });
    },
  });
}

export function useCreateRobot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (robot: CreateRobotRequest) => apiRequest<Robot>('POST', ROBOTS_PATH, robot),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: robotsQueryKey }),
  });
}

/** The teams a new robot can be given to (the admin's team list). */
export const teamsQueryOptions = () => queryOptions<TeamListItem[]>({ queryKey: ['/api/teams'] });
