import { route } from './define.ts';

/** The game manual and its assistants. */
export const manualRoutes = {
  ask: route('POST', '/api/manual/ask', 'teamOrOrganiser'),
  askPerplexity: route('POST', '/api/manual/ask-perplexity', 'teamOrOrganiser'),
  status: route('GET', '/api/manual/status', 'teamOrOrganiser'),
  rule: route('GET', '/api/manual/rules/:ruleId', 'teamOrOrganiser'),
  documents: route('GET', '/api/manual/documents', 'organiser'),
  upload: route('POST', '/api/manual/documents', 'organiser'),
  removeDocument: route('DELETE', '/api/manual/documents/:id', 'organiser'),
};

/** What every manual path starts with: a new manual makes each of them stale. */
export const MANUAL_PREFIX = '/api/manual/';
