import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Lock } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../api.ts';
import { GuardMessage } from './guard-message.tsx';

/** Spec section 2.3: the login-required wrapper. Signed-out visitors are sent to /register. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation('registration');
  const { isLoading, isAuthenticated } = useSession();
  const [, navigate] = useLocation();
  const denied = !isLoading && !isAuthenticated;

  useEffect(() => {
    if (denied) navigate('/register', { replace: true });
  }, [denied, navigate]);

  if (isLoading) return <PageSpinner label={t('checkingSession')} />;
  if (denied) {
    return (
      <GuardMessage
        icon={<Lock aria-hidden="true" />}
        title={t('guards.authTitle')}
        description={t('guards.authText')}
      >
        <Button asChild>
          <Link href="/register">{t('guards.goRegister')}</Link>
        </Button>
      </GuardMessage>
    );
  }
  return children;
}
