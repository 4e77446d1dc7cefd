import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/index.ts';
import { useVenueZone } from '../../settings/index.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useInterviews, useTeamMatches } from '../api.ts';
import { nextMatch, teamDay, type DayMatch } from '../team-day.ts';
import { formatCountdown, formatTime } from '../time.ts';
import { useNow } from '../use-now.ts';

type Teams = DayMatch['partners'];

/** The queue states the server names (queue calls), by their translation key. */
const QUEUE_KEYS: Record<string, 'soon' | 'now' | 'deck' | 'field'> = {
  'queuing-soon': 'soon',
  'now-queuing': 'now',
  'on-deck': 'deck',
  'on-field': 'field',
};

const teamList = (teams: Teams) =>
  teams.map((team) => (team.number ? `${team.number} ${team.name}` : team.name)).join(', ');

export function QueueBadge({ state }: { state: string | null }) {
  const { t } = useTranslation('home');
  const key = state === null ? undefined : QUEUE_KEYS[state];
  if (!key) return null;
  return (
    <span className="rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-black">
      {t(`day.queue.${key}`)}
    </span>
  );
}

/** Who plays with the team and who against it, by number and name. */
export function Alliances({ entry }: { entry: DayMatch }) {
  const { t } = useTranslation('home');
  return (
    <>
      {entry.partners.length > 0 ? (
        <p>
          <span className="font-semibold">
            {entry.alliance ? t(`day.alliance.${entry.alliance}`) : t('day.with')}
          </span>{' '}
          {teamList(entry.partners)}
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
        <span className="text-base font-semibold text-zinc-300">
          {entry.match.field ?? t('day.fieldTba')}
        </span>
      </p>
      <p className="text-sm text-zinc-200">
        {formatTime(entry.start, zone, language)} ·{' '}
        {t('next.starts', { when: formatCountdown(new Date(entry.start), now, language) })}
      </p>
      <div className="mt-1 text-sm text-zinc-300">
        <Alliances entry={entry} />
      </div>
    </div>
  );
}

/** The team's day as it is now: its matches and interviews in order. */
export function useTeamDay() {
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
