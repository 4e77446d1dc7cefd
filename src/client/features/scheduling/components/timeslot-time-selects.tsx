import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdminTimeslotForm } from '../../../../shared/contract/timeslots.ts';
import { ADMIN_HOURS, ADMIN_MINUTES } from '../../../../shared/contract/timeslots-messages.ts';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const hourLabel = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'} (${pad(hour)})`;

/** A new timeslot's start: the hour (0 to 23, 12-hour labels) and the minute in 15-minute steps. */
export function TimeslotTimeSelects({ control, id }: { control: Control<AdminTimeslotForm>; id: string }) {
  const { t } = useTranslation('timeslots');
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
                    {hourLabel(hour)}
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
