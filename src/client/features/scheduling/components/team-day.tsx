import { useTranslation } from 'react-i18next';
import { useVenueZone } from '../../settings/index.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { nextMatch, type DayEntry } from '../team-day.ts';
import { formatTime } from '../time.ts';
import { Alliances, QueueBadge, useTeamDay } from './next-match.tsx';

function TimelineItem({ entry, past }: { entry: DayEntry; past: boolean }) {
  const { t } = useTranslation('home');
  const zone = useVenueZone();
  const language = useLanguage();
  return (
    <li className={`flex gap-3 py-2 ${past ? 'text-zinc-500' : 'text-zinc-900'}`}>
      <span className="w-20 shrink-0 text-sm font-semibold tabular-nums">
        {formatTime(entry.start, zone, language)}
      </span>
      {/* A match and an interview told apart by their words too, not by the mark's colour alone. */}
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2 shrink-0 rounded-full ${entry.kind === 'match' ? 'bg-amber-500' : 'bg-sky-600'}`}
      />
      <div className="min-w-0 text-sm">
        {entry.kind === 'match' ? (
          <>
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              {t('day.match', {
                label: entry.match.label,
                field: entry.match.field ?? t('day.fieldTba'),
              })}
              {past ? null : <QueueBadge state={entry.queueState} />}
            </p>
            <div className="text-zinc-600">
              <Alliances entry={entry} />
            </div>
          </>
        ) : (
          <p className="font-semibold">
            {t('day.interview', {
              title: entry.interview.title,
              room: entry.interview.timeslot.room ?? t('next.roomTba'),
            })}
          </p>
        )}
      </div>
    </li>
  );
}

/**
 * A signed-in team's day: every match and its interview in one timeline, on the venue's clock.
 * Live through the `matches.changed` and `interviews.changed` events; kept offline with the other
 * reads.
 */
export function TeamDay() {
  const { t } = useTranslation('home');
  const { teamId, matches, entries, now } = useTeamDay();
  if (teamId === null) return null;
  if (matches.isPending)
    return <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-zinc-200/70" />;
  const hasMatches = entries.some((entry) => entry.kind === 'match');
  return (
    <section aria-labelledby="team-day" className="rounded-xl border border-zinc-200 bg-white p-4">
      <h2 id="team-day" className="text-lg font-bold">
        {t('day.title')}
      </h2>
      {hasMatches ? (
        <>
          {nextMatch(entries, now) ? null : (
            <p className="text-sm text-zinc-600">{t('day.allPlayed')}</p>
          )}
          <ol aria-label={t('day.timeline')} className="mt-2 divide-y divide-zinc-100">
            {entries.map((entry) => (
              <TimelineItem
                key={`${entry.kind}-${entry.kind === 'match' ? entry.match.id : entry.interview.id}`}
                entry={entry}
                past={Date.parse(entry.start) <= now.getTime()}
              />
            ))}
          </ol>
        </>
      ) : (
        <p className="mt-1 text-sm text-zinc-600">
          {matches.isError ? t('day.loadFailed') : t('day.none')}
        </p>
      )}
    </section>
  );
}
