import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { SCHEDULING } from '../../../../shared/constants.ts';
import { generateScheduleRequestSchema } from '../../../../shared/contract/scheduling.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useAdminFieldMessage } from '../../../lib/i18n/admin-field-message.ts';
import { useGenerateSchedule } from '../admin-api.ts';
import { formatDay } from '../time.ts';
import { DatePicker } from './date-picker.tsx';
import { useVenueZone } from '../../settings/index.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { Field } from './generator-field.tsx';

type GeneratorForm = z.input<typeof generateScheduleRequestSchema>;
type GeneratorValues = z.output<typeof generateScheduleRequestSchema>;

/** 'Generate Schedule': a day of slots from a start, an end, a slot length and parallel rooms. */
export function ScheduleGeneratorForm({ defaultDate }: { defaultDate: string | null }) {
  const { t } = useTranslation('timeslots');
  const language = useLanguage();
  const fieldMessage = useAdminFieldMessage();
  const zone = useVenueZone();
  const generate = useGenerateSchedule();
  const id = useId();
  const [date, setDate] = useState<string | null>(null);
  const day = date ?? defaultDate;
  const form = useForm<GeneratorForm, unknown, GeneratorValues>({
    resolver: zodResolver(generateScheduleRequestSchema),
    values: {
      date: day ?? '',
      startTime: `${String(SCHEDULING.firstSlotHour).padStart(2, '0')}:00`,
      endTime: `${SCHEDULING.lastSlotHourExclusive}:00`,
      slotMinutes: SCHEDULING.interviewSlotMinutes,
      breakMinutes: 0,
      rooms: 1,
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const describedBy = (name: keyof GeneratorForm) =>
    errors[name] ? `${id}-${name}-error` : undefined;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await generate.mutateAsync(values);
      toast({
        title: t('generator.generated'),
        description: t('generator.generatedText', {
          date: formatDay(values.date, zone, language),
          result: [
            t('generator.created', { count: result.created }),
            ...(result.skippedSlots.length
              ? [
                  t('generator.skipped', {
                    count: result.skippedSlots.length,
                    reason: result.skippedSlots[0]!.reason,
                  }),
                ]
              : []),
          ].join(' '),
        }),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('generator.failed'),
        description: errorMessage(error, t('generator.failedText')),
        variant: 'destructive',
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Field
        id={`${id}-date`}
        label={t('generator.day')}
        error={errors.date ? t('validation.chooseDay', { ns: 'admin' }) : undefined}
      >
        <DatePicker
          id={`${id}-date`}
          value={day}
          marked={defaultDate}
          onChange={(next) => {
            setDate(next);
            form.setValue('date', next, { shouldDirty: true });
          }}
          aria-describedby={describedBy('date')}
        />
      </Field>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Field
          id={`${id}-startTime`}
          label={t('generator.start')}
          error={fieldMessage(errors.startTime?.message)}
        >
          <Input
            id={`${id}-startTime`}
            type="time"
            step={300}
            aria-describedby={describedBy('startTime')}
            {...form.register('startTime')}
          />
        </Field>
        <Field
          id={`${id}-endTime`}
          label={t('generator.end')}
          error={fieldMessage(errors.endTime?.message)}
        >
          <Input
            id={`${id}-endTime`}
            type="time"
            step={300}
            aria-describedby={describedBy('endTime')}
            {...form.register('endTime')}
          />
        </Field>
        <Field
          id={`${id}-slotMinutes`}
          label={t('generator.slotMinutes')}
          error={fieldMessage(errors.slotMinutes?.message)}
        >
          <Input
            id={`${id}-slotMinutes`}
            type="number"
            inputMode="numeric"
            min={5}
            max={240}
            aria-describedby={describedBy('slotMinutes')}
            {...form.register('slotMinutes')}
          />
        </Field>
        <Field
          id={`${id}-breakMinutes`}
          label={t('generator.breakMinutes')}
          error={fieldMessage(errors.breakMinutes?.message)}
        >
          <Input
            id={`${id}-breakMinutes`}
            type="number"
            inputMode="numeric"
            min={0}
            max={120}
            aria-describedby={describedBy('breakMinutes')}
            {...form.register('breakMinutes')}
          />
        </Field>
        <Field
          id={`${id}-rooms`}
          label={t('generator.rooms')}
          error={fieldMessage(errors.rooms?.message)}
          hint={t('generator.roomsHint')}
        >
          <Input
            id={`${id}-rooms`}
            type="number"
            inputMode="numeric"
            min={1}
            max={20}
            aria-describedby={describedBy('rooms')}
            {...form.register('rooms')}
          />
        </Field>
      </div>
      <div>
        <Button type="submit" size="lg" disabled={generate.isPending}>
          {generate.isPending ? t('generator.generating') : t('generator.submit')}
        </Button>
      </div>
    </form>
  );
}
