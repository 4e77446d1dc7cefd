import { route } from './define.ts';

/** Drawing boards, their co-editing and sharing. */
export const drawingsRoutes = {
  list: route('GET', '/api/drawings', 'teamOrOrganiser'),
  get: route('GET', '/api/drawings/:id', 'teamOrOrganiser'),
  create: route('POST', '/api/drawings', 'teamOrOrganiser'),
  save: route('PUT', '/api/drawings/:id', 'teamOrOrganiser'),
  remove: route('DELETE', '/api/drawings/:id', 'teamOrOrganiser'),
  shared: route('GET', '/api/drawings/shared', 'teamOrOrganiser'),
  doc: route('GET', '/api/drawings/:id/doc', 'teamOrOrganiser'),
  sendUpdate: route('POST', '/api/drawings/:id/updates', 'teamOrOrganiser'),
  presence: route('POST', '/api/drawings/:id/presence', 'teamOrOrganiser'),
  shares: route('GET', '/api/drawings/:id/shares', 'teamOrOrganiser'),
  share: route('POST', '/api/drawings/:id/shares', 'teamOrOrganiser'),
  unshare: route('DELETE', '/api/drawings/:id/shares/:teamId', 'teamOrOrganiser'),
};
