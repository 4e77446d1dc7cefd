import { useTranslation } from 'react-i18next';
import type { TeamListItem } from '../../../../shared/contract/teams.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';

/**
 * A labelled team dropdown (the browser's own: phones open their picker). While the list loads,
 * fails or is empty, it says so and is disabled. Registered teams are marked in words, not by
 * colour.
 */
export function TeamSelect({
  id,
  label,
  placeholder,
  teams,
  isLoading,
  isError,
  emptyText,
  errorText,
  loadingText,
  value,
  onChange,
  invalid,
  describedBy,
  markRegistered = false,
}: {
  id: string;
  label: string;
  placeholder: string;
  teams: TeamListItem[] | undefined;
  isLoading: boolean;
  isError: boolean;
  emptyText: string;
  errorText?: string;
  loadingText?: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
  markRegistered?: boolean;
}) {
  const { t } = useTranslation('registration');
  const failedText = errorText ?? t('teamChoice.failed');
  const unavailable = isLoading
    ? (loadingText ?? t('teamChoice.loadingTeams'))
    : isError
      ? failedText
      : teams?.length === 0
        ? emptyText
        : null;
  const known = teams?.some((team) => String(team.id) === value);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={known ? value : ''}
        onChange={(event) => onChange(event.target.value)}
        disabled={unavailable !== null}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className={known ? undefined : 'text-zinc-500'}
      >
        <option value="" disabled>
          {unavailable ?? placeholder}
        </option>
        {teams?.map((team) => (
          <option key={team.id} value={String(team.id)} className="text-zinc-900">
            {teamLabel(team)}
            {markRegistered && team.isRegistered ? t('registeredMark') : ''}
          </option>
        ))}
      </NativeSelect>
      {isError && !isLoading ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failedText}
        </p>
      ) : null}
    </div>
  );
}
