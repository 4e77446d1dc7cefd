import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateSchedulingSettingsSchema } from '../../../../shared/contract/scheduling.ts';
import { MAX_ACTIVE_INTERVIEWS_LIMIT } from '../../../../shared/contract/scheduling-messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useAdminFieldMessage } from '../../../lib/i18n/admin-field-message.ts';
import { useUpdateSchedulingSettings } from '../admin-api.ts';
import { useSchedulingSettings } from '../api.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';

/** The event-wide limit of upcoming interviews per team (administrators only). */
export function BookingLimitForm() {
  const { t } = useTranslation('timeslots');
  const fieldMessage = useAdminFieldMessage();
  const settings = useSchedulingSettings();
  const update = useUpdateSchedulingSettings();
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = draft ?? String(settings.data?.maxActiveInterviewsPerTeam ?? '');

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = updateSchedulingSettingsSchema.safeParse({ maxActiveInterviewsPerTeam: value });
    if (!parsed.success) {
      setError(
        fieldMessage(parsed.error.issues[0]?.message) ?? fieldMessage('Enter a number') ?? null,
      );
      return;
    }
    setError(null);
    try {
      await update.mutateAsync(parsed.data.maxActiveInterviewsPerTeam);
      setDraft(null);
      toast({ title: t('limit.saved'), description: t('limit.savedText'), variant: 'success' });
    } catch (failure) {
      toast({
        title: t('limit.failed'),
        description: errorMessage(failure, t('limit.failedText')),
        variant: 'destructive',
      });
    }
  }

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t('limit.label')}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ACTIVE_INTERVIEWS_LIMIT}
          className="w-28"
          value={value}
          disabled={settings.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help`}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="outline" disabled={update.isPending || settings.isPending}>
          {update.isPending ? t('limit.saving') : t('limit.save')}
        </Button>
      </div>
      <p id={`${id}-help`} className={error ? 'text-sm text-red-800' : 'text-xs text-zinc-600'}>
        {error ?? t('limit.help')}
      </p>
    </form>
  );
}
