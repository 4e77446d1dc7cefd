import { useTranslation } from 'react-i18next';
import { teamLabel } from '../../../../shared/team-label.ts';
import { Link } from 'wouter';
import { CircleCheck, LogOut, ShieldCheck, TriangleExclamationPoint } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { useLogout, useSession } from '../../auth/index.ts';
import { HomeTeamSelector } from './home-team-selector.tsx';

/** Spec section 2.5: Log Out with the username; useLogout goes to /register afterwards. */
function LogOutButton({
  username,
  pending,
  onLogOut,
}: {
  username: string | null;
  pending: boolean;
  onLogOut: () => void;
}) {
  const { t } = useTranslation('home');
  return (
    <Button variant="outline" disabled={pending} onClick={onLogOut} className="sm:shrink-0">
      <LogOut aria-hidden="true" />
      {pending ? t('registration.loggingOut') : t('registration.logOut')}
      {username ? <span className="max-w-40 truncate font-normal">({username})</span> : null}
    </Button>
  );
}

/**
 * Spec section 2.5: signed-out visitors see the yellow 'Team Registration Required' banner and
 * the team selector (which signs a registered team in with its code); a signed-in team sees only
 * its own team; everyone signed in gets Log Out with their name, and /register after it.
 */
export function HomeRegistrationPanel() {
  const { t } = useTranslation('home');
  const { isLoading, isAuthenticated, isAdmin, username, teamId, teamNumber, checkedIn } =
    useSession();
  const logout = useLogout({
    failureDescription: t('registration.logOutFailed'),
    redirectTo: '/register',
  });
  const logOut = () => logout.mutate();

  if (isLoading)
    return <div aria-hidden="true" className="h-24 animate-pulse rounded-xl bg-zinc-200/70" />;

  if (!isAuthenticated) {
    return (
      <section aria-labelledby="registration-required-title" className="flex flex-col gap-4">
        <div className="flex flex-col gap-4 rounded-xl border-2 border-yellow-400 bg-yellow-50 p-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex gap-3">
            <TriangleExclamationPoint
              aria-hidden="true"
              className="mt-0.5 size-6 shrink-0 text-yellow-700"
            />
            <div>
              <h2 id="registration-required-title" className="text-lg font-bold text-yellow-950">
                {t('registration.requiredTitle')}
              </h2>
              <p className="text-sm text-yellow-950">{t('registration.requiredText')}</p>
            </div>
          </div>
          <Button asChild variant="secondary" className="sm:shrink-0">
            <Link href="/register">{t('registration.complete')}</Link>
          </Button>
        </div>
        <div className="rounded-xl border border-zinc-200 bg-white p-4 sm:p-5">
          <HomeTeamSelector />
        </div>
      </section>
    );
  }

  return (
    <section
      aria-label={t('registration.session')}
      className="flex flex-col gap-4 rounded-xl border border-zinc-200 bg-white p-4 sm:flex-row sm:items-end sm:justify-between sm:p-5"
    >
      {isAdmin ? (
        <p className="flex items-center gap-2 text-sm text-zinc-700">
          <ShieldCheck aria-hidden="true" className="size-5 text-zinc-900" />
          {t('registration.signedInAdmin')}{' '}
          <span className="font-bold text-zinc-950">{username}</span>
        </p>
      ) : (
        <div className="flex min-w-0 flex-col gap-2 sm:w-80">
          <Label htmlFor="home-own-team">{t('registration.ownTeam')}</Label>
          <NativeSelect id="home-own-team" value={String(teamId)} disabled>
            <option value={String(teamId)}>
              {username === null ? null : teamLabel({ name: username, number: teamNumber })}
            </option>
          </NativeSelect>
          {checkedIn ? (
            <p
              className="flex items-center gap-2 text-sm font-semibold text-green-800"
              data-testid="team-checked-in"
            >
              <CircleCheck aria-hidden="true" className="size-5" />
              <span>{t('checkIn.checkedIn')}</span>
              <span className="sr-only">{t('checkIn.checkedInText')}</span>
            </p>
          ) : null}
        </div>
      )}
      <LogOutButton username={username} pending={logout.isPending} onLogOut={logOut} />
    </section>
  );
}
