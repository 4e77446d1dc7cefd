import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Announcement, CreateAnnouncement } from '../../../shared/contract/announcements.ts';
import { apiRequest } from '../../lib/api.ts';
import { useLiveConnected } from '../../lib/event-stream.ts';

const ANNOUNCEMENTS_PATH = '/api/announcements';
/**
 * Signed-in pages hear `announcements.changed` on the live stream (lib/event-stream.ts); a
 * visitor's home, which opens no stream, looks again this often.
 */
const FALLBACK_POLL_MS = 60_000;

function announcementsQueryOptions() {
  return queryOptions<Announcement[]>({ queryKey: [ANNOUNCEMENTS_PATH] });
}

/** Every announcement, newest first (the server's order). */
export function useAnnouncements() {
  const live = useLiveConnected();
  return useQuery({ ...announcementsQueryOptions(), refetchInterval: live ? false : FALLBACK_POLL_MS });
}

function useRefreshAnnouncements() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [ANNOUNCEMENTS_PATH] });
}

export function usePostAnnouncement() {
  const refresh = useRefreshAnnouncements();
  return useMutation({
    mutationFn: (announcement: CreateAnnouncement) => apiRequest<Announcement>('POST', ANNOUNCEMENTS_PATH, announcement),
    onSuccess: refresh,
  });
}

export function useDeleteAnnouncement() {
  const refresh = useRefreshAnnouncements();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${ANNOUNCEMENTS_PATH}/${id}`),
    onSuccess: refresh,
  });
}
