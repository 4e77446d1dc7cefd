import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Users } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../api.ts';
import { GuardMessage } from './guard-message.tsx';

/** Lets a signed-in team or an administrator through; anyone else is asked to register. */
export function TeamFeatureGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('registration');
  const { isLoading, teamId, isAdmin } = useSession();
  if (isLoading) return <PageSpinner label={t('checkingSession')} />;
  if (teamId !== null || isAdmin) return children;
  return (
    <GuardMessage
      icon={<Users aria-hidden="true" />}
      title={t('guards.teamsTitle')}
      description={t('guards.teamsText')}
    >
      <Button asChild>
        <Link href="/register">{t('guards.goRegister')}</Link>
      </Button>
    </GuardMessage>
  );
}
