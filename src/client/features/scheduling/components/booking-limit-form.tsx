import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { updateSchedulingSettingsSchema } from '../../../../shared/contract/scheduling.ts';
import { MAX_ACTIVE_INTERVIEWS_LIMIT } from '../../../../shared/contract/scheduling-messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { useUpdateSchedulingSettings } from '../admin-api.ts';
import { useSchedulingSettings } from '../api.ts';

/** The event-wide limit of upcoming interviews per team (administrators only). */
export function BookingLimitForm() {
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
      setError(parsed.error.issues[0]?.message ?? 'Enter a number');
      return;
    }
    setError(null);
    try {
      await update.mutateAsync(parsed.data.maxActiveInterviewsPerTeam);
      setDraft(null);
      toast({ title: 'Settings Saved', description: 'The booking limit applies to new bookings.', variant: 'success' });
    } catch (failure) {
      toast({
        title: 'Update Failed',
        description: errorMessage(failure, 'There was an error saving the booking limit. Please try again.'),
        variant: 'destructive',
      });
    }
  }

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Upcoming interviews per team</Label>
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
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
      <p id={`${id}-help`} className={error ? 'text-sm text-red-800' : 'text-xs text-zinc-600'}>
        {error ?? 'How many upcoming interviews one team may hold at once. Administrators can book beyond it.'}
      </p>
    </form>
  );
}
