import { endpoint, type NoContentEndpoint } from '../../../lib/endpoint.ts';
import { schema } from '../../../lib/contract.ts';

const DRAWINGS_PATH = '/api/drawings';
export const SHARED_DRAWINGS_PATH = `${DRAWINGS_PATH}/shared`;

export const docPath = (id: number) => `${DRAWINGS_PATH}/${id}/doc`;
export const updatesPath = (id: number) => `${DRAWINGS_PATH}/${id}/updates`;
export const presencePath = (id: number) => `${DRAWINGS_PATH}/${id}/presence`;
export const sharesPath = (id: number) => `${DRAWINGS_PATH}/${id}/shares`;

/** The co-editing and sharing calls of a board (decision 290), typed by the shared contract. */
export const coEditingApi = {
  doc: endpoint({
    method: 'GET',
    path: `${DRAWINGS_PATH}/{id}/doc`,
    response: schema('drawings', (c) => c.drawingDocSchema),
  }),
  update: endpoint({
    method: 'POST',
    path: `${DRAWINGS_PATH}/{id}/updates`,
    request: schema('drawings', (c) => c.drawingUpdateRequestSchema),
    response: schema('drawings', (c) => c.drawingUpdateResponseSchema),
  }),
  presence: endpoint({
    method: 'POST',
    path: `${DRAWINGS_PATH}/{id}/presence`,
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
    path: `${DRAWINGS_PATH}/{id}/shares`,
    response: schema('drawings', (c) => c.drawingShareListSchema),
  }),
  share: endpoint({
    method: 'POST',
    path: `${DRAWINGS_PATH}/{id}/shares`,
    request: schema('drawings', (c) => c.drawingShareRequestSchema),
    response: schema('drawings', (c) => c.drawingShareListSchema),
  }),
  revoke: {
    method: 'DELETE',
    path: `${DRAWINGS_PATH}/{id}/shares/{teamId}`,
  } satisfies NoContentEndpoint<undefined>,
};
