import { useId, useState } from 'react';
import { useForm, useWatch, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { SCHEDULING } from '../../../../shared/constants.ts';
import { hourInDisplayWindow } from '../../../../shared/scheduling-rules.ts';
import { venueInstant } from '../../../../shared/venue-instants.ts';
import {
  adminTimeslotFormSchema,
  type AdminTimeslotForm,
} from '../../../../shared/contract/timeslots.ts';
import { OPEN_SLOT } from '../../../../shared/contract/timeslots-messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { useAdminFieldMessage } from '../../../lib/i18n/admin-field-message.ts';
import { useCreateTimeslot } from '../admin-api.ts';
import { registeredTeamsQueryOptions, useTournamentDay } from '../api.ts';
import { DatePicker } from './date-picker.tsx';
import { TimeslotTeamSelect } from './timeslot-team-select.tsx';
import { TimeslotTimeSelects } from './timeslot-time-selects.tsx';
import { useVenueZone } from '../../settings/index.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';

/** The instant a day, hour and minute on the venue's clock stand for (decision 154). */
const venueStart = (form: AdminTimeslotForm, timeZone: string): Date =>
  venueInstant(form.date, `${form.hour}:${form.minute}`, timeZone);

/**
 * Spec 2.9 'Add New Timeslot' and section 5: a day, an hour (0 to 23) and a minute in 15-minute
 * steps; the slot lasts 15 minutes. The team is required: a team, or an explicit open slot.
 */
export function AddTimeslotDialog() {
  const { t } = useTranslation('timeslots');
  const fieldMessage = useAdminFieldMessage();
  const [open, setOpen] = useState(false);
  const id = useId();
  const zone = useVenueZone();
  const create = useCreateTimeslot();
  const { tournamentDate } = useTournamentDay();
  const teams = useQuery(registeredTeamsQueryOptions());
  const form = useForm<AdminTimeslotForm>({
    resolver: zodResolver(adminTimeslotFormSchema),
    defaultValues: { date: '', hour: '', minute: '', team: '', room: '' },
  });
  const { errors } = form.formState;
  const formError = fieldMessage(
    errors.team?.message ?? errors.date?.message ?? errors.hour?.message ?? errors.minute?.message,
  );
  const hour = useWatch({ control: form.control, name: 'hour' });
  const outsideWindow = hour !== '' && !hourInDisplayWindow(Number(hour));

  const submit = form.handleSubmit(async (values) => {
    const start = venueStart(values, zone);
    const end = new Date(start.getTime() + SCHEDULING.adminSlotMinutes * 60_000);
    const teamId = values.team === OPEN_SLOT ? null : Number(values.team);
    try {
      await create.mutateAsync({
        startTime: start.toISOString(),
        endTime: end.toISOString(),
        teamId,
        isAvailable: teamId === null,
        room: values.room || null,
      });
      toast({ title: t('add.created'), description: t('add.createdText'), variant: 'success' });
      form.reset();
      setOpen(false);
    } catch (error) {
      const reason =
        isApiError(error) && error.status < 500 ? errorMessage(error, error.body.message) : null;
      toast({
        title: t('add.failedTitle'),
        description: reason ? t('add.failedBecause', { reason }) : t('add.failed'),
        variant: 'destructive',
      });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next && !form.getValues('date') && tournamentDate)
          form.setValue('date', tournamentDate);
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {t('add.open')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t('add.title')}</DialogTitle>
            <DialogDescription>
              {t('add.description', { minutes: SCHEDULING.adminSlotMinutes })}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-date`}>{t('add.date')}</Label>
            <Controller
              control={form.control}
              name="date"
              render={({ field }) => (
                <DatePicker
                  id={`${id}-date`}
                  value={field.value || null}
                  onChange={field.onChange}
                  marked={tournamentDate}
                />
              )}
            />
          </div>
          <TimeslotTimeSelects control={form.control} id={id} />
          <TimeslotTeamSelect control={form.control} id={id} teams={teams} />
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-room`}>{t('add.room')}</Label>
            <Input
              id={`${id}-room`}
              autoComplete="off"
              placeholder={t('add.roomPlaceholder')}
              {...form.register('room')}
            />
            {errors.room ? (
              <p className="text-sm text-red-800">{fieldMessage(errors.room.message)}</p>
            ) : null}
          </div>
          {outsideWindow ? (
            <p
              role="status"
              className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900"
            >
              {t('add.outsideWindow', {
                from: SCHEDULING.firstSlotHour,
                to: SCHEDULING.lastSlotHourExclusive,
              })}
            </p>
          ) : null}
          {formError ? (
            <p role="alert" className="text-sm font-semibold text-red-800">
              {formError}
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={create.isPending}>
              {t('add.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('add.creating') : t('add.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
