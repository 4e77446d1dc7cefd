import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ManualAnswer,
  ManualDocument,
  ManualModel,
  ManualRule,
  ManualStatus,
  PerplexityAnswer,
} from '../../../shared/contract/manual.ts';
import { ApiError, apiRequest } from '../../lib/api.ts';

const MANUAL_STATUS_PATH = '/api/manual/status';
const MANUAL_DOCUMENTS_PATH = '/api/manual/documents';
const MANUAL_RULES_PATH = '/api/manual/rules';

export function manualStatusQueryOptions() {
  return queryOptions<ManualStatus>({ queryKey: [MANUAL_STATUS_PATH] });
}

export function manualDocumentsQueryOptions() {
  return queryOptions<ManualDocument[]>({ queryKey: [MANUAL_DOCUMENTS_PATH] });
}

/** `ruleId` as the answer writes it ('SG1'); the server accepts it with or without brackets. */
export function manualRuleQueryOptions(ruleId: string) {
  return queryOptions<ManualRule>({ queryKey: [`${MANUAL_RULES_PATH}/${encodeURIComponent(ruleId)}`] });
}

export function useAskManual() {
  return useMutation({
    mutationFn: (input: { question: string; model: ManualModel }) =>
      apiRequest<ManualAnswer>('POST', '/api/manual/ask', input),
  });
}

export function useAskPerplexity() {
  return useMutation({
    mutationFn: (input: { question: string }) =>
      apiRequest<PerplexityAnswer>('POST', '/api/manual/ask-perplexity', input),
  });
}

/** Everything the manual pages show depends on the documents: refresh all of it. */
function useInvalidateManual() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/manual/'),
    });
}

/** Multipart upload of a PDF, Markdown or text file (apiRequest speaks JSON only). */
async function uploadManualFile(input: { file: File; title: string }): Promise<ManualDocument> {
  const form = new FormData();
  if (input.title.trim()) form.append('title', input.title.trim());
  form.append('file', input.file);
  const res = await fetch(MANUAL_DOCUMENTS_PATH, { method: 'POST', credentials: 'include', body: form });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, res.statusText, text);
  return JSON.parse(text) as ManualDocument;
}

export function useUploadManual() {
  const invalidate = useInvalidateManual();
  return useMutation({ mutationFn: uploadManualFile, onSuccess: invalidate });
}

export function useDeleteManualDocument() {
  const invalidate = useInvalidateManual();
  return useMutation({
    mutationFn: (id: number) => apiRequest<unknown>('DELETE', `${MANUAL_DOCUMENTS_PATH}/${id}`),
    onSuccess: invalidate,
  });
}
