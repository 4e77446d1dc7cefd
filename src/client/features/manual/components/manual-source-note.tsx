import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Info } from 'lucide-react';
import { manualStatusQueryOptions } from '../api.ts';
import type { AssistantVariant } from '../theme.ts';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

/** Says plainly which manual answers and whether an AI model or only the manual search will. */
export function ManualSourceNote({ variant }: { variant: AssistantVariant }) {
  const { t } = useTranslation('manual');
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
            ? t('source.none')
            : sample
              ? t('source.sample', { title: sample.title })
              : t('source.documents', { titles: documents.map((d) => d.title).join(', ') })}
        </p>
        {aiReady ? null : (
          <p>{variant === 'model' ? t('source.noModel') : t('source.noWebSearch')}</p>
        )}
      </div>
    </div>
  );
}
