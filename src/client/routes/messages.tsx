import { useTranslation } from 'react-i18next';
import { teamLabel } from '../../shared/team-label.ts';
import { PageHeader } from '../components/layout/page-header.tsx';
import { useSession } from '../features/auth/api.ts';
import { PleaseLogIn } from '../features/messaging/components/please-log-in.tsx';
import { SafeguardingLog } from '../features/messaging/components/safeguarding-log.tsx';
import { TeamMessenger } from '../features/messaging/components/team-messenger.tsx';

/** Spec 2.11: team messages; administrators see the safeguarding log instead (decision 030). */
export default function MessagesPage() {
  const { t } = useTranslation('messages');
  const { isAuthenticated, isAdmin, teamId, username, teamNumber } = useSession();
  if (!isAuthenticated) return <PleaseLogIn />;
  if (isAdmin || teamId === null) {
    return (
      <>
        <PageHeader title={t('pageTitle')} description={t('safeguardingDescription')} />
        <SafeguardingLog />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('pageTitle')} description={t('pageDescription')} />
      <TeamMessenger teamId={teamId} teamName={teamLabel({ name: username ?? '', number: teamNumber })} />
    </>
  );
}
