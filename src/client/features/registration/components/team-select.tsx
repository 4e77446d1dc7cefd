import type { TeamListItem } from '../../../../shared/contract/teams.ts';
import { Label } from '../../../components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select.tsx';

/**
 * A labelled team dropdown. While the list loads, fails or is empty, the trigger says so and is
 * disabled. Registered teams are marked in words, not by colour.
 */
export function TeamSelect({
  id,
  label,
  placeholder,
  teams,
  isLoading,
  isError,
  emptyText,
  errorText = 'Failed to load teams',
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
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
  markRegistered?: boolean;
}) {
  const unavailable = isLoading
    ? 'Loading teams...'
    : isError
      ? errorText
      : teams?.length === 0
        ? emptyText
        : null;
  const known = teams?.some((team) => String(team.id) === value);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={known ? value : ''} onValueChange={onChange} disabled={unavailable !== null}>
        <SelectTrigger
          id={id}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
        >
          <SelectValue placeholder={unavailable ?? placeholder} />
        </SelectTrigger>
        <SelectContent>
          {teams?.map((team) => (
            <SelectItem key={team.id} value={String(team.id)}>
              {team.name}
              {markRegistered && team.isRegistered ? ' (registered)' : ''}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {isError && !isLoading ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorText}
        </p>
      ) : null}
    </div>
  );
}
