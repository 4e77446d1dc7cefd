import { useState, type FormEvent } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import type { BookingForm } from '../../../../shared/contract/interviews.ts';
import type { Timeslot } from '../../../../shared/contract/timeslots.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { isOfflineError } from '../../../lib/connection.ts';
import { useFieldMessage } from '../../../lib/i18n/field-message.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { useBookInterview } from '../api.ts';
import { formatDay, formatTime } from '../time.ts';
import { useVenueZone } from '../../settings/index.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

/** The booking form's rules, loaded when the dialog opens. */
const bookingResolver = lazyResolver<BookingForm, BookingForm>(() =>
  import('../form-resolvers.ts').then((module) => module.bookingResolver),
);

export interface BookingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  slot: Timeslot;
  team: { id: number; name: string; number: string | null };
  defaultNotes: string;
  onBooked: () => void;
}

/** Refusals the team can act on (taken, started, limit) say why; anything else is the spec's text. */
function bookingFailure(error: unknown, t: TFunction<'booking'>): string {
  if (isOfflineError(error)) return error.message;
  if (isApiError(error) && error.status >= 400 && error.status < 500)
    return errorMessage(error, t('toast.failed'));
  return t('toast.failed');
}

/** Spec section 2.5 'Book Interview': Interview Title and Notes (Optional), Cancel and 'Book Interview'. */
export function BookingDialog({
  open,
  onOpenChange,
  slot,
  team,
  defaultNotes,
  onBooked,
}: BookingDialogProps) {
  const zone = useVenueZone();
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const fieldMessage = useFieldMessage('booking');
  const book = useBookInterview();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const form = useForm<BookingForm>({
    resolver: bookingResolver,
    values: { title: t('dialog.defaultTitle', { team: team.name }), notes: defaultNotes },
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const when = {
    day: formatDay(slot.startTime, zone, language),
    start: formatTime(slot.startTime, zone, language),
    end: formatTime(slot.endTime, zone, language),
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const booked = await book.mutateAsync({
        title: values.title,
        notes: values.notes || null,
        timeslotId: slot.id,
        teamId: team.id,
        userId: team.id,
        status: 'scheduled',
        idempotencyKey,
      });
      toast({
        title: t('toast.bookedTitle'),
        description: t('toast.booked', when),
        variant: 'success',
      });
      // An administrator may book into a team's match buffer; the server says so.
      if (booked.warning)
        toast({
          title: t('toast.clashTitle'),
          description: booked.warning,
          variant: 'destructive',
        });
      form.reset();
      onBooked();
    } catch (error) {
      toast({
        title: t('toast.failedTitle'),
        description: bookingFailure(error, t),
        variant: 'destructive',
      });
      // The slot was taken or the team is at its limit: this dialog can no longer succeed.
      if (isApiError(error) && error.status === 409) onOpenChange(false);
    }
  });

  // Offline, say so at once: before the form's rules (a download) or the request are tried.
  const submitUnlessOffline = (event: FormEvent<HTMLFormElement>) => {
    if (onlineManager.isOnline()) return submit(event);
    event.preventDefault();
    toast({
      title: t('toast.failedTitle'),
      description: t('toast.offline'),
      variant: 'destructive',
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !book.isPending && onOpenChange(next)}>
      <DialogContent>
        <form
          onSubmit={submitUnlessOffline}
          onFocus={bookingResolver.preload}
          noValidate
          className="grid gap-4"
        >
          <DialogHeader>
            <DialogTitle>{t('dialog.title')}</DialogTitle>
            <DialogDescription>
              {slot.room
                ? t('dialog.summaryRoom', { team: teamLabel(team), ...when, room: slot.room })
                : t('dialog.summary', { team: teamLabel(team), ...when })}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="booking-title">{t('dialog.titleLabel')}</Label>
            <Input
              id="booking-title"
              autoComplete="off"
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? 'booking-title-error' : undefined}
              {...form.register('title')}
            />
            {errors.title ? (
              <p id="booking-title-error" className="text-sm text-red-800">
                {fieldMessage(errors.title.message)}
              </p>
            ) : null}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="booking-notes">{t('dialog.notesLabel')}</Label>
            <Textarea
              id="booking-notes"
              aria-invalid={errors.notes ? true : undefined}
              aria-describedby={errors.notes ? 'booking-notes-error' : undefined}
              {...form.register('notes')}
            />
            {errors.notes ? (
              <p id="booking-notes-error" className="text-sm text-red-800">
                {fieldMessage(errors.notes.message)}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button variant="outline" disabled={book.isPending} onClick={() => onOpenChange(false)}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" disabled={book.isPending}>
              {book.isPending ? t('dialog.submitting') : t('dialog.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
