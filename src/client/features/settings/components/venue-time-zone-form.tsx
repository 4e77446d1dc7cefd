import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { localTimeZone, timeZoneChoices, zoneAbbreviation } from '../../../../shared/venue-time.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
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

/**
 * Admin → Settings: the venue's time zone (decision 154). Every slot, interview, reminder and
 * judges' sheet reads the venue's clock; phones elsewhere see times labelled with its zone.
 */
export function VenueTimeZoneForm() {
  const { t } = useTranslation('admin');
  const fieldMessage = useAdminFieldMessage();
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
          toast({
            title: t('actions.settingsUpdated'),
            description: t('settings.zoneSaved', { zone: result.timeZone }),
            variant: 'success',
          });
        },
        onError: (failure) =>
          toast({
            title: t('actions.updateFailed'),
            description:
              isApiError(failure) && failure.status < 500
                ? (fieldMessage(failure.body.message) ?? errorMessage(failure, ''))
                : t('settings.zoneFailed'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:max-w-sm">
      <Label htmlFor="venue-time-zone">{t('settings.zone')}</Label>
      <NativeSelect
        id="venue-time-zone"
        value={value}
        onChange={(event) => setDraft(event.target.value)}
        aria-describedby="venue-time-zone-hint"
      >
        {choices.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </NativeSelect>
      <p id="venue-time-zone-hint" className="text-sm text-zinc-600">
        {t('settings.zoneHint', { abbreviation: zoneAbbreviation(new Date(), value) })}
      </p>
      <Button
        type="submit"
        variant="outline"
        disabled={update.isPending || !settings.data || value === saved}
        className="sm:self-start"
      >
        <Globe aria-hidden="true" />
        {update.isPending ? t('actions.saving') : t('settings.saveZone')}
      </Button>
    </form>
  );
}
