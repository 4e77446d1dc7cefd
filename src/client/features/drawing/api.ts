import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDrawingRequest,
  Drawing,
  DrawingSummary,
  UpdateDrawingRequest,
} from '../../../shared/contract/drawings.ts';
import type { Scene } from '../../../shared/drawing/scene.ts';
import { apiRequest } from '../../lib/api.ts';

const DRAWINGS_PATH = '/api/drawings';

/** A scene as a request body (the same data, without the coordinate-space brands). */
export const sceneBody = (scene: Scene) => scene as unknown as CreateDrawingRequest['scene'];

/** The signed-in team's saved boards (newest first, without their scenes). */
export function drawingsQueryOptions() {
  return queryOptions<DrawingSummary[]>({ queryKey: [DRAWINGS_PATH] });
}

export function drawingQueryOptions(id: number) {
  return queryOptions<Drawing>({ queryKey: [`${DRAWINGS_PATH}/${id}`] });
}

function useInvalidateDrawings() {
  const queryClient = useQueryClient();
  return (saved?: Drawing) => {
    if (saved) queryClient.setQueryData(drawingQueryOptions(saved.id).queryKey, saved);
    return queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] === DRAWINGS_PATH,
    });
  };
}

export function useCreateDrawing() {
  const invalidate = useInvalidateDrawings();
  return useMutation({
    mutationFn: ({ idempotencyKey, ...body }: CreateDrawingRequest & { idempotencyKey?: string }) =>
      apiRequest<Drawing>('POST', DRAWINGS_PATH, body, { idempotencyKey }),
    onSuccess: (saved) => invalidate(saved),
  });
}

export function useUpdateDrawing() {
  const invalidate = useInvalidateDrawings();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateDrawingRequest & { id: number }) =>
      apiRequest<Drawing>('PUT', `${DRAWINGS_PATH}/${id}`, body),
    onSuccess: (saved) => invalidate(saved),
  });
}

export function useDeleteDrawing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${DRAWINGS_PATH}/${id}`),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: drawingQueryOptions(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: drawingsQueryOptions().queryKey });
    },
  });
}
