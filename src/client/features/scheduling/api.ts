import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast.ts';
import { isOfflineError, needsConnection } from '../../lib/connection.ts';
import { callEndpoint, endpointQueryFn, type RequestOf } from '../../lib/endpoint.ts';
import { useLiveConnected } from '../../lib/event-stream.ts';
import { useSession } from '../auth/index.ts';
import { tournamentSettingsQueryOptions } from '../settings/index.ts';
import {
  INTERVIEWS_PATH,
  MATCHES_PATH,
  SCHEDULING_SETTINGS_PATH,
  schedulingApi,
  TEAMS_PATH,
  TIMESLOTS_PATH,
} from './endpoints.ts';
import { interviewsRoutes, timeslotsRoutes } from '../../../shared/routes/scheduling.ts';
import { pathOf } from '../../../shared/routes/path-of.ts';

/** While the live event stream is down, signed-in screens poll this often (DESIGN section 5). */
const FALLBACK_POLL_MS = 5000;

export type TeamOption = { id: number; name: string; number: string | null };

/** One calendar day's slots: the venue's day (decision 154). */
function dayTimeslotsQueryOptions(date: string) {
  return queryOptions({
    queryKey: [TIMESLOTS_PATH, { date }],
    queryFn: endpointQueryFn(schedulingApi.timeslots),
  });
}

function interviewsQueryOptions() {
  return queryOptions({
    queryKey: [INTERVIEWS_PATH],
    queryFn: endpointQueryFn(schedulingApi.interviews),
  });
}

function schedulingSettingsQueryOptions() {
  return queryOptions({
    queryKey: [SCHEDULING_SETTINGS_PATH],
    queryFn: endpointQueryFn(schedulingApi.settings),
  });
}

/** Registered teams, for the team selectors. */
export function registeredTeamsQueryOptions() {
  return queryOptions({
    queryKey: [TEAMS_PATH, { registeredOnly: 'true' }],
    queryFn: endpointQueryFn(schedulingApi.teams),
  });
}

/** Poll only while signed in and the live stream is down. */
export function useFallbackPolling(): number | false {
  const live = useLiveConnected();
  const { isAuthenticated } = useSession();
  return !live && isAuthenticated ? FALLBACK_POLL_MS : false;
}

export function useDayTimeslots(date: string | null) {
  const refetchInterval = useFallbackPolling();
  return useQuery({
    ...dayTimeslotsQueryOptions(date ?? ''),
    enabled: date !== null,
    refetchInterval,
  });
}

/** The signed-in team's interviews (every team's for an administrator); none for visitors. */
export function useInterviews() {
  const { isAuthenticated } = useSession();
  const refetchInterval = useFallbackPolling();
  return useQuery({ ...interviewsQueryOptions(), enabled: isAuthenticated, refetchInterval });
}

/**
 * A team's matches under the key the matches feature uses (`[matchesRoutes.list.path, {teamId}]`), so
 * one cache entry serves both and `matches.changed` refreshes it.
 */
export function useTeamMatches(teamId: number | null) {
  return useQuery({
    queryKey: [MATCHES_PATH, { teamId }],
    queryFn: endpointQueryFn(schedulingApi.matches),
    enabled: teamId !== null,
  });
}

export function useSchedulingSettings() {
  return useQuery(schedulingSettingsQueryOptions());
}

/** Spec section 4: after a booking or a cancellation both lists are refreshed. */
export function refreshScheduling(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [INTERVIEWS_PATH] }),
    queryClient.invalidateQueries({ queryKey: [TIMESLOTS_PATH] }),
  ]).then(() => undefined);
}

export function useBookInterview() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('booking');
  return useMutation({
    // The same key for every try from one booking dialog: a booking whose answer was lost is
    // answered again, not refused as 'slot taken'.
    mutationFn: ({
      idempotencyKey,
      ...body
    }: RequestOf<typeof schedulingApi.book> & { idempotencyKey?: string }) =>
      needsConnection(t('toast.offline'), () =>
        callEndpoint(schedulingApi.book, { body, idempotencyKey }),
      ),
    // A refusal (409) means the slot list was stale: refresh either way.
    onSettled: () => refreshScheduling(queryClient),
  });
}

export function useCancelInterview() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('dashboard');
  return useMutation({
    mutationFn: (id: number) =>
      needsConnection(t('toast.offline'), () =>
        callEndpoint(schedulingApi.cancel, { path: pathOf(interviewsRoutes.cancel, { id }) }),
      ),
    onSuccess: () => {
      toast({
        title: t('toast.canceledTitle'),
        description: t('toast.canceled'),
        variant: 'success',
      });
    },
    onError: (error) => {
      const description = isOfflineError(error) ? error.message : t('toast.cancelFailed');
      toast({ title: t('toast.cancelFailedTitle'), description, variant: 'destructive' });
    },
    onSettled: () => refreshScheduling(queryClient),
  });
}

/** The .ics download of one interview. */
export const calendarUrl = (interviewId: number) =>
  pathOf(interviewsRoutes.calendar, { id: interviewId });

/** The judges' printable schedule of a day. */
export const judgesScheduleUrl = (date: string) =>
  `${timeslotsRoutes.judgesSchedule.path}?date=${date}`;

/**
 * The administrator's tournament day (yyyy-mm-dd). `tournamentDate` is null while unset (spec 2.6
 * says so then), and also while the settings are being read or could not be read: `known` tells
 * the two apart, so no page says "not set" about a day it has not read yet.
 */
export function useTournamentDay() {
  const query = useQuery(tournamentSettingsQueryOptions());
  return {
    tournamentDate: query.data?.tournamentDate ?? null,
    known: query.data !== undefined,
    isError: query.isError,
    retry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}

export type TournamentDay = ReturnType<typeof useTournamentDay>;
