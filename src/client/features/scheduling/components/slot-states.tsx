import { useTranslation } from 'react-i18next';
import { CalendarX2, LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

export function EmptyState({ title, children }: { title: string; children?: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-zinc-300 px-4 py-8 text-center">
      <CalendarX2 aria-hidden="true" className="size-8 text-zinc-500" />
      <p className="font-semibold text-zinc-900">{title}</p>
      {children ? <p className="max-w-sm text-sm text-zinc-600">{children}</p> : null}
    </div>
  );
}

export function SlotsLoading() {
  const { t } = useTranslation('booking');
  return (
    <div role="status" className="flex items-center gap-3 py-6 text-zinc-700">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      <span>{t('picker.loading')}</span>
    </div>
  );
}

export function SlotsFailed({ retry, retrying }: { retry: () => void; retrying: boolean }) {
  const { t } = useTranslation('booking');
  return (
    <div className="flex flex-col items-start gap-2 py-4" role="alert">
      <p className="text-sm text-red-800">{t('picker.loadFailed')}</p>
      <Button variant="outline" size="sm" disabled={retrying} onClick={retry}>
        {t('picker.tryAgain')}
      </Button>
    </div>
  );
}
