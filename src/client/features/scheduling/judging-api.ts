import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InterviewProgress } from '../../../shared/contract/interviews-messages.ts';
import { callEndpoint, endpoint, endpointQueryFn } from '../../lib/endpoint.ts';
import { schema } from '../../lib/contract.ts';
import { INTERVIEWS_PATH, interviewSchema, schedulingApi, TIMESLOTS_PATH } from './endpoints.ts';
import { interviewsRoutes, timeslotsRoutes } from '../../../shared/routes/scheduling.ts';
import { pathOf } from '../../../shared/routes/path-of.ts';

/** The judging day's calls, typed by the shared contract (decision 134). */
const judgingApi = {
  setProgress: endpoint({
    method: 'PUT',
    path: interviewsRoutes.progress.path,
    request: schema('interviews', (c) => c.updateProgressRequestSchema),
    response: interviewSchema,
  }),
  move: endpoint({
    method: 'PUT',
    path: interviewsRoutes.move.path,
    request: schema('interviews', (c) => c.moveInterviewRequestSchema),
    response: interviewSchema,
  }),
  /** The open slots of the day in the query string (`?date=`). */
  deleteOpenSlots: endpoint({
    method: 'DELETE',
    path: TIMESLOTS_PATH,
    response: schema('timeslots', (c) => c.deleteOpenSlotsResponseSchema),
  }),
};

/**
 * The judging day's tools for administrators: a day's interviews for the rooms'
 * queues, one-tap progress, moving a booking, and clearing a day's open slots. Live events
 * (`interviews.changed`, `timeslots.changed`) refresh these queries by their paths.
 */

/** Every team's interviews on one day, in start order (an administrator's view). */
export function useDayInterviews(date: string) {
  return useQuery({
    queryKey: [INTERVIEWS_PATH, { date }],
    queryFn: endpointQueryFn(schedulingApi.interviews),
  });
}

function useRefreshScheduling() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [INTERVIEWS_PATH] }),
      queryClient.invalidateQueries({ queryKey: [TIMESLOTS_PATH] }),
    ]);
}

export function useSetProgress() {
  const refresh = useRefreshScheduling();
  return useMutation({
    mutationFn: ({ id, progress }: { id: number; progress: InterviewProgress }) =>
      callEndpoint(judgingApi.setProgress, {
        body: { progress },
        path: pathOf(interviewsRoutes.progress, { id }),
      }),
    onSettled: refresh,
  });
}

export function useMoveInterview() {
  const refresh = useRefreshScheduling();
  return useMutation({
    mutationFn: ({ id, timeslotId }: { id: number; timeslotId: number }) =>
      callEndpoint(judgingApi.move, {
        body: { timeslotId },
        path: pathOf(interviewsRoutes.move, { id }),
      }),
    onSettled: refresh,
  });
}

export function useDeleteOpenSlots() {
  const refresh = useRefreshScheduling();
  return useMutation({
    mutationFn: (date: string) =>
      callEndpoint(judgingApi.deleteOpenSlots, {
        path: `${timeslotsRoutes.removeOpen.path}?date=${date}`,
      }),
    onSettled: refresh,
  });
}
