import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useOrganiserTexts } from '../lib/i18n/organiser.ts';
import { useSession } from '../features/auth/api.ts';
import { useDisplayBoard, useSecondClock } from '../features/display/api.ts';
import { NowNextBoard } from '../features/display/components/now-next-board.tsx';
import { useEventStream } from '../lib/event-stream.ts';

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
  const room = new URLSearchParams(useSearch()).get('room');
  const board = useDisplayBoard();
  const clock = useSecondClock();
  return (
    <main className="min-h-dvh bg-black p-[3vmin] text-white">
      <header className="mb-[3vmin] flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-[6vmin] font-black">{ready ? (room ? t('display.roomTitle', { room }) : t('display.title')) : null}</h1>
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
