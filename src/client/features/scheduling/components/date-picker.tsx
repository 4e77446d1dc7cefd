import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover } from 'radix-ui';
import { CalendarDays } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { formatDay } from '../time.ts';
import { useVenueZone } from '../../settings/index.ts';

// The month grid and date-fns' formatter (about 6 KB gzipped) load when a picker is about to
// open, not with the page that shows the button: /home's booking card carries a picker.
const loadCalendar = () => import('./calendar.tsx');
const Calendar = lazy(() => loadCalendar().then((module) => ({ default: module.Calendar })));

export interface DatePickerProps {
  id?: string;
  /** yyyy-mm-dd, or null when nothing is chosen. */
  value: string | null;
  onChange: (day: string) => void;
  /** The tournament day, marked in the calendar. */
  marked?: string | null;
  placeholder?: string;
  'aria-describedby'?: string;
}

/** A button showing the chosen day that opens a Sunday-first calendar (spec section 2.6). */
export function DatePicker({ id, value, onChange, marked, placeholder, ...rest }: DatePickerProps) {
  const zone = useVenueZone();
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          id={id}
          variant="outline"
          className="w-full justify-start sm:w-auto"
          aria-describedby={rest['aria-describedby']}
          onPointerEnter={() => void loadCalendar()}
          onFocus={() => void loadCalendar()}
        >
          <CalendarDays aria-hidden="true" />
          {value ? formatDay(value, zone, language) : (placeholder ?? t('picker.pickDate'))}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-50 rounded-xl border border-zinc-200 bg-white p-3 shadow-lg data-[state=open]:animate-fade-in"
        >
          <Suspense fallback={<div className="h-80 w-[19rem] max-w-full" aria-busy="true" />}>
            <Calendar
              selected={value}
              marked={marked}
              onSelect={(day) => {
                onChange(day);
                setOpen(false);
              }}
            />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
