import { ref, route } from './define.ts';

/** Drawing boards, their co-editing and sharing. */
export const drawingsRoutes = {
  list: route('GET', '/api/drawings', 'teamOrOrganiser', {
    querystring: ref('drawings', 'listDrawingsQuerySchema'),
    response: ref('drawings', 'drawingListSchema'),
  }),
  get: route('GET', '/api/drawings/:id', 'teamOrOrganiser', {
    params: ref('common', 'idParamsSchema'),
    response: ref('drawings', 'drawingSchema'),
  }),
  create: route('POST', '/api/drawings', 'teamOrOrganiser', {
    body: ref('drawings', 'createDrawingRequestSchema'),
    response: ref('drawings', 'drawingSchema'),
  }),
  save: route('PUT', '/api/drawings/:id', 'teamOrOrganiser', {
    params: ref('common', 'idParamsSchema'),
    body: ref('drawings', 'updateDrawingRequestSchema'),
    response: ref('drawings', 'drawingSchema'),
  }),
  remove: route('DELETE', '/api/drawings/:id', 'teamOrOrganiser', {
    params: ref('common', 'idParamsSchema'),
  }),
  shared: route('GET', '/api/drawings/shared', 'teamOrOrganiser', {
    response: ref('drawings', 'sharedDrawingListSchema'),
  }),
  doc: route('GET', '/api/drawings/:id/doc', 'teamOrOrganiser', {
    params: ref('common', 'idParamsSchema'),
    querystring: ref('drawings', 'drawingDocQuerySchema'),
    response: ref('drawings', 'drawingDocSchema'),
  }),
  sendUpdate: route('POST', '/api/drawings/:id/updates', 'teamOrOrganiser', {
    params: ref('common', 'idParamsSchema'),
    body: ref('drawings', 'drawingUpdateRequestSchema'),
    response: ref('drawings', 'drawingUpdateResponseSchema'),
  }),
  presence: route('POST', '/api/drawings/:id/presence', 'teamOrOrganiser', {
    params: ref('common', 'idParamsSchema'),
    body: ref('drawings', 'drawingPresenceRequestSchema'),
    response: ref('drawings', 'drawingPresenceSchema'),
  }),
  shares: route('GET', '/api/drawings/:id/shares', 'teamOrOrganiser', {
    params: ref('common', 'idParamsSchema'),
    response: ref('drawings', 'drawingShareListSchema'),
  }),
  share: route('POST', '/api/drawings/:id/shares', 'teamOrOrganiser', {
    params: ref('common', 'idParamsSchema'),
    body: ref('drawings', 'drawingShareRequestSchema'),
    response: ref('drawings', 'drawingShareListSchema'),
  }),
  unshare: route('DELETE', '/api/drawings/:id/shares/:teamId', 'teamOrOrganiser', {
    params: ref('drawings', 'shareParamsSchema'),
  }),
};
