import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  EVENT_NAME_MAX,
  updateTournamentSettingsSchema,
} from '../../../../shared/contract/settings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage, isApiError } from '../../../lib/api.ts';
import { useAdminFieldMessage } from '../../../lib/i18n/admin-field-message.ts';
import {
  tournamentSettingsQueryOptions,
  useTournamentDate,
  useUpdateTournamentDate,
} from '../api.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';

const eventNameSchema = updateTournamentSettingsSchema.shape.eventName;

/**
 * Admin → Settings: the event's name, shown in the header and every page's title. Checked with
 * the contract's rule first (one plain line, at most 100 characters); empty clears it.
 */
export function EventNameForm() {
  const { t } = useTranslation('admin');
  const fieldMessage = useAdminFieldMessage();
  const settings = useQuery(tournamentSettingsQueryOptions());
  const date = useTournamentDate();
  const update = useUpdateTournamentDate();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const saved = settings.data?.eventName ?? '';
  const value = draft ?? saved;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = eventNameSchema.safeParse(value);
    if (!checked.success) return setError(fieldMessage(checked.error.issues[0]?.message));
    update.mutate(
      { tournamentDate: settings.data?.tournamentDate ?? date, eventName: checked.data ?? '' },
      {
        onSuccess: (result) => {
          setDraft(null);
          toast({
            title: t('actions.settingsUpdated'),
            description: result.eventName
              ? t('settings.eventNameSaved', { name: result.eventName })
              : t('settings.eventNameCleared'),
            variant: 'success',
          });
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.status === 400)
            return setError(
              fieldMessage(failure.body.errors?.[0]?.message ?? failure.body.message),
            );
          toast({
            title: t('actions.updateFailed'),
            description:
              isApiError(failure) && failure.status < 500
                ? (fieldMessage(failure.body.message) ?? errorMessage(failure, ''))
                : t('settings.eventNameFailed'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:max-w-sm">
      <Label htmlFor="event-name">{t('settings.eventName')}</Label>
      <Input
        id="event-name"
        value={value}
        maxLength={EVENT_NAME_MAX + 20}
        autoComplete="off"
        onChange={(event) => {
          setDraft(event.target.value);
          setError(undefined);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'event-name-hint event-name-error' : 'event-name-hint'}
      />
      <p id="event-name-hint" className="text-sm text-zinc-600">
        {t('settings.eventNameHint')}
      </p>
      <FieldError id="event-name-error" message={error} />
      <Button
        type="submit"
        variant="outline"
        disabled={update.isPending || !settings.data || value.trim() === saved}
        className="sm:self-start"
      >
        <Tag aria-hidden="true" />
        {update.isPending ? t('actions.saving') : t('settings.saveEventName')}
      </Button>
    </form>
  );
}
