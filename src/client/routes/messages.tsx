import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { teamLabel } from '../../shared/team-label.ts';
import { PageHeader } from '../components/layout/page-header.tsx';
import { useSession } from '../features/auth/api.ts';
import { PleaseLogIn } from '../features/messaging/components/please-log-in.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { TeamMessenger } from '../features/messaging/components/team-messenger.tsx';

/** Only organisers read the safeguarding log, so a team's phone never downloads it (decision 226). */
const SafeguardingLog = lazy(() =>
  import('../features/messaging/components/safeguarding-log.tsx').then((module) => ({
    default: module.SafeguardingLog,
  })),
);

/** Spec 2.11: team messages; administrators see the safeguarding log instead (decision 030). */
export default function MessagesPage() {
  const { t } = useTranslation('messages');
  const { isAuthenticated, isAdmin, teamId, username, teamNumber } = useSession();
  if (!isAuthenticated) return <PleaseLogIn />;
  if (isAdmin || teamId === null) {
    return (
      <>
        <PageHeader title={t('pageTitle')} description={t('safeguardingDescription')} />
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <SafeguardingLog />
        </Suspense>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('pageTitle')} description={t('pageDescription')} />
      <TeamMessenger
        teamId={teamId}
        teamName={teamLabel({ name: username ?? '', number: teamNumber })}
      />
    </>
  );
}
