import { ref, route } from './define.ts';

/** The game manual and its assistants. */
export const manualRoutes = {
  ask: route('POST', '/api/manual/ask', 'teamOrOrganiser', {
    body: ref('manual', 'askRequestSchema'),
    response: ref('manual', 'manualAnswerSchema'),
  }),
  askPerplexity: route('POST', '/api/manual/ask-perplexity', 'teamOrOrganiser', {
    body: ref('manual', 'askPerplexityRequestSchema'),
    response: ref('manual', 'perplexityAnswerSchema'),
  }),
  status: route('GET', '/api/manual/status', 'teamOrOrganiser', {
    response: ref('manual', 'manualStatusSchema'),
  }),
  rule: route('GET', '/api/manual/rules/:ruleId', 'teamOrOrganiser', {
    params: ref('manual', 'ruleParamsSchema'),
    response: ref('manual', 'manualRuleSchema'),
  }),
  documents: route('GET', '/api/manual/documents', 'organiser', {
    response: ref('manual', 'manualDocumentListSchema'),
  }),
  upload: route('POST', '/api/manual/documents', 'organiser', {
    response: ref('manual', 'manualDocumentSchema'),
  }),
  removeDocument: route('DELETE', '/api/manual/documents/:id', 'organiser', {
    params: ref('common', 'idParamsSchema'),
  }),
};

/** What every manual path starts with: a new manual makes each of them stale. */
export const MANUAL_PREFIX = '/api/manual/';
