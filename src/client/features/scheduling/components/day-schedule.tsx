import { Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Timeslot } from '../../../../shared/contract/timeslots.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { judgesScheduleUrl, useDayTimeslots } from '../api.ts';
import { formatDay, formatTime } from '../time.ts';
import { DeleteOpenSlotsButton } from './delete-open-slots-button.tsx';
import { useVenueZone } from '../../settings/index.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

function byRoom(slots: Timeslot[], unnamed: string): [string, Timeslot[]][] {
  const rooms = new Map<string, Timeslot[]>();
  for (const slot of slots) {
    const room = slot.room ?? unnamed;
    rooms.set(room, [...(rooms.get(room) ?? []), slot]);
  }
  return [...rooms];
}

/** A day's slots per judging room with who booked each, and the judges' printable schedule. */
export function DaySchedule({ date }: { date: string }) {
  const { t } = useTranslation('timeslots');
  const language = useLanguage();
  const zone = useVenueZone();
  const slots = useDayTimeslots(date);
  if (slots.isPending) return <Spinner label={t('day.loading')} />;
  if (slots.isError) return <p className="text-sm text-red-800">{t('day.failed')}</p>;
  const booked = slots.data.filter((slot) => !slot.isAvailable).length;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-zinc-700">
          {slots.data.length === 0
            ? t('day.noSlots', { date: formatDay(date, zone, language) })
            : t('day.booked', {
                booked,
                count: slots.data.length,
                date: formatDay(date, zone, language),
              })}
        </p>
        {slots.data.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            <DeleteOpenSlotsButton date={date} openCount={slots.data.length - booked} />
            <a
              href={judgesScheduleUrl(date)}
              target="_blank"
              rel="noopener"
              className="inline-flex h-11 items-center gap-2 rounded-lg border border-zinc-300 px-3 text-sm font-semibold hover:bg-zinc-100 md:h-9"
            >
              <Printer aria-hidden="true" className="size-4" />
              {t('day.printJudges')}
            </a>
          </div>
        ) : null}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {byRoom(slots.data, t('day.interviews')).map(([room, roomSlots]) => (
          <section key={room} aria-label={room} className="rounded-xl border border-zinc-200">
            <h3 className="border-b border-zinc-200 px-3 py-2 text-sm font-bold">{room}</h3>
            <ul className="divide-y divide-zinc-100">
              {roomSlots.map((slot) => (
                <li
                  key={slot.id}
                  className="flex items-center justify-between gap-3 px-3 py-2 text-sm"
                >
                  <span className="whitespace-nowrap text-zinc-800">
                    {formatTime(slot.startTime, zone, language)} -{' '}
                    {formatTime(slot.endTime, zone, language)}
                  </span>
                  <span
                    className={cn(
                      'truncate text-right',
                      slot.isAvailable ? 'text-zinc-500' : 'font-semibold',
                    )}
                  >
                    {slot.team ? teamLabel(slot.team) : t('day.open')}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
