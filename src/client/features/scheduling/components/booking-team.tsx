import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../auth/index.ts';
import { registeredTeamsQueryOptions } from '../api.ts';
import { teamLabel } from '../../../../shared/team-label.ts';

/** Where the team goes in 'Booking for <team>{{team}}</team>': a character no team name holds. */
const TEAM_MARK = '\u0001';

/**
 * 'Booking for <team>…</team>' in the reader's language with the team's name in bold, without
 * react-i18next's `Trans` (4.7 KB gzipped on the first load of /home, for one line).
 */
function BookingFor({ text, team }: { text: string; team: string }) {
  const [before = '', inside = '', after = ''] = text.split(/<\/?team>/);
  return (
    <>
      {before}
      <span className="font-semibold text-zinc-950">{inside.replace(TEAM_MARK, team)}</span>
      {after}
    </>
  );
}

/**
 * Who the booking is for. A team books as itself (the home page's registration panel already
 * shows spec 2.5's 'Your registered team' selector); an administrator picks a registered team.
 */
export function BookingTeam({
  value,
  onChange,
}: {
  value: string;
  onChange: (teamId: string) => void;
}) {
  const id = useId();
  const { t } = useTranslation('booking');
  const session = useSession();
  const teams = useQuery({ ...registeredTeamsQueryOptions(), enabled: session.isAdmin });

  if (!session.isAdmin) {
    return (
      <p className="text-sm text-zinc-700">
        <BookingFor
          text={t('card.bookingFor', { team: TEAM_MARK })}
          team={
            session.username === null
              ? ''
              : teamLabel({ name: session.username, number: session.teamNumber })
          }
        />
      </p>
    );
  }

  const hint = teams.isError
    ? t('card.teamsFailed')
    : teams.data && teams.data.length === 0
      ? t('card.noTeams')
      : t('card.adminHint');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t('card.bookForTeam')}</Label>
      {/* The browser's own list (decision 205): hundreds of teams, and no dropdown code on /home. */}
      <NativeSelect
        id={id}
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        disabled={!teams.data?.length}
      >
        <option value="" disabled>
          {teams.isPending ? t('card.loadingTeams') : t('card.chooseTeam')}
        </option>
        {teams.data?.map((team) => (
          <option key={team.id} value={String(team.id)}>
            {teamLabel(team)}
          </option>
        ))}
      </NativeSelect>
      <p
        id={`${id}-hint`}
        className={teams.isError ? 'text-sm text-red-800' : 'text-sm text-zinc-600'}
      >
        {hint}
      </p>
    </div>
  );
}
