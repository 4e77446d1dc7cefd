import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QUEUE_CHECK_IN_STATUSES,
  type FieldQueue,
  type QueueMatch,
} from '../../../../shared/contract/queue.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { formatVenueClockHm } from '../../../../shared/venue-time.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { useVenueZone } from '../../settings/index.ts';
import { useFieldQueues, useMarkCurrentMatch, useQueueCheckIn } from '../queue-api.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';

/**
 * The queue, tablet-sized (decision 281): one field at a time, its current match and the next
 * ones with their teams. A tap marks the match now on the field (the teams ahead are called to
 * queue); each team is checked in per match. Organisers and volunteers see each other's taps live.
 */
export function QueueCard() {
  const { t } = useTranslation('matches');
  const { data, isPending, isError } = useFieldQueues();
  const [chosen, setChosen] = useState<string | null>(null);
  const queue = data?.find((field) => field.field === chosen) ?? data?.[0];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('queue.title')}</CardTitle>
        <CardDescription>{t('queue.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {isPending ? <p role="status">{t('queue.loading')}</p> : null}
        {isError && !data ? (
          <p role="alert" className="text-sm text-red-800">
            {t('queue.failed')}
          </p>
        ) : null}
        {data?.length === 0 ? <p className="text-sm text-zinc-600">{t('queue.noFields')}</p> : null}
        {data && data.length > 1 ? (
          <div role="group" aria-label={t('queue.fields')} className="flex flex-wrap gap-2">
            {data.map((field) => (
              <Button
                key={field.field}
                size="lg"
                variant={field.field === queue?.field ? 'default' : 'outline'}
                aria-pressed={field.field === queue?.field}
                onClick={() => setChosen(field.field)}
              >
                {field.field}
              </Button>
            ))}
          </div>
        ) : null}
        {queue ? <FieldQueuePanel queue={queue} /> : null}
      </CardContent>
    </Card>
  );
}

function FieldQueuePanel({ queue }: { queue: FieldQueue }) {
  const { t } = useTranslation('matches');
  const mark = useMarkCurrentMatch();
  const onMark = (match: string) =>
    mark.mutate(
      { field: queue.field, match },
      {
        onSuccess: (answer) =>
          toast({
            title: t('queue.marked', { match: answer.match }),
            description: t('queue.calledText', { count: answer.called }),
          }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('queue.notMarked'),
            description: errorMessage(error, t('queue.tryAgain')),
          }),
      },
    );
  return (
    <section aria-label={queue.field} className="flex flex-col gap-3">
      <p className="text-lg font-semibold">
        {queue.currentMatch
          ? t('queue.current', { match: queue.currentMatch })
          : t('queue.noCurrent')}
      </p>
      <ol className="flex flex-col gap-3">
        {queue.matches.map((match) => (
          <QueueMatchRow
            key={match.label}
            match={match}
            busy={mark.isPending}
            onMark={() => onMark(match.label)}
          />
        ))}
      </ol>
    </section>
  );
}

function QueueMatchRow({
  match,
  busy,
  onMark,
}: {
  match: QueueMatch;
  busy: boolean;
  onMark: () => void;
}) {
  const { t } = useTranslation('matches');
  const zone = useVenueZone();
  const checkIn = useQueueCheckIn();
  return (
    <li
      className={cn(
        'rounded-lg border p-3',
        match.state === 'on-field' ? 'border-emerald-600 bg-emerald-50' : 'border-zinc-200',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-bold">
          {match.label}{' '}
          <span className="font-normal text-zinc-600">
            {formatVenueClockHm(match.startTime, zone)}
          </span>
          {match.state ? (
            <span className="ml-2 rounded bg-zinc-900 px-2 py-0.5 text-sm font-semibold text-white">
              {t(`queue.states.${match.state}`)}
            </span>
          ) : null}
        </p>
        {match.state === 'on-field' ? null : (
          <Button
            size="lg"
            disabled={busy}
            onClick={onMark}
            aria-label={t('queue.markThisLabel', { match: match.label })}
          >
            {t('queue.markThis')}
          </Button>
        )}
      </div>
      <ul className="mt-2 flex flex-col gap-2">
        {match.teams.map((team) => {
          const name = teamLabel(team);
          return (
            <li key={team.teamId} className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">{name}</span>
              <div
                role="group"
                aria-label={t('queue.checkIn.label', { team: name, match: match.label })}
                className="flex flex-wrap gap-1"
              >
                {QUEUE_CHECK_IN_STATUSES.map((status) => (
                  <Button
                    key={status}
                    size="sm"
                    variant={team.checkIn === status ? 'default' : 'outline'}
                    aria-pressed={team.checkIn === status}
                    disabled={checkIn.isPending}
                    onClick={() =>
                      checkIn.mutate(
                        { match: match.label, teamId: team.teamId, status },
                        {
                          onError: (error) =>
                            toast({
                              variant: 'destructive',
                              title: t('queue.notSaved'),
                              description: errorMessage(error, t('queue.tryAgain')),
                            }),
                        },
                      )
                    }
                  >
                    {t(`queue.checkIn.${status}`)}
                  </Button>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
