import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { CalendarCheck } from 'lucide-react';
import { DATE_FORMATS } from '../../../../shared/constants.ts';
import {
  TOURNAMENT_DATE_MISSING,
  updateTournamentSettingsSchema,
  type UpdateTournamentSettings,
} from '../../../../shared/contract/settings.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { isApiError } from '../../../lib/api.ts';
import {
  formatTournamentDate,
  tournamentSettingsQueryOptions,
  useTournamentDate,
  useUpdateTournamentDate,
} from '../api.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { ReminderLeadForm } from './reminder-lead-form.tsx';
import { VenueTimeZoneForm } from './venue-time-zone-form.tsx';

/** Admin dashboard, Settings tab (spec 2.9 and 5): the tournament date, the venue's time zone and the reminder lead time. */
export function AdminSettingsTab() {
  const settings = useQuery(tournamentSettingsQueryOptions());
  const current = useTournamentDate();
  const update = useUpdateTournamentDate();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  /** The server's account of what sits on the current day, while the admin decides. */
  const [pendingMove, setPendingMove] = useState<{ date: string; message: string } | null>(null);
  const value = draft ?? settings.data?.tournamentDate ?? '';

  const save = (request: UpdateTournamentSettings) =>
    update.mutate(request, {
      onSuccess: (saved) => {
        setDraft(null);
        setPendingMove(null);
        toast({
          title: 'Settings Updated',
          description: `The tournament date is now ${formatTournamentDate(saved.tournamentDate ?? request.tournamentDate)}.`,
          variant: 'success',
        });
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 409 && !request.confirm) {
          setPendingMove({ date: request.tournamentDate, message: failure.body.message });
          return;
        }
        toast({
          title: 'Update Failed',
          description: 'There was an error updating the tournament date. Please try again.',
          variant: 'destructive',
        });
      },
    });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = updateTournamentSettingsSchema.safeParse({ tournamentDate: value });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? TOURNAMENT_DATE_MISSING.description;
      setError(message);
      if (value.trim() === '')
        toast({
          title: TOURNAMENT_DATE_MISSING.title,
          description: TOURNAMENT_DATE_MISSING.description,
          variant: 'destructive',
        });
      return;
    }
    setError(undefined);
    save(parsed.data);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Tournament Settings</CardTitle>
        <CardDescription>Set the tournament date shown to every team, and when teams are reminded.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <p className="text-sm text-zinc-700">
          Current tournament date:{' '}
          <span className="font-bold text-zinc-950">{formatTournamentDate(current)}</span>
          {settings.data && settings.data.tournamentDate === null
            ? ' (the default until you set one)'
            : null}
          {settings.data?.updatedAt ? (
            <span className="block text-zinc-600">
              Last changed{' '}
              {format(
                new Date(settings.data.updatedAt),
                `${DATE_FORMATS.date}, ${DATE_FORMATS.time}`,
              )}
            </span>
          ) : null}
        </p>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:max-w-sm">
          <Label htmlFor="tournament-date">Tournament Date</Label>
          <Input
            id="tournament-date"
            type="date"
            value={value}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'tournament-date-error' : undefined}
          />
          <FieldError id="tournament-date-error" message={error} />
          <Button type="submit" disabled={update.isPending} className="sm:self-start">
            <CalendarCheck aria-hidden="true" />
            {update.isPending ? 'Saving...' : 'Save Tournament Date'}
          </Button>
        </form>
        <VenueTimeZoneForm />
        <ConfirmDialog
          open={pendingMove !== null}
          title="Change the tournament date?"
          description={pendingMove?.message}
          confirmLabel={pendingMove ? `Move to ${formatTournamentDate(pendingMove.date)}` : 'Change Date'}
          cancelLabel="Keep Current Date"
          destructive
          onConfirm={() => pendingMove && save({ tournamentDate: pendingMove.date, confirm: true })}
          onCancel={() => setPendingMove(null)}
        />
        <ReminderLeadForm />
      </CardContent>
    </Card>
  );
}
