import { useTranslation } from 'react-i18next';
import type { FieldQueue, QueueMatch } from '../../../../shared/contract/queue.ts';
import { teamLabel } from '../../../../shared/team-label.ts';

/**
 * A field's screen at the venue (`/display?field=`): the match on the field, the one on deck and
 * the ones queuing, each with its teams in large type (decision 281).
 */
export function FieldQueueBoard({ queue }: { queue: FieldQueue | undefined }) {
  const { t } = useTranslation('matches');
  if (!queue?.currentMatch) return <p className="text-[5vmin]">{t('queue.display.none')}</p>;
  const inState = (...states: QueueMatch['state'][]) =>
    queue.matches.filter((match) => states.includes(match.state));
  return (
    <div className="grid gap-[3vmin] md:grid-cols-3">
      <Column title={t('queue.display.now')} matches={inState('on-field')} />
      <Column title={t('queue.display.onDeck')} matches={inState('on-deck')} />
      <Column title={t('queue.display.queuing')} matches={inState('now-queuing')} />
    </div>
  );
}

function Column({ title, matches }: { title: string; matches: QueueMatch[] }) {
  return (
    <section aria-label={title} className="rounded-[2vmin] bg-zinc-900 p-[3vmin]">
      <h2 className="mb-[2vmin] text-[4vmin] font-bold uppercase tracking-wide text-zinc-300">
        {title}
      </h2>
      {matches.map((match) => (
        <div key={match.label} className="mb-[2vmin]">
          <p className="text-[6vmin] font-black">{match.label}</p>
          <ul className="text-[3.5vmin]">
            {match.teams.map((team) => (
              <li key={team.teamId}>{teamLabel(team)}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
