import { useTranslation } from 'react-i18next';
import { Flag, Users } from 'lucide-react';
import { useSession } from '../../auth/index.ts';
import { useVenueZone } from '../../settings/index.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useInterviews, useTeamMatches } from '../api.ts';
import { nextMatch, teamDay, type DayEntry, type DayMatch } from '../team-day.ts';
import { formatCountdown, formatTime } from '../time.ts';
import { useNow } from '../use-now.ts';

type Teams = DayMatch['partners'];

/** The queue states the server names (queue calls), by their translation key. */
const QUEUE_KEYS = { queuingsoon: 'soon', nowqueuing: 'now', ondeck: 'deck', onfield: 'field' } as const;

function queueKey(state: string | null) {
  return state === null ? null : (QUEUE_KEYS[state.toLowerCase().replace(/[^a-z]/g, '') as keyof typeof QUEUE_KEYS] ?? null);
}

const teamList = (teams: Teams) => teams.map((team) => (team.number ? `${team.number} ${team.name}` : team.name)).join(', ');

function QueueBadge({ state }: { state: string | null }) {
  const { t } = useTranslation('home');
  const key = queueKey(state);
  if (key === null) return null;
  return <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-black">{t(`day.queue.${key}`)}</span>;
}

/** Who plays with the team and who against it, by number and name. */
function Alliances({ entry }: { entry: DayMatch }) {
  const { t } = useTranslation('home');
  return (
    <>
      {entry.partners.length > 0 ? (
        <p>
          <span className="font-semibold">{entry.alliance ? t(`day.alliance.${entry.alliance}`) : t('day.with')}</span> {teamList(entry.partners)}
        </p>
      ) : null}
      {entry.opponents.length > 0 ? (
        <p>
          <span className="font-semibold">{t('day.against')}</span> {teamList(entry.opponents)}
        </p>
      ) : null}
    </>
  );
}

function NextMatchCard({ entry, now }: { entry: DayMatch; now: Date }) {
  const { t } = useTranslation('home');
  const zone = useVenueZone();
  const language = useLanguage();
  return (
    <div className="rounded-xl bg-zinc-900 p-4 text-white">
      <p className="flex flex-wrap items-center gap-2 text-xs font-bold tracking-widest text-amber-400 uppercase">
        {t('day.next')} <QueueBadge state={entry.queueState} />
      </p>
      <p className="mt-1 text-2xl font-black tracking-tight">
        {entry.match.label}{' '}
        <span className="text-base font-semibold text-zinc-300">{entry.match.field ?? t('day.fieldTba')}</span>
      </p>
      <p className="text-sm text-zinc-200">
        {formatTime(entry.start, zone, language)} · {t('next.starts', { when: formatCountdown(new Date(entry.start), now, language) })}
      </p>
      <div className="mt-1 text-sm text-zinc-300">
        <Alliances entry={entry} />
      </div>
    </div>
  );
}

function TimelineItem({ entry, past }: { entry: DayEntry; past: boolean }) {
  const { t } = useTranslation('home');
  const zone = useVenueZone();
  const language = useLanguage();
  const Icon = entry.kind === 'match' ? Flag : Users;
  return (
    <li className={`flex gap-3 py-2 ${past ? 'text-zinc-500' : 'text-zinc-900'}`}>
      <span className="w-20 shrink-0 text-sm font-semibold tabular-nums">{formatTime(entry.start, zone, language)}</span>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 text-sm">
        {entry.kind === 'match' ? (
          <>
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              {t('day.match', { label: entry.match.label, field: entry.match.field ?? t('day.fieldTba') })}
              {past ? null : <QueueBadge state={entry.queueState} />}
            </p>
            <div className="text-zinc-600">
              <Alliances entry={entry} />
            </div>
          </>
        ) : (
          <p className="font-semibold">
            {t('day.interview', { title: entry.interview.title, room: entry.interview.timeslot.room ?? t('next.roomTba') })}
          </p>
        )}
      </div>
    </li>
  );
}

/** The team's day as it is now: its matches and interviews in order. */
function useTeamDay() {
  const { teamId } = useSession();
  const matches = useTeamMatches(teamId);
  const interviews = useInterviews();
  const now = useNow();
  const entries = teamId === null ? [] : teamDay(matches.data ?? [], interviews.data ?? [], teamId);
  return { teamId, matches, entries, now };
}

/**
 * A signed-in team's next match on its first screen, beside its next interview: when and where,
 * with a countdown and who it plays with and against. Nothing before the schedule names the team,
 * or once it has played every match (the timeline says so).
 */
export function NextMatch() {
  const { entries, now } = useTeamDay();
  const next = nextMatch(entries, now);
  return next ? <NextMatchCard entry={next} now={now} /> : null;
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
  if (matches.isPending) return <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-zinc-200/70" />;
  const hasMatches = entries.some((entry) => entry.kind === 'match');
  return (
    <section aria-labelledby="team-day" className="rounded-xl border border-zinc-200 bg-white p-4">
      <h2 id="team-day" className="text-lg font-bold">
        {t('day.title')}
      </h2>
      {hasMatches ? (
        <>
          {nextMatch(entries, now) ? null : <p className="text-sm text-zinc-600">{t('day.allPlayed')}</p>}
          <ol aria-label={t('day.timeline')} className="mt-2 divide-y divide-zinc-100">
            {entries.map((entry) => (
              <TimelineItem key={`${entry.kind}-${entry.kind === 'match' ? entry.match.id : entry.interview.id}`} entry={entry} past={Date.parse(entry.start) <= now.getTime()} />
            ))}
          </ol>
        </>
      ) : (
        <p className="mt-1 text-sm text-zinc-600">{matches.isError ? t('day.loadFailed') : t('day.none')}</p>
      )}
    </section>
  );
}
