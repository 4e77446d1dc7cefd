import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ShieldCheck } from 'lucide-react';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../api.ts';
import { GuardMessage } from './guard-message.tsx';

/** Spec section 2.3: the admin-only wrapper. Visitors and teams are sent to /admin-login. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation('registration');
  const { isLoading, isAdmin } = useSession();
  const [, navigate] = useLocation();
  const denied = !isLoading && !isAdmin;

  useEffect(() => {
    if (denied) navigate('/admin-login', { replace: true });
  }, [denied, navigate]);

  if (isLoading) return <PageSpinner label={t('checkingSession')} />;
  if (denied) {
    return (
      <GuardMessage
        icon={<ShieldCheck aria-hidden="true" />}
        title={t('guards.adminTitle')}
        description={t('guards.adminText')}
      />
    );
  }
  return children;
}
