import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BlockedPeriod,
  ImportedMatches,
  Match,
  MatchClash,
  ReplaceBlockedPeriods,
} from '../../../shared/contract/matches.ts';
import type { TournamentSettings } from '../../../shared/contract/settings.ts';
import { apiRequest, apiSendText, getQueryFn } from '../../lib/api.ts';
import { tournamentSettingsQueryOptions } from '../settings/index.ts';

const MATCHES_PATH = '/api/matches';
const CLASHES_PATH = '/api/matches/clashes';
const BLOCKED_PATH = '/api/blocked-periods';

/** The schedule, or one team's matches. */
export const matchesQueryOptions = (teamId?: number | null) =>
  queryOptions({
    queryKey: teamId ? [MATCHES_PATH, { teamId }] : [MATCHES_PATH],
    queryFn: getQueryFn<Match[]>({ on401: 'throw' }),
  });

const blockedPeriodsQueryOptions = () =>
  queryOptions({ queryKey: [BLOCKED_PATH], queryFn: getQueryFn<BlockedPeriod[]>({ on401: 'throw' }) });

export function useMatches(teamId?: number | null) {
  return useQuery(matchesQueryOptions(teamId));
}

export function useBlockedPeriods() {
  return useQuery(blockedPeriodsQueryOptions());
}

export function useMatchClashes() {
  return useQuery({ queryKey: [CLASHES_PATH], queryFn: getQueryFn<MatchClash[]>({ on401: 'throw' }) });
}

function useInvalidateSchedule() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(MATCHES_PATH) || query.queryKey[0] === BLOCKED_PATH });
}

/** Replaces the match schedule; `HH:MM` starts are read in this browser's zone on the tournament day. */
export function useImportMatches() {
  const invalidate = useInvalidateSchedule();
  return useMutation({
    mutationFn: (csv: string) =>
      apiSendText<ImportedMatches>('POST', `${MATCHES_PATH}/import`, csv, 'text/csv; charset=utf-8'),
    onSuccess: invalidate,
  });
}

export function useNotifyClashes() {
  return useMutation({ mutationFn: () => apiRequest<{ notified: number }>('POST', `${CLASHES_PATH}/notify`) });
}

export function useSaveBlockedPeriods() {
  const invalidate = useInvalidateSchedule();
  return useMutation({
    mutationFn: (body: ReplaceBlockedPeriods) => apiRequest<BlockedPeriod[]>('PUT', BLOCKED_PATH, body),
    onSuccess: invalidate,
  });
}

/** The buffer is a tournament setting: saved with the current date, which the PUT requires. */
export function useSaveMatchBuffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: { tournamentDate: string; matchBufferMinutes: number }) =>
      apiRequest<TournamentSettings>('PUT', '/api/settings/tournament', request),
    onSuccess: (settings) => {
      queryClient.setQueryData(tournamentSettingsQueryOptions().queryKey, settings);
      return queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(CLASHES_PATH) });
    },
  });
}
