import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  callNoContent,
  endpoint,
  endpointQueryFn,
  type NoContentEndpoint,
  type RequestOf,
} from '../../lib/endpoint.ts';
import { schema } from '../../lib/contract.ts';
import { useLiveConnected } from '../../lib/event-stream.ts';
import { announcementsRoutes } from '../../../shared/routes/live.ts';
import { matchesRoutes } from '../../../shared/routes/matches.ts';
import { teamsRoutes } from '../../../shared/routes/registration.ts';
import { pathOf } from '../../../shared/routes/path-of.ts';

const ANNOUNCEMENTS_PATH = announcementsRoutes.list.path;

/** The announcement calls, typed by the shared contract (decision 134). */
const announcementsApi = {
  list: endpoint({
    method: 'GET',
    path: ANNOUNCEMENTS_PATH,
    response: schema('announcements', (c) => c.announcementListSchema),
  }),
  post: endpoint({
    method: 'POST',
    path: ANNOUNCEMENTS_PATH,
    request: schema('announcements', (c) => c.createAnnouncementSchema),
    response: schema('announcements', (c) => c.announcementSchema),
  }),
  remove: {
    method: 'DELETE',
    path: announcementsRoutes.remove.path,
  } satisfies NoContentEndpoint<undefined>,
  /** Who an announcement can be aimed at: the teams, and the fields of the schedule (read here as there). */
  teams: endpoint({
    method: 'GET',
    path: teamsRoutes.list.path,
    response: schema('teams', (c) => c.teamListSchema),
  }),
  matches: endpoint({
    method: 'GET',
    path: matchesRoutes.list.path,
    response: schema('matches', (c) => c.matchListSchema),
  }),
};
/**
 * Signed-in pages hear `announcements.changed` on the live stream (lib/event-stream.ts); a
 * visitor's home, which opens no stream, looks again this often.
 */
const FALLBACK_POLL_MS = 60_000;

function announcementsQueryOptions() {
  return queryOptions({
    queryKey: [ANNOUNCEMENTS_PATH],
    queryFn: endpointQueryFn(announcementsApi.list),
  });
}

/** Every announcement, newest first (the server's order). */
export function useAnnouncements() {
  const live = useLiveConnected();
  return useQuery({
    ...announcementsQueryOptions(),
    refetchInterval: live ? false : FALLBACK_POLL_MS,
  });
}

/** The teams and the schedule's fields an organiser may aim an announcement at. */
export function useAudienceChoices() {
  const teams = useQuery({
    queryKey: [teamsRoutes.list.path],
    queryFn: endpointQueryFn(announcementsApi.teams),
  });
  const matches = useQuery({
    queryKey: [matchesRoutes.list.path],
    queryFn: endpointQueryFn(announcementsApi.matches),
  });
  const fields = [
    ...new Set((matches.data ?? []).flatMap((match) => (match.field ? [match.field] : []))),
  ].sort((a, b) => a.localeCompare(b));
  return { teams: teams.data ?? [], fields };
}

function useRefreshAnnouncements() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [ANNOUNCEMENTS_PATH] });
}

export function usePostAnnouncement() {
  const refresh = useRefreshAnnouncements();
  return useMutation({
    mutationFn: (body: RequestOf<typeof announcementsApi.post>) =>
      callEndpoint(announcementsApi.post, { body }),
    onSuccess: refresh,
  });
}

export function useDeleteAnnouncement() {
  const refresh = useRefreshAnnouncements();
  return useMutation({
    mutationFn: (id: number) =>
      callNoContent(announcementsApi.remove, { path: pathOf(announcementsRoutes.remove, { id }) }),
    onSuccess: refresh,
  });
}

/**
 * The query keys this feature owns: each starts with its route's path, by which live events make
 * it stale (shared/routes/stale-after.ts).
 */
export const announcementsQueryKeys = { announcements: [ANNOUNCEMENTS_PATH] } as const;
