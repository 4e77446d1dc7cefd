import { lazy, Suspense, useState } from 'react';
import { teamLabel } from '../../../../shared/team-label.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ClipboardCheck, LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { teamsQueryOptions, useRestoreTeamSession } from '../api.ts';
import { TeamSelect } from './team-select.tsx';

/** Shown only after a team is chosen: its form code loads then, not with the home page. */
const TeamCodeSignIn = lazy(() =>
  import('./team-code-sign-in.tsx').then((module) => ({ default: module.TeamCodeSignIn })),
);

/**
 * The home page's team selector while signed out (spec 2.5 and section 4, DESIGN section 4):
 * choosing a registered team signs in at once on a device it registered on ('Automatically
 * signed in'), otherwise asks for its team code; an unregistered team gets the registration
 * prompt.
 */
export function HomeTeamSelector() {
  const { t } = useTranslation('home');
  const teams = useQuery(teamsQueryOptions());
  const restore = useRestoreTeamSession();
  const [teamId, setTeamId] = useState('');
  const [restoreFailed, setRestoreFailed] = useState(false);
  const team = teams.data?.find((candidate) => String(candidate.id) === teamId);

  const choose = (value: string) => {
    setTeamId(value);
    setRestoreFailed(false);
    const chosen = teams.data?.find((candidate) => String(candidate.id) === value);
    if (!chosen?.isRegistered) return;
    // Through the promise, not mutate's callbacks: signing in replaces this selector, and
    // callbacks of a mutation whose component has gone are dropped (the toast would be lost).
    restore.mutateAsync(chosen.id).then(
      (session) => {
        if (session) {
          toast({
            title: t('teamSelector.signedInTitle'),
            description: t('teamSelector.signedInAs', {
              name: teamLabel({ name: session.username, number: session.teamNumber }),
            }),
            variant: 'success',
          });
        } else {
          setRestoreFailed(true);
        }
      },
      () => setRestoreFailed(true),
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <TeamSelect
        id="home-team"
        label={t('teamSelector.label')}
        placeholder={t('teamSelector.placeholder')}
        teams={teams.data}
        isLoading={teams.isPending}
        isError={teams.isError}
        emptyText={t('teamSelector.empty')}
        errorText={t('teamSelector.failed')}
        loadingText={t('teamSelector.loading')}
        value={teamId}
        onChange={choose}
        markRegistered
      />
      {team && !team.isRegistered ? (
        <div className="flex flex-col gap-3 rounded-lg border border-yellow-300 bg-yellow-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-yellow-950">
            <span className="font-bold">{teamLabel(team)}</span> {t('teamSelector.notRegistered')}
          </p>
          <Button asChild variant="secondary" className="sm:shrink-0">
            <Link href={`/register?teamId=${team.id}`}>
              <ClipboardCheck aria-hidden="true" />
              {t('registration.complete')}
            </Link>
          </Button>
        </div>
      ) : null}
      {team?.isRegistered && restore.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-zinc-700">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {t('teamSelector.signingIn')}
        </p>
      ) : null}
      {team?.isRegistered && restoreFailed ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-zinc-700">
            {t('teamSelector.enterCode', { name: teamLabel(team) })}
          </p>
          <Suspense
            fallback={
              <LoaderCircle
                aria-label={t('loading', { ns: 'common' })}
                className="size-5 animate-spin text-zinc-600"
              />
            }
          >
            <TeamCodeSignIn key={team.id} team={team} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
