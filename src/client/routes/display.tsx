import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useOrganiserTexts } from '../lib/i18n/organiser.ts';
import { useSession } from '../features/auth/api.ts';
import { useDisplayBoard, useSecondClock } from '../features/display/api.ts';
import { NowNextBoard } from '../features/display/components/now-next-board.tsx';
import { FieldQueueBoard } from '../features/matches/components/field-queue-board.tsx';
import { useFieldQueues } from '../features/matches/queue-api.ts';
import { useEventStream } from '../lib/event-stream.ts';

/** /display?field=: a field's now, on deck and queuing teams (decision 281). */
function FieldDisplay({ field, clock }: { field: string; clock: Date }) {
  const { t } = useTranslation('matches');
  const ready = useOrganiserTexts(['matches']);
  const queues = useFieldQueues(field);
  const queue = queues.data?.find(
    (candidate) => candidate.field.toLowerCase() === field.toLowerCase(),
  );
  return (
    <main className="min-h-dvh bg-black p-[3vmin] text-white">
      <header className="mb-[3vmin] flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-[6vmin] font-black">{queue?.field ?? field}</h1>
        <p
          className="font-mono text-[5vmin] font-bold"
          aria-label={ready ? t('queue.display.timeNow') : undefined}
        >
          {clock.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
        </p>
      </header>
      {!ready ? null : queues.isPending ? (
        <p className="text-[5vmin]">{t('queue.loading')}</p>
      ) : queues.isError && !queues.data ? (
        <p className="text-[5vmin]">{t('queue.failed')}</p>
      ) : (
        <FieldQueueBoard queue={queue} />
      )}
    </main>
  );
}

/**
 * /display: the public now/next screen for the judging rooms, without the app's
 * header and navigation. Signed out it opens its own event stream as a visitor (decision 152);
 * signed in, the app's one stream already carries what it needs.
 */
export default function DisplayPage() {
  const { t } = useTranslation('admin');
  const ready = useOrganiserTexts(['admin']);
  const { isAuthenticated, isLoading } = useSession();
  useEventStream(isAuthenticated || isLoading ? null : 'visitor');
  const search = new URLSearchParams(useSearch());
  const room = search.get('room');
  const field = search.get('field');
  const board = useDisplayBoard();
  const clock = useSecondClock();
  if (field) return <FieldDisplay field={field} clock={clock} />;
  return (
    <main className="min-h-dvh bg-black p-[3vmin] text-white">
      <header className="mb-[3vmin] flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-[6vmin] font-black">
          {ready ? (room ? t('display.roomTitle', { room }) : t('display.title')) : null}
        </h1>
        <p className="font-mono text-[5vmin] font-bold" aria-label={t('display.timeNow')}>
          {clock.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}
        </p>
      </header>
      {!ready ? null : board.isPending ? (
        <p className="text-[5vmin]">{t('display.loading')}</p>
      ) : board.isError && !board.data ? (
        <p className="text-[5vmin]">{t('display.failed')}</p>
      ) : (
        <NowNextBoard interviews={board.data!.interviews} room={room} clock={clock} />
      )}
    </main>
  );
}
