import { useTranslation } from 'react-i18next';
import type { AnnouncementAudience } from '../../../../shared/contract/announcements.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { useAudienceChoices } from '../api.ts';

/** Who an announcement is for and when it goes out, as the form holds them. */
export interface Aim {
  audience: AnnouncementAudience;
  teamIds: number[];
  field: string;
  /** 'yyyy-mm-ddTHH:MM' on the venue's clock, or '' for now. */
  sendAt: string;
}

export const EVERYONE: Aim = { audience: 'everyone', teamIds: [], field: '', sendAt: '' };

/** The form's audience and time fields: everyone, listed teams or a field's teams; now or later. */
export function AudienceFields({
  aim,
  onChange,
  errors,
}: {
  aim: Aim;
  onChange: (aim: Aim) => void;
  errors: Partial<Record<'teamIds' | 'field' | 'sendAt', string>>;
}) {
  const { t } = useTranslation('admin');
  const { teams, fields } = useAudienceChoices();
  return (
    <>
      <Label htmlFor="announcement-audience">{t('announcements.audience')}</Label>
      <NativeSelect
        id="announcement-audience"
        value={aim.audience}
        onChange={(event) =>
          onChange({ ...aim, audience: event.target.value as AnnouncementAudience })
        }
      >
        <option value="everyone">{t('announcements.audiences.everyone')}</option>
        <option value="teams">{t('announcements.audiences.teams')}</option>
        <option value="field">{t('announcements.audiences.field')}</option>
      </NativeSelect>
      {aim.audience === 'teams' ? (
        <>
          <fieldset
            aria-describedby={errors.teamIds ? 'announcement-teams-error' : undefined}
            className="max-h-48 overflow-y-auto rounded-md border border-zinc-300 px-3 py-2"
          >
            <legend className="px-1 text-sm font-medium">{t('announcements.teams')}</legend>
            {teams.map((team) => (
              <label key={team.id} className="flex min-h-9 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4"
                  checked={aim.teamIds.includes(team.id)}
                  onChange={(event) =>
                    onChange({
                      ...aim,
                      teamIds: event.target.checked
                        ? [...aim.teamIds, team.id]
                        : aim.teamIds.filter((id) => id !== team.id),
                    })
                  }
                />
                {team.number ? `${team.number} ${team.name}` : team.name}
              </label>
            ))}
          </fieldset>
          <FieldError id="announcement-teams-error" message={errors.teamIds} />
        </>
      ) : null}
      {aim.audience === 'field' ? (
        <>
          <Label htmlFor="announcement-field">{t('announcements.field')}</Label>
          <NativeSelect
            id="announcement-field"
            value={aim.field}
            onChange={(event) => onChange({ ...aim, field: event.target.value })}
          >
            <option value="">{t('announcements.chooseField')}</option>
            {fields.map((field) => (
              <option key={field} value={field}>
                {field}
              </option>
            ))}
          </NativeSelect>
          <FieldError id="announcement-field-error" message={errors.field} />
        </>
      ) : null}
      <Label htmlFor="announcement-send-at">{t('announcements.sendAt')}</Label>
      <Input
        id="announcement-send-at"
        type="datetime-local"
        value={aim.sendAt}
        onChange={(event) => onChange({ ...aim, sendAt: event.target.value })}
      />
      <FieldError id="announcement-send-at-error" message={errors.sendAt} />
    </>
  );
}
