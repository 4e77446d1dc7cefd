import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { manualStatusQueryOptions } from '../api.ts';
import type { AssistantVariant } from '../theme.ts';

/** Says plainly which manual answers and whether an AI model or only the manual search will. */
export function ManualSourceNote({ variant }: { variant: AssistantVariant }) {
  const status = useQuery(manualStatusQueryOptions());
  if (!status.data) return null;
  const { documents, modelConfigured, webSearchConfigured } = status.data;
  const sample = documents.find((d) => d.isSample);
  const aiReady = variant === 'model' ? modelConfigured : webSearchConfigured;
  return (
    <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        <p>
          {documents.length === 0
            ? 'No game manual has been loaded yet. An organiser can upload it on this page.'
            : sample
              ? `Answers come from the built-in sample manual \u201c${sample.title}\u201d, a fictional game, until an organiser uploads this event's game manual.`
              : `Answers come from: ${documents.map((d) => d.title).join(', ')}.`}
        </p>
        {aiReady ? null : (
          <p>
            {variant === 'model'
              ? 'No AI model is configured on this server, so answers quote the best-matching rules of the manual directly.'
              : 'Web search is not configured on this server, so answers quote the best-matching rules of the manual directly.'}
          </p>
        )}
      </div>
    </div>
  );
}
