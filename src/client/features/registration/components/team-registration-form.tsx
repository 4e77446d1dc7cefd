import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import { LoaderCircle } from 'lucide-react';
import { REGISTRATION } from '../../../../shared/constants.ts';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../auth/index.ts';
import { teamQueryOptions, teamsQueryOptions } from '../api.ts';
import { useArrivalSession } from '../use-arrival-session.ts';
import { useRedirectAfter } from '../use-redirect-after.ts';
import { ConsentForm } from './consent-form.tsx';
import { RegistrationNotice } from './registration-notice.tsx';
import { TeamSelect } from './team-select.tsx';

function teamIdFromSearch(search: string): string {
  const raw = new URLSearchParams(search).get('teamId') ?? '';
  return /^\d+$/.test(raw) ? raw : '';
}

/**
 * Screen A of spec 2.7 (served at / and /consent, decision 010): choose the team, then its
 * consent form (screen B) appears. Someone already signed in when arriving is sent home.
 */
export function TeamRegistrationForm() {
  const { t } = useTranslation('registration');
  const session = useSession();
  const arrival = useArrivalSession(session);
  const search = useSearch();
  const [teamId, setTeamId] = useState(() => teamIdFromSearch(search));
  const teams = useQuery(teamsQueryOptions());
  const team = useQuery({ ...teamQueryOptions(Number(teamId)), enabled: teamId !== '' });

  useRedirectAfter(arrival === 'signed-in', '/home', REGISTRATION.redirectAlreadyRegisteredMs);

  if (arrival === 'loading') {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('checkingSession')} />
      </div>
    );
  }
  if (arrival === 'signed-in') {
    return (
      <RegistrationNotice
        title={t('outcome.alreadyTitle')}
        description={t('outcome.alreadyText')}
        redirecting
      />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <TeamSelect
            id="registration-team"
            label={t('teamChoice.label')}
            placeholder={t('teamChoice.placeholder')}
            teams={teams.data}
            isLoading={teams.isPending}
            isError={teams.isError}
            emptyText={t('teamChoice.empty')}
            value={teamId}
            onChange={setTeamId}
            markRegistered
          />
        </CardContent>
      </Card>

      {teamId === '' ? (
        <p className="rounded-xl border border-dashed border-zinc-300 bg-white p-6 text-center text-zinc-700">
          {t('teamChoice.choose')}
        </p>
      ) : team.isPending ? (
        <p role="status" className="flex items-center justify-center gap-3 p-6 text-zinc-700">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          {t('teamChoice.loadingTeam')}
        </p>
      ) : team.isError ? (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800"
        >
          {t('teamChoice.notFound')}
        </p>
      ) : (
        <ConsentForm key={team.data.id} team={team.data} />
      )}
    </div>
  );
}
