import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  callNoContent,
  endpoint,
  endpointQueryFn,
  type NoContentEndpoint,
  type RequestOf,
} from '../../lib/endpoint.ts';
import { uploadToEndpoint } from '../../lib/upload-endpoint.ts';
import { schema } from '../../lib/contract.ts';
import { MANUAL_PREFIX, manualRoutes } from '../../../shared/routes/manual.ts';
import { pathOf } from '../../../shared/routes/path-of.ts';

const MANUAL_STATUS_PATH = manualRoutes.status.path;
const MANUAL_DOCUMENTS_PATH = manualRoutes.documents.path;

/** The game-manual calls (spec 2.8), typed by the shared contract (decision 134). */
const manualApi = {
  status: endpoint({
    method: 'GET',
    path: MANUAL_STATUS_PATH,
    response: schema('manual', (c) => c.manualStatusSchema),
  }),
  documents: endpoint({
    method: 'GET',
    path: MANUAL_DOCUMENTS_PATH,
    response: schema('manual', (c) => c.manualDocumentListSchema),
  }),
  rule: endpoint({
    method: 'GET',
    path: manualRoutes.rule.path,
    response: schema('manual', (c) => c.manualRuleSchema),
  }),
  ask: endpoint({
    method: 'POST',
    path: manualRoutes.ask.path,
    request: schema('manual', (c) => c.askRequestSchema),
    response: schema('manual', (c) => c.manualAnswerSchema),
  }),
  askPerplexity: endpoint({
    method: 'POST',
    path: manualRoutes.askPerplexity.path,
    request: schema('manual', (c) => c.askPerplexityRequestSchema),
    response: schema('manual', (c) => c.perplexityAnswerSchema),
  }),
  /** A multipart form: the file, and a title when one was given. */
  upload: endpoint({
    method: 'POST',
    path: MANUAL_DOCUMENTS_PATH,
    response: schema('manual', (c) => c.manualDocumentSchema),
  }),
  removeDocument: {
    method: 'DELETE',
    path: manualRoutes.removeDocument.path,
  } satisfies NoContentEndpoint<undefined>,
};

export function manualStatusQueryOptions() {
  return queryOptions({
    queryKey: [MANUAL_STATUS_PATH],
    queryFn: endpointQueryFn(manualApi.status),
  });
}

export function manualDocumentsQueryOptions() {
  return queryOptions({
    queryKey: [MANUAL_DOCUMENTS_PATH],
    queryFn: endpointQueryFn(manualApi.documents),
  });
}

/** `ruleId` as the answer writes it ('SG1'); the server accepts it with or without brackets. */
export function manualRuleQueryOptions(ruleId: string) {
  return queryOptions({
    queryKey: [pathOf(manualRoutes.rule, { ruleId })],
    queryFn: endpointQueryFn(manualApi.rule),
  });
}

export function useAskManual() {
  return useMutation({
    mutationFn: (input: RequestOf<typeof manualApi.ask>) =>
      callEndpoint(manualApi.ask, { body: input }),
  });
}

export function useAskPerplexity() {
  return useMutation({
    mutationFn: (input: RequestOf<typeof manualApi.askPerplexity>) =>
      callEndpoint(manualApi.askPerplexity, { body: input }),
  });
}

/** Everything the manual pages show depends on the documents: refresh all of it. */
function useInvalidateManual() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) =>
        typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(MANUAL_PREFIX),
    });
}

/** Multipart upload of a PDF, Markdown or text file. */
function uploadManualFile(input: { file: File; title: string }) {
  const form = new FormData();
  if (input.title.trim()) form.append('title', input.title.trim());
  form.append('file', input.file);
  return uploadToEndpoint(manualApi.upload, { form });
}

export function useUploadManual() {
  const invalidate = useInvalidateManual();
  return useMutation({ mutationFn: uploadManualFile, onSuccess: invalidate });
}

export function useDeleteManualDocument() {
  const invalidate = useInvalidateManual();
  return useMutation({
    mutationFn: (id: number) =>
      callNoContent(manualApi.removeDocument, {
        path: pathOf(manualRoutes.removeDocument, { id }),
      }),
    onSuccess: invalidate,
  });
}

/**
 * The query keys this feature owns: each starts with its route's path, by which live events make
 * it stale (shared/routes/stale-after.ts).
 */
export const manualQueryKeys = {
  status: [MANUAL_STATUS_PATH],
  documents: [MANUAL_DOCUMENTS_PATH],
} as const;
