import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDrawingRequest,
  Drawing,
  UpdateDrawingRequest,
} from '../../../shared/contract/drawings.ts';
import type { Scene } from '../../../shared/drawing/scene.ts';
import {
  callEndpoint,
  callNoContent,
  endpoint,
  endpointQueryFn,
  type NoContentEndpoint,
} from '../../lib/endpoint.ts';
import { schema } from '../../lib/contract.ts';
import { drawingsRoutes } from '../../../shared/routes/drawings.ts';
import { pathOf } from '../../../shared/routes/path-of.ts';

const DRAWINGS_PATH = drawingsRoutes.list.path;
const drawingSchema = schema('drawings', (c) => c.drawingSchema);

/** The drawing-board calls (spec 2.12), typed by the shared contract (decision 134). */
const drawingsApi = {
  list: endpoint({
    method: 'GET',
    path: DRAWINGS_PATH,
    response: schema('drawings', (c) => c.drawingListSchema),
  }),
  get: endpoint({ method: 'GET', path: drawingsRoutes.get.path, response: drawingSchema }),
  create: endpoint({
    method: 'POST',
    path: DRAWINGS_PATH,
    request: schema('drawings', (c) => c.createDrawingRequestSchema),
    response: drawingSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: drawingsRoutes.save.path,
    request: schema('drawings', (c) => c.updateDrawingRequestSchema),
    response: drawingSchema,
  }),
  remove: {
    method: 'DELETE',
    path: drawingsRoutes.remove.path,
  } satisfies NoContentEndpoint<undefined>,
};

/** A scene as a request body (the same data, without the coordinate-space brands). */
export const sceneBody = (scene: Scene) => scene as unknown as CreateDrawingRequest['scene'];

/** The signed-in team's saved boards (newest first, without their scenes). */
export function drawingsQueryOptions() {
  return queryOptions({ queryKey: [DRAWINGS_PATH], queryFn: endpointQueryFn(drawingsApi.list) });
}

export function drawingQueryOptions(id: number) {
  return queryOptions({
    queryKey: [pathOf(drawingsRoutes.get, { id })],
    queryFn: endpointQueryFn(drawingsApi.get),
  });
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
      callEndpoint(drawingsApi.create, { body, idempotencyKey }),
    onSuccess: (saved) => invalidate(saved),
  });
}

export function useUpdateDrawing() {
  const invalidate = useInvalidateDrawings();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateDrawingRequest & { id: number }) =>
      callEndpoint(drawingsApi.update, { body, path: pathOf(drawingsRoutes.save, { id }) }),
    onSuccess: (saved) => invalidate(saved),
  });
}

export function useDeleteDrawing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callNoContent(drawingsApi.remove, { path: pathOf(drawingsRoutes.remove, { id }) }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: drawingQueryOptions(id).queryKey });
      return queryClient.invalidateQueries({ queryKey: drawingsQueryOptions().queryKey });
    },
  });
}

/**
 * The query keys this feature owns: each starts with its route's path, by which live events make
 * it stale (shared/routes/stale-after.ts).
 */
export const drawingQueryKeys = { drawings: [DRAWINGS_PATH] } as const;
