import { useTranslation } from 'react-i18next';
import { CalendarClock, CalendarPlus, DoorOpen } from 'lucide-react';
import { isUpcoming } from '../../../../shared/contract/interviews-messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useInterviews } from '../api.ts';
import { formatCountdown, formatDay, formatTime } from '../time.ts';
import { useNow } from '../use-now.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useVenueZone } from '../../settings/index.ts';

/**
 * A signed-in team's first screen at the venue (DESIGN section 11): when and where its next
 * interview is, with a countdown, or the way to book one (`bookHref`, the booking card).
 */
export function NextInterview({ bookHref }: { bookHref: string }) {
  const zone = useVenueZone();
  const { t } = useTranslation('home');
  const language = useLanguage();
  const interviews = useInterviews();
  const now = useNow();
  if (interviews.isPending)
    return <div aria-hidden="true" className="h-28 animate-pulse rounded-xl bg-zinc-200/70" />;
  const next = (interviews.data ?? [])
    .filter((interview) => isUpcoming(interview, now))
    .sort((a, b) => Date.parse(a.timeslot.startTime) - Date.parse(b.timeslot.startTime))[0];

  if (!next) {
    return (
      <div className="flex flex-col gap-3 rounded-xl bg-zinc-900 p-4 text-white sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-bold">{t('next.noneTitle')}</h2>
          <p className="text-sm text-zinc-300">{t('next.noneText')}</p>
        </div>
        <Button asChild variant="secondary">
          <a href={bookHref}>
            <CalendarPlus aria-hidden="true" />
            {t('next.book')}
          </a>
        </Button>
      </div>
    );
  }

  const start = new Date(next.timeslot.startTime);
  return (
    <div className="rounded-xl bg-zinc-900 p-4 text-white">
      <h2 className="text-xs font-bold tracking-widest text-amber-400 uppercase">
        {t('next.title')}
      </h2>
      <p className="mt-1 text-2xl font-black tracking-tight">
        {formatTime(next.timeslot.startTime, zone, language)}{' '}
        <span className="text-base font-semibold text-zinc-300">
          {formatDay(start, zone, language)}
        </span>
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-zinc-200">
        <span className="inline-flex items-center gap-1">
          <CalendarClock aria-hidden="true" className="size-4" />
          {t('next.starts', { when: formatCountdown(start, now, language) })}
        </span>
        <span className="inline-flex items-center gap-1">
          <DoorOpen aria-hidden="true" className="size-4" />
          {next.timeslot.room ?? t('next.roomTba')}
        </span>
      </p>
      <p className="mt-1 truncate text-sm text-zinc-300">{next.title}</p>
    </div>
  );
}
