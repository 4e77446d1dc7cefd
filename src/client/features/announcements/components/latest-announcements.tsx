import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatClock, formatDate } from '../../../lib/date-format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useAnnouncements } from '../api.ts';

/** How many of the newest announcements the home page shows. */
const SHOWN = 3;

/** '9:05 AM' today, 'May 3, 2025, 9:05 AM' on another day. */
function postedAt(iso: string, language: string): string {
  const date = new Date(iso);
  const today = new Date().toDateString() === date.toDateString();
  return today
    ? formatClock(date, language)
    : `${formatDate(date, language)}, ${formatClock(date, language)}`;
}

/** The organisers' newest announcements, for teams and visitors; nothing when none. */
export function LatestAnnouncements() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const { data } = useAnnouncements();
  const latest = (data ?? []).slice(0, SHOWN);
  if (latest.length === 0) return null;
  return (
    <section
      aria-labelledby="announcements-title"
      className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3"
    >
      <h2
        id="announcements-title"
        className="flex items-center gap-2 text-sm font-bold tracking-wide text-amber-900 uppercase"
      >
        <Megaphone aria-hidden="true" className="size-4" />
        {t('announcements.title')}
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {latest.map((announcement) => (
          <li key={announcement.id}>
            <p className="font-semibold text-zinc-950">
              {announcement.title}{' '}
              <time
                dateTime={announcement.sentAt ?? announcement.createdAt}
                className="text-xs font-normal text-zinc-600"
              >
                {postedAt(announcement.sentAt ?? announcement.createdAt, language)}
              </time>
            </p>
            <p className="text-sm whitespace-pre-line text-zinc-800">{announcement.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
