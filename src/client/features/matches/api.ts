import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointQueryFn, type RequestOf } from '../../lib/endpoint.ts';
import { uploadToEndpoint } from '../../lib/upload-endpoint.ts';
import { tournamentSettingsQueryOptions } from '../settings/index.ts';
import {
  BLOCKED_PATH,
  CLASHES_PATH,
  otherListsApi,
  MATCHES_PATH,
  matchesApi,
} from './endpoints.ts';
import { teamsRoutes } from '../../../shared/routes/registration.ts';
import { interviewsRoutes } from '../../../shared/routes/scheduling.ts';
import { robotsRoutes, streamsRoutes } from '../../../shared/routes/live.ts';

/** The schedule, or one team's matches. */
export const matchesQueryOptions = (teamId?: number | null) =>
  queryOptions({
    queryKey: teamId ? [MATCHES_PATH, { teamId }] : [MATCHES_PATH],
    queryFn: endpointQueryFn(matchesApi.list),
  });

const blockedPeriodsQueryOptions = () =>
  queryOptions({ queryKey: [BLOCKED_PATH], queryFn: endpointQueryFn(matchesApi.blockedPeriods) });

export function useMatches(teamId?: number | null) {
  return useQuery(matchesQueryOptions(teamId));
}

export function useBlockedPeriods() {
  return useQuery(blockedPeriodsQueryOptions());
}

export function useMatchClashes() {
  return useQuery({ queryKey: [CLASHES_PATH], queryFn: endpointQueryFn(matchesApi.clashes) });
}

function useInvalidateSchedule() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) =>
        String(query.queryKey[0]).startsWith(MATCHES_PATH) || query.queryKey[0] === BLOCKED_PATH,
    });
}

/** Replaces the match schedule; `HH:MM` starts are read in this browser's zone on the tournament day. */
export function useImportMatches() {
  const invalidate = useInvalidateSchedule();
  return useMutation({
    mutationFn: (csv: string) =>
      uploadToEndpoint(matchesApi.import, { text: csv, contentType: 'text/csv; charset=utf-8' }),
    onSuccess: invalidate,
  });
}

export function useNotifyClashes() {
  return useMutation({ mutationFn: () => callEndpoint(matchesApi.notifyClashes) });
}

export function useSaveBlockedPeriods() {
  const invalidate = useInvalidateSchedule();
  return useMutation({
    mutationFn: (body: RequestOf<typeof matchesApi.saveBlockedPeriods>) =>
      callEndpoint(matchesApi.saveBlockedPeriods, { body }),
    onSuccess: invalidate,
  });
}

/** The buffer is a tournament setting: saved with the current date, which the PUT requires. */
export function useSaveMatchBuffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { tournamentDate: string; matchBufferMinutes: number }) =>
      callEndpoint(matchesApi.saveSettings, { body }),
    onSuccess: (settings) => {
      queryClient.setQueryData(tournamentSettingsQueryOptions().queryKey, settings);
      return queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith(CLASHES_PATH),
      });
    },
  });
}

/** Other features' lists the match screens show: day sheets, the import preview, the clash list. */
export const otherListsQueryOptions = {
  teams: () =>
    queryOptions({
      queryKey: [teamsRoutes.list.path],
      queryFn: endpointQueryFn(otherListsApi.teams),
    }),
  interviews: () =>
    queryOptions({
      queryKey: [interviewsRoutes.list.path],
      queryFn: endpointQueryFn(otherListsApi.interviews),
    }),
  robots: () =>
    queryOptions({
      queryKey: [robotsRoutes.list.path],
      queryFn: endpointQueryFn(otherListsApi.robots),
    }),
  streams: () =>
    queryOptions({
      queryKey: [streamsRoutes.list.path],
      queryFn: endpointQueryFn(otherListsApi.streams),
    }),
};
