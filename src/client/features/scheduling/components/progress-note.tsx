import { useTranslation } from 'react-i18next';
import type { InterviewProgress } from '../../../../shared/contract/interviews-messages.ts';

/**
 * The day-of progress line on an active interview, announced politely as it changes:
 * what the judging room has recorded, in words a team acts on; nothing while it is still waiting.
 */
export function ProgressNote({
  progress,
  status,
}: {
  progress: InterviewProgress;
  status: string;
}) {
  const { t } = useTranslation('dashboard');
  if (status === 'canceled' || progress === 'waiting') return null;
  return (
    <p role="status" className="rounded-lg bg-blue-50 px-3 py-2 text-sm text-blue-900">
      <span className="font-semibold">{t(`progress.${progress}`)}:</span>{' '}
      {t(`progress.${progress}Text`)}
    </p>
  );
}
