import { Controller, type Control } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminTimeslotForm } from '../../../../shared/contract/timeslots.ts';
import { OPEN_SLOT } from '../../../../shared/contract/timeslots-messages.ts';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { teamLabel } from '../../../../shared/team-label.ts';
import type { TeamOption } from '../api.ts';
// The organiser texts' English comes with this screen (decision 192).
import '../../../lib/i18n/organiser.ts';

/**
 * Who a new timeslot is for: a registered team, or an explicit open slot any team may book.
 * The dialog loads the teams as soon as it is on the page, before it is opened.
 */
export function TimeslotTeamSelect({
  control,
  id,
  teams,
}: {
  control: Control<AdminTimeslotForm>;
  id: string;
  teams: UseQueryResult<TeamOption[]>;
}) {
  const { t } = useTranslation('timeslots');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-team`}>{t('add.team')}</Label>
      <Controller
        control={control}
        name="team"
        render={({ field }) => (
          // The browser's own list: hundreds of teams scroll as the phone scrolls them.
          <NativeSelect
            id={`${id}-team`}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.currentTarget.value)}
            onBlur={field.onBlur}
          >
            <option value="" disabled>
              {teams.isPending ? t('add.loadingTeams') : t('add.chooseTeam')}
            </option>
            <option value={OPEN_SLOT}>{t('add.openSlot')}</option>
            {teams.data?.length ? (
              <optgroup label={t('add.team')}>
                {teams.data.map((team) => (
                  <option key={team.id} value={String(team.id)}>
                    {teamLabel(team)}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </NativeSelect>
        )}
      />
      {teams.isError ? <p className="text-sm text-red-800">{t('add.teamsFailed')}</p> : null}
    </div>
  );
}
