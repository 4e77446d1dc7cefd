import { Trans, useTranslation } from 'react-i18next';
import type { Interview, InterviewProgress } from '../../../../shared/contract/interviews.ts';
import { isUnderway } from '../../../../shared/contract/interviews-messages.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useDayInterviews, useSetProgress } from '../judging-api.ts';
import { formatTime } from '../time.ts';
import { MoveInterviewDialog } from './move-interview-dialog.tsx';
import { useVenueZone } from '../../settings/index.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

/** The buttons a volunteer taps, in the order a team goes through the room. */
const STEPS: readonly InterviewProgress[] = ['arrived', 'in_interview', 'done', 'no_show'];

const BADGE: Record<InterviewProgress, BadgeVariant> = {
  waiting: 'outline',
  arrived: 'warning',
  in_interview: 'default',
  done: 'success',
  no_show: 'destructive',
};

/** The active interviews per room ('Interviews' for slots without one), each in start order. */
function byRoom(interviews: Interview[], unnamed: string): [string, Interview[]][] {
  const rooms = new Map<string, Interview[]>();
  for (const interview of interviews) {
    if (interview.status === 'canceled') continue;
    const room = interview.timeslot.room ?? unnamed;
    rooms.set(room, [...(rooms.get(room) ?? []), interview]);
  }
  return [...rooms].sort(([a], [b]) => a.localeCompare(b));
}

function QueueRow({
  interview,
  date,
  canMove,
}: {
  interview: Interview;
  date: string;
  canMove: boolean;
}) {
  const { t } = useTranslation('timeslots');
  const language = useLanguage();
  const zone = useVenueZone();
  const setProgress = useSetProgress();
  const { team, timeslot, progress } = interview;
  async function mark(next: InterviewProgress) {
    try {
      await setProgress.mutateAsync({ id: interview.id, progress: next });
    } catch (error) {
      toast({
        title: t('queue.notSaved'),
        description: errorMessage(error, t('queue.tryAgain')),
        variant: 'destructive',
      });
    }
  }
  return (
    <li
      className="flex flex-col gap-2 px-3 py-3"
      aria-label={`${formatTime(timeslot.startTime, zone, language)} ${teamLabel(team)}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-base">
          <span className="font-mono text-zinc-700">
            {formatTime(timeslot.startTime, zone, language)}
          </span>{' '}
          <span className="font-bold">{teamLabel(team)}</span>
        </p>
        <div className="flex items-center gap-2">
          <Badge variant={BADGE[progress]} data-testid="queue-progress">
            {t(`queue.progress.${progress}`)}
          </Badge>
          {!canMove || isUnderway(progress) ? null : (
            <MoveInterviewDialog interview={interview} date={date} />
          )}
        </div>
      </div>
      <div
        className="grid grid-cols-2 gap-2 sm:grid-cols-4"
        role="group"
        aria-label={t('queue.progressOf', { team: teamLabel(team) })}
      >
        {STEPS.map((step) => (
          <Button
            key={step}
            variant={progress === step ? 'default' : 'outline'}
            aria-pressed={progress === step}
            disabled={setProgress.isPending}
            className="min-h-12 text-base"
            onClick={() => void mark(step)}
          >
            {t(`queue.progress.${step}`)}
          </Button>
        ))}
      </div>
    </li>
  );
}

/**
 * Each judging room's queue for a day: the booked teams in order, where each is, and
 * one tap to move it on, with buttons big enough for a volunteer's tablet. 'No show' frees
 * nothing; it is counted per room. A judge sees only their rooms (the server sends no others) and
 * cannot move bookings (`canMove`).
 */
export function JudgingQueue({ date, canMove = true }: { date: string; canMove?: boolean }) {
  const { t } = useTranslation('timeslots');
  const interviews = useDayInterviews(date);
  if (interviews.isPending) return <Spinner label={t('queue.loading')} />;
  if (interviews.isError) return <p className="text-sm text-red-800">{t('queue.failed')}</p>;
  const rooms = byRoom(interviews.data, t('day.interviews'));
  if (rooms.length === 0) return <p className="text-sm text-zinc-700">{t('queue.none')}</p>;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {rooms.map(([room, queue]) => {
        const noShows = queue.filter((interview) => interview.progress === 'no_show').length;
        const done = queue.filter((interview) => interview.progress === 'done').length;
        return (
          <section
            key={room}
            aria-label={t('queue.queueOf', { room })}
            className="rounded-xl border border-zinc-200"
          >
            <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-zinc-200 px-3 py-2">
              <h3 className="text-base font-bold">{room}</h3>
              <p className="text-sm text-zinc-700">
                {t('queue.done', { done, count: queue.length })} ·{' '}
                <Trans
                  t={t}
                  i18nKey="queue.noShows"
                  count={noShows}
                  values={{ count: noShows }}
                  components={{ count: <span data-testid="no-show-count" /> }}
                />
              </p>
            </header>
            <ol className="divide-y divide-zinc-100">
              {queue.map((interview) => (
                <QueueRow key={interview.id} interview={interview} date={date} canMove={canMove} />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
