import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  callEndpoint,
  callNoContent,
  endpoint,
  endpointQueryFn,
  type NoContentEndpoint,
  type RequestOf,
} from '../../lib/endpoint.ts';
import { endpointPageQueryFn } from '../../lib/page-endpoint.ts';
import { schema } from '../../lib/contract.ts';
import { refreshScheduling, useFallbackPolling } from './api.ts';
import {
  SCHEDULING_SETTINGS_PATH,
  schedulingApi,
  schedulingSettingsSchema,
  TEAMS_PATH,
  TIMESLOTS_PATH,
} from './endpoints.ts';
import { timeslotsRoutes } from '../../../shared/routes/scheduling.ts';
import { pathOf } from '../../../shared/routes/path-of.ts';

/** The administrators' scheduling calls (spec 2.9), typed by the shared contract (decision 134). */
const adminApi = {
  createTimeslot: endpoint({
    method: 'POST',
    path: TIMESLOTS_PATH,
    request: schema('timeslots', (c) => c.createTimeslotRequestSchema),
    response: schema('timeslots', (c) => c.timeslotSchema),
  }),
  deleteTimeslot: {
    method: 'DELETE',
    path: timeslotsRoutes.remove.path,
  } satisfies NoContentEndpoint<undefined>,
  generate: endpoint({
    method: 'POST',
    path: timeslotsRoutes.generate.path,
    request: schema('scheduling', (c) => c.generateScheduleRequestSchema),
    response: schema('scheduling', (c) => c.generateScheduleResponseSchema),
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: SCHEDULING_SETTINGS_PATH,
    request: schema('scheduling', (c) => c.updateSchedulingSettingsSchema),
    response: schedulingSettingsSchema,
  }),
};

/**
 * One page of the event's slots in start order (the admin list), with the total: every day's, or
 * one venue day's (`day`, YYYY-MM-DD) so an organiser of thousands of slots goes straight to it.
 */
function timeslotPageQueryOptions(page: number, pageSize: number, day?: string) {
  return queryOptions({
    queryKey: [TIMESLOTS_PATH, { date: day, limit: pageSize, offset: page * pageSize }],
    queryFn: endpointPageQueryFn(schedulingApi.timeslots),
  });
}

/** Every team, registered or not (the administrator's who-booked-what list). */
export function allTeamsQueryOptions() {
  return queryOptions({ queryKey: [TEAMS_PATH], queryFn: endpointQueryFn(schedulingApi.teams) });
}

/** A page of the admin list; the page shown stays on screen while the next one loads. */
export function useTimeslotPage(page: number, pageSize: number, day?: string) {
  const refetchInterval = useFallbackPolling();
  return useQuery({
    ...timeslotPageQueryOptions(page, pageSize, day),
    refetchInterval,
    placeholderData: keepPreviousData,
  });
}

export function useCreateTimeslot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<typeof adminApi.createTimeslot>) =>
      callEndpoint(adminApi.createTimeslot, { body }),
    onSuccess: () => refreshScheduling(queryClient),
  });
}

export function useDeleteTimeslot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callNoContent(adminApi.deleteTimeslot, { path: pathOf(timeslotsRoutes.remove, { id }) }),
    onSettled: () => refreshScheduling(queryClient),
  });
}

export function useGenerateSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<typeof adminApi.generate>) =>
      callEndpoint(adminApi.generate, { body }),
    onSuccess: () => refreshScheduling(queryClient),
  });
}

export function useUpdateSchedulingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (maxActiveInterviewsPerTeam: number) =>
      callEndpoint(adminApi.updateSettings, { body: { maxActiveInterviewsPerTeam } }),
    onSuccess: (settings) => queryClient.setQueryData([SCHEDULING_SETTINGS_PATH], settings),
  });
}
