import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { updateTournamentSettingsSchema } from '../../../../shared/contract/settings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useAdminFieldMessage } from '../../../lib/i18n/admin-field-message.ts';
import {
  tournamentSettingsQueryOptions,
  useTournamentDate,
  useUpdateTournamentDate,
} from '../api.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';

/**
 * How long before an interview its team is reminded (push alert and the calendar file's alarm);
 * 0 turns reminders off (decision 163). Saved with the date shown above, since the
 * settings endpoint always takes the date.
 */
export function ReminderLeadForm() {
  const { t } = useTranslation('admin');
  const fieldMessage = useAdminFieldMessage();
  const settings = useQuery(tournamentSettingsQueryOptions());
  const tournamentDate = useTournamentDate();
  const update = useUpdateTournamentDate();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const value = draft ?? (settings.data ? String(settings.data.reminderLeadMinutes) : '');

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = updateTournamentSettingsSchema.safeParse({
      tournamentDate,
      reminderLeadMinutes: value.trim() === '' ? Number.NaN : Number(value),
    });
    if (!parsed.success) {
      setError(fieldMessage(parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setDraft(null);
        toast({
          title: t('actions.settingsUpdated'),
          description:
            saved.reminderLeadMinutes === 0
              ? t('settings.remindersOff')
              : t('settings.reminderSaved', { count: saved.reminderLeadMinutes }),
          variant: 'success',
        });
      },
      onError: (failure) => setError(errorMessage(failure, t('settings.reminderFailed'))),
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-3 border-t border-zinc-200 pt-5 sm:max-w-sm"
    >
      <Label htmlFor="reminder-lead">{t('settings.reminder')}</Label>
      <Input
        id="reminder-lead"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={value}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(undefined);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'reminder-lead-error' : 'reminder-lead-hint'}
      />
      <p id="reminder-lead-hint" className="text-sm text-zinc-600">
        {t('settings.reminderHint')}
      </p>
      <FieldError id="reminder-lead-error" message={error} />
      <Button type="submit" disabled={update.isPending || !settings.data} className="sm:self-start">
        <BellRing aria-hidden="true" />
        {update.isPending ? t('actions.saving') : t('settings.saveReminder')}
      </Button>
    </form>
  );
}
