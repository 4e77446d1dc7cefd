import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Interview, InterviewProgress } from '../../../shared/contract/interviews.ts';
import type { DeleteOpenSlotsResponse } from '../../../shared/contract/timeslots.ts';
import { apiRequest, getQueryFn } from '../../lib/api.ts';

const INTERVIEWS_PATH = '/api/interviews';
const TIMESLOTS_PATH = '/api/timeslots';

/**
 * The judging day's tools for administrators (issue 19): a day's interviews for the rooms'
 * queues, one-tap progress, moving a booking, and clearing a day's open slots. Live events
 * (`interviews.changed`, `timeslots.changed`) refresh these queries by their paths.
 */

/** Every team's interviews on one day, in start order (an administrator's view). */
export function useDayInterviews(date: string) {
  return useQuery({
    queryKey: [INTERVIEWS_PATH, { date }],
    queryFn: getQueryFn<Interview[]>({ on401: 'throw' }),
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
      apiRequest<Interview>('PUT', `${INTERVIEWS_PATH}/${id}/progress`, { progress }),
    onSettled: refresh,
  });
}

export function useMoveInterview() {
  const refresh = useRefreshScheduling();
  return useMutation({
    mutationFn: ({ id, timeslotId }: { id: number; timeslotId: number }) =>
      apiRequest<Interview>('PUT', `${INTERVIEWS_PATH}/${id}/timeslot`, { timeslotId }),
    onSettled: refresh,
  });
}

export function useDeleteOpenSlots() {
  const refresh = useRefreshScheduling();
  return useMutation({
    mutationFn: (date: string) =>
      apiRequest<DeleteOpenSlotsResponse>('DELETE', `${TIMESLOTS_PATH}?date=${date}`),
    onSettled: refresh,
  });
}
