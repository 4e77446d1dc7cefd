import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Timeslot } from '../../../../shared/contract/timeslots.ts';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/cn.ts';
import { useDayTimeslots, type TournamentDay } from '../api.ts';
import { displaySlots, formatDay } from '../time.ts';
import { DatePicker } from './date-picker.tsx';
import { useVenueZone } from '../../settings/index.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { EmptyState, SlotsLoading, SlotsFailed } from './slot-states.tsx';
import { SlotButton } from './slot-button.tsx';
import { Pressable } from '../../../components/ui/pressable.tsx';

export interface TimeslotPickerProps {
  /** The administrator's tournament day (yyyy-mm-dd), null while unset. */
  tournamentDate: string | null;
  /** Whether that day has been read (by default it has): until then the picker says it is loading. */
  dayRead?: Pick<TournamentDay, 'known' | 'isError' | 'retry' | 'retrying'>;
  /** The day being shown; null until one is known. */
  date: string | null;
  onDateChange: (day: string) => void;
  selectedId: number | null;
  onSelect: (slot: Timeslot) => void;
  /** Why the team may not book a slot (its match, a blocked period), or null: shown, and the slot disabled. */
  clashOf?: (slot: Timeslot) => string | null;
}

const ALL_ROOMS = '';

/** With parallel judging rooms the day is long: a team may narrow it to one room. */
function RoomFilter({
  rooms,
  value,
  onChange,
}: {
  rooms: string[];
  value: string;
  onChange: (room: string) => void;
}) {
  const { t } = useTranslation('booking');
  return (
    <div role="group" aria-label={t('picker.roomGroup')} className="flex flex-wrap gap-2">
      {[ALL_ROOMS, ...rooms].map((room) => (
        <Pressable
          key={room || 'all'}
          type="button"
          aria-pressed={value === room}
          onClick={() => onChange(room)}
          className={cn(
            'h-11 rounded-full border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:h-9',
            value === room
              ? 'border-zinc-900 bg-zinc-900 text-white'
              : 'border-zinc-300 bg-white hover:bg-zinc-100',
          )}
        >
          {room || t('picker.allRooms')}
        </Pressable>
      ))}
    </div>
  );
}

function SlotGrid({
  date,
  selectedId,
  onSelect,
  clashOf,
}: {
  date: string;
  selectedId: number | null;
  onSelect: (slot: Timeslot) => void;
  clashOf: (slot: Timeslot) => string | null;
}) {
  const language = useLanguage();
  const zone = useVenueZone();
  const { t } = useTranslation('booking');
  const { data, isPending, isError, refetch, isFetching } = useDayTimeslots(date);
  const [room, setRoom] = useState(ALL_ROOMS);
  if (isPending) return <SlotsLoading />;
  if (isError) return <SlotsFailed retry={() => void refetch()} retrying={isFetching} />;
  if (data.length === 0) {
    return (
      <EmptyState title={t('picker.noneTitle')}>
        {t('picker.noneScheduled', { date: formatDay(date, zone, language) })}
      </EmptyState>
    );
  }
  const inWindow = displaySlots(data, zone);
  if (inWindow.length === 0) return <EmptyState title={t('picker.noneInWindow')} />;
  const rooms = [...new Set(inWindow.map((slot) => slot.room).filter((r): r is string => !!r))];
  const roomFilter = rooms.includes(room) ? room : ALL_ROOMS;
  const shown = roomFilter ? inWindow.filter((slot) => slot.room === roomFilter) : inWindow;
  const open = shown.filter((slot) => slot.isAvailable && clashOf(slot) === null).length;
  return (
    <div className="flex flex-col gap-3">
      {rooms.length > 1 ? <RoomFilter rooms={rooms} value={roomFilter} onChange={setRoom} /> : null}
      <p className="text-sm text-zinc-600" aria-live="polite">
        {t('picker.slotsAvailable', { open, total: shown.length })}
      </p>
      <ul
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
        aria-label={t('picker.gridLabel', { date: formatDay(date, zone, language) })}
      >
        {shown.map((slot) => (
          <li key={slot.id}>
            <SlotButton
              slot={slot}
              selected={slot.id === selectedId}
              showRoom={rooms.length > 1 && !roomFilter}
              clash={slot.isAvailable ? clashOf(slot) : null}
              onSelect={() => onSelect(slot)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Spec section 2.6: the tournament day, a Sunday-first date picker and the day's slots as buttons. */
const NO_CLASH = () => null;
const DAY_READ: NonNullable<TimeslotPickerProps['dayRead']> = {
  known: true,
  isError: false,
  retry: () => {},
  retrying: false,
};

export function TimeslotPicker({
  tournamentDate,
  dayRead = DAY_READ,
  date,
  onDateChange,
  selectedId,
  onSelect,
  clashOf = NO_CLASH,
}: TimeslotPickerProps) {
  const language = useLanguage();
  const zone = useVenueZone();
  const { t } = useTranslation('booking');
  const pickerId = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <p className="text-sm text-zinc-700">
          <span className="font-semibold text-zinc-900">{t('picker.tournamentDay')}</span>
          {tournamentDate
            ? formatDay(tournamentDate, zone, language)
            : dayRead.known
              ? t('picker.notSet')
              : null}
        </p>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={pickerId}>{t('picker.interviewDate')}</Label>
          <DatePicker id={pickerId} value={date} onChange={onDateChange} marked={tournamentDate} />
        </div>
      </div>
      {date ? (
        <SlotGrid date={date} selectedId={selectedId} onSelect={onSelect} clashOf={clashOf} />
      ) : dayRead.known ? (
        <EmptyState title={t('picker.noneTitle')}>{t('picker.dayNotSet')}</EmptyState>
      ) : dayRead.isError ? (
        <SlotsFailed retry={dayRead.retry} retrying={dayRead.retrying} />
      ) : (
        <SlotsLoading />
      )}
    </div>
  );
}
