import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStreamRequest, Stream } from '../../../shared/contract/streams.ts';
import { apiRequest } from '../../lib/api.ts';

const STREAMS_PATH = '/api/streams';

/** How often to look for new streams while the live event stream is down. */
export const STREAMS_FALLBACK_POLL_MS = 30_000;

export function streamsQueryOptions() {
  return queryOptions<Stream[]>({ queryKey: [STREAMS_PATH] });
}

export function useAddStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateStreamRequest) => apiRequest<Stream>('POST', STREAMS_PATH, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: streamsQueryOptions().queryKey }),
  });
}

export function useDeleteStream() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${STREAMS_PATH}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: streamsQueryOptions().queryKey }),
  });
}
