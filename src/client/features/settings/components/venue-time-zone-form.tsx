import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Globe } from 'lucide-react';
import { localTimeZone, timeZoneChoices, zoneAbbreviation } from '../../../../shared/venue-time.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { isApiError } from '../../../lib/api.ts';
import { tournamentSettingsQueryOptions, useTournamentDate, useUpdateTournamentDate } from '../api.ts';

/**
 * Admin → Settings: the venue's time zone (decision 154). Every slot, interview, reminder and
 * judges' sheet reads the venue's clock; phones elsewhere see times labelled with its zone.
 */
export function VenueTimeZoneForm() {
  const settings = useQuery(tournamentSettingsQueryOptions());
  const date = useTournamentDate();
  const update = useUpdateTournamentDate();
  const [draft, setDraft] = useState<string | null>(null);
  const saved = settings.data?.timeZone;
  const value = draft ?? saved ?? localTimeZone();
  const choices = useMemo(() => {
    const zones = timeZoneChoices();
    return zones.includes(value) ? zones : [value, ...zones];
  }, [value]);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    update.mutate(
      { tournamentDate: settings.data?.tournamentDate ?? date, timeZone: value },
      {
        onSuccess: (result) => {
          setDraft(null);
          toast({ title: 'Settings Updated', description: `The venue time zone is now ${result.timeZone}.`, variant: 'success' });
        },
        onError: (failure) =>
          toast({
            title: 'Update Failed',
            description: isApiError(failure) && failure.status < 500 ? failure.body.message : 'There was an error updating the time zone. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:max-w-sm">
      <Label htmlFor="venue-time-zone">Venue Time Zone</Label>
      <NativeSelect id="venue-time-zone" value={value} onChange={(event) => setDraft(event.target.value)} aria-describedby="venue-time-zone-hint">
        {choices.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </NativeSelect>
      <p id="venue-time-zone-hint" className="text-sm text-zinc-600">
        Interview times are shown on the venue&apos;s clock (now {zoneAbbreviation(new Date(), value)}).
      </p>
      <Button type="submit" variant="outline" disabled={update.isPending || !settings.data || value === saved} className="sm:self-start">
        <Globe aria-hidden="true" />
        {update.isPending ? 'Saving...' : 'Save Time Zone'}
      </Button>
    </form>
  );
}
