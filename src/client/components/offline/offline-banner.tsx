import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { WifiOff } from 'lucide-react';
import { describeAgeIn, oldestShownDataAt } from '../../lib/data-age.ts';
import { useOnline } from '../../lib/online-status.ts';

const TICK_MS = 30_000;

/** While offline: says so, and how old the data on screen is (decision 121). */
export function OfflineBanner() {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const client = useQueryClient();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (online) return;
    const update = () => setNow(Date.now());
    const first = setTimeout(update, 0);
    const timer = setInterval(update, TICK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [online]);
  if (online) return null;
  const oldest = oldestShownDataAt(client);
  return (
    <div
      role="status"
      className="sticky top-[calc(4rem+env(safe-area-inset-top))] z-30 border-b border-amber-300 bg-amber-100 text-amber-950"
    >
      <p className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-2 text-sm sm:px-6">
        <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <strong>{t('offline.title')}</strong>{' '}
          {oldest === null
            ? t('offline.noData')
            : t('offline.saved', {
                age: describeAgeIn(i18n.resolvedLanguage ?? 'en', oldest, now),
              })}
        </span>
      </p>
    </div>
  );
}
