import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isSameMonth,
  isToday,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { dayLabel, monthCaption, weekdayLong, weekdayShort } from '../calendar-format.ts';
import { fromDateKey, toDateKey } from '../time.ts';
import { Pressable } from '../../../components/ui/pressable.tsx';

/** Spec section 2.6: the week starts on Sunday. */
const WEEK = { weekStartsOn: 0 } as const;

export interface CalendarProps {
  /** The chosen day, yyyy-mm-dd. */
  selected: string | null;
  onSelect: (day: string) => void;
  /** A day to mark (the tournament day), yyyy-mm-dd. */
  marked?: string | null;
  markedLabel?: string;
}

/** A month grid of day buttons, Sunday first, with previous/next month buttons. */
export function Calendar({ selected, onSelect, marked, markedLabel }: CalendarProps) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const [month, setMonth] = useState(() =>
    startOfMonth(fromDateKey(selected ?? marked ?? toDateKey(new Date()))),
  );
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(month), WEEK),
    end: endOfWeek(endOfMonth(month), WEEK),
  });
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  const caption = monthCaption(month, language);

  return (
    <div className="w-[19rem] max-w-full select-none">
      <div className="mb-2 flex items-center justify-between">
        <Pressable
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={t('calendar.previous')}
          onClick={() => setMonth((m) => addMonths(m, -1))}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Pressable>
        <p className="text-sm font-bold" aria-live="polite">
          {caption}
        </p>
        <Pressable
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={t('calendar.next')}
          onClick={() => setMonth((m) => addMonths(m, 1))}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </Pressable>
      </div>
      <table className="w-full border-collapse text-center" aria-label={caption}>
        <thead>
          <tr>
            {weeks[0]!.map((day) => (
              <th
                key={day.toISOString()}
                scope="col"
                className="pb-1 text-xs font-semibold text-zinc-600"
              >
                <abbr title={weekdayLong(day, language)} className="no-underline">
                  {weekdayShort(day, language)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.toISOString()}>
              {week.map((day) => {
                const key = toDateKey(day);
                const isSelected = key === selected;
                const isMarked = key === marked;
                return (
                  <td key={key} className="p-0.5">
                    <Pressable
                      type="button"
                      onClick={() => onSelect(key)}
                      aria-pressed={isSelected}
                      aria-label={`${dayLabel(day, language)}${isMarked ? `, ${markedLabel ?? t('calendar.tournamentDay')}` : ''}`}
                      className={cn(
                        'relative inline-flex size-10 items-center justify-center rounded-lg text-sm hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-ring',
                        !isSameMonth(day, month) && 'text-zinc-400',
                        isToday(day) && 'font-bold underline underline-offset-4',
                        isMarked && !isSelected && 'ring-2 ring-amber-400 ring-inset',
                        isSelected && 'bg-zinc-900 text-white hover:bg-zinc-700',
                      )}
                    >
                      {format(day, 'd')}
                      {isMarked ? (
                        <span
                          aria-hidden="true"
                          className="absolute bottom-1 size-1 rounded-full bg-amber-500"
                        />
                      ) : null}
                    </Pressable>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
