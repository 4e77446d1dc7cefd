import { endpoint, type NoContentEndpoint } from '../../../lib/endpoint.ts';
import { schema } from '../../../lib/contract.ts';
import { drawingsRoutes } from '../../../../shared/routes/drawings.ts';
import { pathOf } from '../../../../shared/routes/path-of.ts';

export const SHARED_DRAWINGS_PATH = drawingsRoutes.shared.path;

export const docPath = (id: number) => pathOf(drawingsRoutes.doc, { id });
export const updatesPath = (id: number) => pathOf(drawingsRoutes.sendUpdate, { id });
export const presencePath = (id: number) => pathOf(drawingsRoutes.presence, { id });
export const sharesPath = (id: number) => pathOf(drawingsRoutes.shares, { id });

/** The co-editing and sharing calls of a board (decision 290), typed by the shared contract. */
export const coEditingApi = {
  doc: endpoint({
    method: 'GET',
    path: drawingsRoutes.doc.path,
    response: schema('drawings', (c) => c.drawingDocSchema),
  }),
  update: endpoint({
    method: 'POST',
    path: drawingsRoutes.sendUpdate.path,
    request: schema('drawings', (c) => c.drawingUpdateRequestSchema),
    response: schema('drawings', (c) => c.drawingUpdateResponseSchema),
  }),
  presence: endpoint({
    method: 'POST',
    path: drawingsRoutes.presence.path,
    request: schema('drawings', (c) => c.drawingPresenceRequestSchema),
    response: schema('drawings', (c) => c.drawingPresenceSchema),
  }),
  shared: endpoint({
    method: 'GET',
    path: SHARED_DRAWINGS_PATH,
    response: schema('drawings', (c) => c.sharedDrawingListSchema),
  }),
  shares: endpoint({
    method: 'GET',
    path: drawingsRoutes.shares.path,
    response: schema('drawings', (c) => c.drawingShareListSchema),
  }),
  share: endpoint({
    method: 'POST',
    path: drawingsRoutes.share.path,
    request: schema('drawings', (c) => c.drawingShareRequestSchema),
    response: schema('drawings', (c) => c.drawingShareListSchema),
  }),
  revoke: {
    method: 'DELETE',
    path: drawingsRoutes.unshare.path,
  } satisfies NoContentEndpoint<undefined>,
};
