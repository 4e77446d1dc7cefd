import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminTimeslotForm } from '../../../../shared/contract/timeslots.ts';
import { ADMIN_HOURS, ADMIN_MINUTES } from '../../../../shared/contract/timeslots-messages.ts';
import { Label } from '../../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';
import type { Language } from '../../../lib/i18n/languages.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An hour's label: the spec's '9 AM (09)' in English; in another language the hour as its
 * clock writes it ('9', '09 h', '上午9时'), through Intl (decision 194).
 */
export function hourLabel(hour: number, language: Language): string {
  if (language === 'en')
    return `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'} (${pad(hour)})`;
  return new Intl.DateTimeFormat(language, { hour: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, hour),
  );
}

/** A new timeslot's start: the hour (0 to 23, 12-hour labels) and the minute in 15-minute steps. */
export function TimeslotTimeSelects({
  control,
  id,
}: {
  control: Control<AdminTimeslotForm>;
  id: string;
}) {
  const { t } = useTranslation('timeslots');
  const language = useLanguage();
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-hour`}>{t('add.hour')}</Label>
        <Controller
          control={control}
          name="hour"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id={`${id}-hour`}>
                <SelectValue placeholder={t('add.hour')} />
              </SelectTrigger>
              <SelectContent>
                {ADMIN_HOURS.map((hour) => (
                  <SelectItem key={hour} value={String(hour)}>
                    {hourLabel(hour, language)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-minute`}>{t('add.minute')}</Label>
        <Controller
          control={control}
          name="minute"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger id={`${id}-minute`}>
                <SelectValue placeholder={t('add.minute')} />
              </SelectTrigger>
              <SelectContent>
                {ADMIN_MINUTES.map((minute) => (
                  <SelectItem key={minute} value={String(minute)}>
                    :{pad(minute)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </div>
    </div>
  );
}
