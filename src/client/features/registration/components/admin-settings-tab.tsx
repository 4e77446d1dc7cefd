import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { CalendarCheck } from 'lucide-react';
import { DATE_FORMATS } from '../../../../shared/constants.ts';
import {
  TOURNAMENT_DATE_MISSING,
  updateTournamentSettingsSchema,
} from '../../../../shared/contract/settings.ts';
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
import {
  formatTournamentDate,
  tournamentSettingsQueryOptions,
  useTournamentDate,
  useUpdateTournamentDate,
} from '../../settings/api.ts';
import { FieldError } from './field-error.tsx';

/** Admin dashboard, Settings tab (spec 2.9 and 5): the tournament date. */
export function AdminSettingsTab() {
  const settings = useQuery(tournamentSettingsQueryOptions());
  const current = useTournamentDate();
  const update = useUpdateTournamentDate();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const value = draft ?? settings.data?.tournamentDate ?? '';

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
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setDraft(null);
        toast({
          title: 'Settings Updated',
          description: `The tournament date is now ${formatTournamentDate(saved.tournamentDate ?? parsed.data.tournamentDate)}.`,
          variant: 'success',
        });
      },
      onError: () =>
        toast({
          title: 'Update Failed',
          description: 'There was an error updating the tournament date. Please try again.',
          variant: 'destructive',
        }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Tournament Settings</CardTitle>
        <CardDescription>Set the tournament date shown to every team.</CardDescription>
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
      </CardContent>
    </Card>
  );
}
