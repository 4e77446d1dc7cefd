import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import type { Timeslot } from '../../../../shared/contract/timeslots.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { cn } from '../../../lib/cn.ts';
import { formatTime } from '../time.ts';
import { useVenueZone } from '../../settings/index.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { Pressable } from '../../../components/ui/pressable.tsx';

/** The booked team is shown as spec 2.6 does ('Booked: {team name}'), nothing more. */
export function SlotButton({
  slot,
  selected,
  showRoom,
  clash,
  onSelect,
}: {
  slot: Timeslot;
  selected: boolean;
  showRoom: boolean;
  /** The match or blocked period an open slot clashes with. */
  clash: string | null;
  onSelect: () => void;
}) {
  const language = useLanguage();
  const zone = useVenueZone();
  const { t } = useTranslation('booking');
  const bookable = slot.isAvailable && clash === null;
  const status = !slot.isAvailable
    ? t('picker.booked', { team: slot.team ? teamLabel(slot.team) : t('picker.anotherTeam') })
    : (clash ?? t('picker.available'));
  return (
    <Pressable
      type="button"
      disabled={!bookable}
      aria-pressed={bookable ? selected : undefined}
      onClick={onSelect}
      data-slot-id={slot.id}
      className={cn(
        'flex min-h-16 w-full flex-col items-start gap-0.5 rounded-xl border px-3 py-2 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        bookable && !selected && 'border-green-600 bg-white hover:bg-green-50',
        selected && 'border-zinc-900 bg-zinc-900 text-white',
        !bookable && 'cursor-not-allowed border-zinc-200 bg-zinc-100 text-zinc-600',
      )}
    >
      <span className="flex w-full items-center justify-between gap-2 text-sm font-bold">
        <span>
          {t('picker.range', {
            start: formatTime(slot.startTime, zone, language),
            end: formatTime(slot.endTime, zone, language),
          })}
        </span>
        {selected ? <Check aria-hidden="true" className="size-4 shrink-0" /> : null}
      </span>
      {showRoom && slot.room ? <span className="text-xs">{slot.room}</span> : null}
      <span
        className={cn(
          'text-xs font-semibold',
          bookable && !selected && 'text-green-800',
          !bookable && 'text-zinc-700',
        )}
      >
        {status}
      </span>
    </Pressable>
  );
}
