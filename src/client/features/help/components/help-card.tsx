import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LifeBuoy } from 'lucide-react';
import {
  HELP_KINDS,
  HELP_PLACES,
  type HelpKind,
  type HelpPlace,
} from '../../../../shared/contract/help-requests-lists.ts';
import type { HelpRequest } from '../../../../shared/contract/help-requests.ts';
import { formatVenueClock } from '../../../../shared/venue-time.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { errorMessage } from '../../../lib/api.ts';
import '../../../lib/i18n/help-texts.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useOnline } from '../../../lib/online-status.ts';
import { useVenueZone } from '../../settings/index.ts';
import { useAskForHelp, useHelpRequests } from '../api.ts';

const STATUS_CLASSES: Record<HelpRequest['status'], string> = {
  open: 'border-amber-300 bg-amber-50',
  acknowledged: 'border-sky-300 bg-sky-50',
  resolved: 'border-zinc-200 bg-white text-zinc-600',
};

/** One of the team's requests: what, where, when, and how far the organisers are with it. */
function RequestItem({ request }: { request: HelpRequest }) {
  const { t } = useTranslation('help');
  const zone = useVenueZone();
  const language = useLanguage();
  return (
    <li className={`rounded-lg border px-3 py-2 text-sm ${STATUS_CLASSES[request.status]}`}>
      <p className="font-semibold">{t(`kinds.${request.kind}`)}</p>
      <p>
        {t('at', {
          time: formatVenueClock(request.createdAt, zone, language),
          place: t(`places.${request.place}`),
        })}
      </p>
      <p className="font-semibold" data-status={request.status}>
        {t(`statuses.${request.status}`)}
      </p>
    </li>
  );
}

/**
 * A team asks the organisers for help: what and where, each from a fixed list (no free
 * text, DESIGN section 4), and follows its requests as they are seen and resolved, live.
 */
export function HelpCard() {
  const { t } = useTranslation('help');
  const online = useOnline();
  const requests = useHelpRequests();
  const ask = useAskForHelp();
  const [kind, setKind] = useState<HelpKind | ''>('');
  const [place, setPlace] = useState<HelpPlace | ''>('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!kind || !place) return;
    ask.mutate(
      { kind, place },
      {
        onSuccess: () => {
          setKind('');
          setPlace('');
        },
      },
    );
  };
  const mine = requests.data ?? [];
  return (
    <section aria-labelledby="help-card" className="rounded-xl border border-zinc-200 bg-white p-4">
      <h2 id="help-card" className="flex items-center gap-2 text-lg font-bold">
        <LifeBuoy aria-hidden="true" className="size-5" />
        {t('title')}
      </h2>
      <p className="text-sm text-zinc-600">{t('text')}</p>
      <form onSubmit={submit} className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="grid gap-1">
          <Label htmlFor="help-kind">{t('kind')}</Label>
          <NativeSelect
            id="help-kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as HelpKind)}
          >
            <option value="">{t('choose')}</option>
            {HELP_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`kinds.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="help-place">{t('place')}</Label>
          <NativeSelect
            id="help-place"
            value={place}
            onChange={(e) => setPlace(e.target.value as HelpPlace)}
          >
            <option value="">{t('choose')}</option>
            {HELP_PLACES.map((value) => (
              <option key={value} value={value}>
                {t(`places.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" disabled={!kind || !place || ask.isPending || !online}>
          {ask.isPending ? t('sending') : t('send')}
        </Button>
      </form>
      {!online ? <p className="mt-2 text-sm text-zinc-700">{t('offline')}</p> : null}
      {ask.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {errorMessage(ask.error, t('failed'))}
        </p>
      ) : null}
      {ask.isSuccess ? (
        <p role="status" className="mt-2 text-sm text-green-800">
          {t('sent')}
        </p>
      ) : null}
      {mine.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-bold">{t('yours')}</h3>
          <ul aria-label={t('yours')} className="mt-2 grid gap-2">
            {mine.map((request) => (
              <RequestItem key={request.id} request={request} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
