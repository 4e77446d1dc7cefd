import { TeamNumberForm } from './team-number-form.tsx';
import { TeamSignOutButton } from './team-sign-out-button.tsx';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleDashed, Mail, Phone } from 'lucide-react';
import type { TeamListItem } from '../../../../shared/contract/teams.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatTeamCode } from '../../../../shared/team-code.ts';

function RegisteredBadge({ team }: { team: TeamListItem }) {
  const { t } = useTranslation('admin');
  return team.isRegistered ? (
    <Badge variant="success">
      <CircleCheck aria-hidden="true" className="size-3.5" />
      {t('teams.registered')}
    </Badge>
  ) : (
    <Badge variant="secondary">
      <CircleDashed aria-hidden="true" className="size-3.5" />
      {t('teams.notRegistered')}
    </Badge>
  );
}

export function TeamRow({ team }: { team: TeamListItem }) {
  const { t } = useTranslation('admin');
  return (
    <li className="grid gap-3 py-4 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,0.8fr)_minmax(0,1.6fr)] sm:items-start">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          {team.number ? (
            <span className="font-mono font-bold text-zinc-700">{team.number}</span>
          ) : null}
          <span className="font-bold break-words text-zinc-950">{team.name}</span>
          <RegisteredBadge team={team} />
        </p>
        <TeamNumberForm team={team} />
        {team.description ? (
          <p className="mt-1 text-sm break-words text-zinc-600">{team.description}</p>
        ) : null}
      </div>
      <div>
        <p className="text-xs font-semibold text-zinc-600 sm:sr-only">{t('teams.teamCode')}</p>
        <p className="font-mono text-lg font-bold tracking-wider whitespace-nowrap text-zinc-950">
          {team.joinCode ? formatTeamCode(team.joinCode) : null}
        </p>
        <TeamSignOutButton team={team} />
      </div>
      <div className="min-w-0 text-sm">
        <p className="text-xs font-semibold text-zinc-600 sm:sr-only">{t('teams.coach')}</p>
        {team.coachName ? (
          <div className="flex flex-col gap-1">
            <span className="font-semibold text-zinc-900">{team.coachName}</span>
            {team.coachEmail ? (
              <a
                className="inline-flex items-center gap-1.5 break-all text-blue-700 underline-offset-4 hover:underline"
                href={`mailto:${team.coachEmail}`}
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {team.coachEmail}
              </a>
            ) : null}
            {team.coachPhone ? (
              <a
                className="inline-flex items-center gap-1.5 text-blue-700 underline-offset-4 hover:underline"
                href={`tel:${team.coachPhone.replace(/[^\d+]/g, '')}`}
              >
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {team.coachPhone}
              </a>
            ) : null}
          </div>
        ) : (
          <span className="text-zinc-600">{t('teams.noCoach')}</span>
        )}
      </div>
    </li>
  );
}
