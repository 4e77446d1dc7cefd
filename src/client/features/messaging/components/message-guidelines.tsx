import { useTranslation } from 'react-i18next';
import { Info } from 'lucide-react';

/** Spec 2.11: the pre-approved note and the guidelines. */
export function MessageGuidelines({ className }: { className?: string }) {
  const { t } = useTranslation('messages');
  return (
    <aside aria-label={t('guidelinesLabel')} className={className}>
      <div className="flex gap-2 rounded-xl border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{t('preApprovedOnly')}</p>
          <p>{t('guidelines')}</p>
        </div>
      </div>
    </aside>
  );
}
