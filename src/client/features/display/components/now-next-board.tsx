import { useTranslation } from 'react-i18next';
import type { DisplayInterview } from '../../../../shared/contract/display.ts';
import { countdown, nowAndNext } from '../../../../shared/now-next.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';
import { teamLabel } from '../../../../shared/team-label.ts';

function RoomPanel({
  room,
  now,
  next,
  clock,
}: {
  room: string;
  now: DisplayInterview | null;
  next: DisplayInterview | null;
  clock: Date;
}) {
  const { t } = useTranslation('admin');
  return (
    <section
      aria-label={room}
      className="flex flex-col gap-[2vmin] rounded-3xl border-4 border-white/30 p-[3vmin]"
    >
      <h2 className="text-[5vmin] font-black tracking-wide text-yellow-300 uppercase">{room}</h2>
      <div>
        <p className="text-[3vmin] font-bold text-white/80 uppercase">{t('display.now')}</p>
        <p className="text-[7vmin] leading-tight font-black break-words" data-testid="display-now">
          {now ? teamLabel({ name: now.teamName, number: now.teamNumber }) : t('display.noTeam')}
        </p>
      </div>
      <div>
        <p className="text-[3vmin] font-bold text-white/80 uppercase">{t('display.next')}</p>
        <p
          className="text-[5.5vmin] leading-tight font-bold break-words"
          data-testid="display-next"
        >
          {next ? teamLabel({ name: next.teamName, number: next.teamNumber }) : t('display.nobody')}
        </p>
        {next ? (
          <p
            className="text-[4.5vmin] font-mono font-bold text-yellow-300"
            aria-label={t('display.timeToNext')}
          >
            {Date.parse(next.startTime) > clock.getTime()
              ? t('display.startsIn', { countdown: countdown(next.startTime, clock) })
              : t('display.dueNow')}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** The rooms' now and next teams, large and high-contrast for a screen across a gym. */
export function NowNextBoard({
  interviews,
  room,
  clock,
}: {
  interviews: DisplayInterview[];
  room: string | null;
  clock: Date;
}) {
  const { t } = useTranslation('admin');
  const wanted = room?.trim().toLowerCase();
  const rooms = nowAndNext(interviews, clock).filter(
    (board) => !wanted || board.room.toLowerCase() === wanted,
  );
  if (rooms.length === 0) {
    return (
      <p className="text-[5vmin] font-bold">
        {room ? t('display.noneInRoom', { room }) : t('display.none')}
      </p>
    );
  }
  return (
    <div className={rooms.length === 1 ? 'grid gap-[3vmin]' : 'grid gap-[3vmin] lg:grid-cols-2'}>
      {rooms.map((board) => (
        <RoomPanel
          key={board.room}
          room={board.room}
          now={board.now}
          next={board.next}
          clock={clock}
        />
      ))}
    </div>
  );
}
