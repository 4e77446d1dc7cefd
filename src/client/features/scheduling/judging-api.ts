import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InterviewProgress } from '../../../shared/contract/interviews-messages.ts';
import { callEndpoint, endpointQueryFn } from '../../lib/endpoint.ts';
import { INTERVIEWS_PATH, schedulingApi, TIMESLOTS_PATH } from './endpoints.ts';

/**
 * The judging day's tools for administrators (issue 19): a day's interviews for the rooms'
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
      callEndpoint(schedulingApi.setProgress, { body: { progress }, path: `${INTERVIEWS_PATH}/${id}/progress` }),
    onSettled: refresh,
  });
}

export function useMoveInterview() {
  const refresh = useRefreshScheduling();
  return useMutation({
    mutationFn: ({ id, timeslotId }: { id: number; timeslotId: number }) =>
      callEndpoint(schedulingApi.move, { body: { timeslotId }, path: `${INTERVIEWS_PATH}/${id}/timeslot` }),
    onSettled: refresh,
  });
}

export function useDeleteOpenSlots() {
  const refresh = useRefreshScheduling();
  return useMutation({
    mutationFn: (date: string) => callEndpoint(schedulingApi.deleteOpenSlots, { path: `${TIMESLOTS_PATH}?date=${date}` }),
    onSettled: refresh,
  });
}
