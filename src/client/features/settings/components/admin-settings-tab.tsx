import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Trans, useTranslation } from 'react-i18next';
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
import { useAdminFieldMessage } from '../../../lib/i18n/admin-field-message.ts';
import {
  formatTournamentDate,
  tournamentSettingsQueryOptions,
  useTournamentDate,
  useUpdateTournamentDate,
} from '../api.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { EventNameForm } from './event-name-form.tsx';
import { ReminderLeadForm } from './reminder-lead-form.tsx';
import { VenueTimeZoneForm } from './venue-time-zone-form.tsx';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

const MOVE_COUNTS = /^The current tournament day has (\d+) timeslots? and (\d+) bookings?\./;

/** Admin dashboard, Settings tab (spec 2.9 and 5): the event's name, the tournament date, the venue's time zone and the reminder lead time. */
export function AdminSettingsTab() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const fieldMessage = useAdminFieldMessage();
  const settings = useQuery(tournamentSettingsQueryOptions());
  const current = useTournamentDate();
  const update = useUpdateTournamentDate();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  /** The server's account of what sits on the current day, while the admin decides. */
  const [pendingMove, setPendingMove] = useState<{ date: string; message: string } | null>(null);
  const value = draft ?? settings.data?.tournamentDate ?? '';
  /** The server's count of what the current day holds (SETTINGS_MESSAGES), in the reader's language. */
  const moveMessage = (message: string) => {
    const counts = MOVE_COUNTS.exec(message);
    if (!counts) return message;
    const bookings = t('settings.bookings', { count: Number(counts[2]) });
    return t('settings.moveText', { count: Number(counts[1]), bookings });
  };

  const save = (request: UpdateTournamentSettings) =>
    update.mutate(request, {
      onSuccess: (saved) => {
        setDraft(null);
        setPendingMove(null);
        toast({
          title: t('actions.settingsUpdated'),
          description: t('settings.dateSaved', {
            date: formatTournamentDate(saved.tournamentDate ?? request.tournamentDate, language),
          }),
          variant: 'success',
        });
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 409 && !request.confirm) {
          setPendingMove({
            date: request.tournamentDate,
            message: moveMessage(failure.body.message),
          });
          return;
        }
        toast({
          title: t('actions.updateFailed'),
          description: t('settings.dateFailed'),
          variant: 'destructive',
        });
      },
    });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = updateTournamentSettingsSchema.safeParse({ tournamentDate: value });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? TOURNAMENT_DATE_MISSING.description;
      setError(fieldMessage(message));
      if (value.trim() === '')
        toast({
          title: t('validation.dateMissingTitle'),
          description: t('validation.dateMissing'),
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
        <CardTitle>{t('settings.title')}</CardTitle>
        <CardDescription>{t('settings.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <EventNameForm />
        <p className="text-sm text-zinc-700">
          <Trans
            t={t}
            i18nKey="settings.current"
            values={{ date: formatTournamentDate(current, language) }}
            components={{ date: <span className="font-bold text-zinc-950" /> }}
          />
          {settings.data && settings.data.tournamentDate === null
            ? t('settings.defaultDate')
            : null}
          {settings.data?.updatedAt ? (
            <span className="block text-zinc-600">
              {t('settings.lastChanged', {
                when: format(
                  new Date(settings.data.updatedAt),
                  `${DATE_FORMATS.date}, ${DATE_FORMATS.time}`,
                ),
              })}
            </span>
          ) : null}
        </p>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:max-w-sm">
          <Label htmlFor="tournament-date">{t('settings.date')}</Label>
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
            {update.isPending ? t('actions.saving') : t('settings.saveDate')}
          </Button>
        </form>
        <VenueTimeZoneForm />
        <ConfirmDialog
          open={pendingMove !== null}
          title={t('settings.moveTitle')}
          description={pendingMove?.message}
          confirmLabel={
            pendingMove
              ? t('settings.moveTo', { date: formatTournamentDate(pendingMove.date, language) })
              : t('settings.changeDate')
          }
          cancelLabel={t('settings.keepDate')}
          destructive
          onConfirm={() => pendingMove && save({ tournamentDate: pendingMove.date, confirm: true })}
          onCancel={() => setPendingMove(null)}
        />
        <ReminderLeadForm />
      </CardContent>
    </Card>
  );
}
