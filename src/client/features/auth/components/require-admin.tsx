import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ShieldCheck } from 'lucide-react';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../api.ts';
import type { StaffRole } from '../../../../shared/staff-roles.ts';
import { GuardMessage } from './guard-message.tsx';

const ORGANISERS: readonly StaffRole[] = ['organiser'];

/**
 * Spec section 2.3: the admin-only wrapper, for organisers unless `roles` also lets judges or
 * volunteers in (decision 259). Anyone else is sent to /admin-login.
 */
export function RequireAdmin({
  children,
  roles = ORGANISERS,
}: {
  children: ReactNode;
  roles?: readonly StaffRole[];
}) {
  const { t } = useTranslation('registration');
  const { isLoading, role } = useSession();
  const [, navigate] = useLocation();
  const denied = !isLoading && !roles.some((allowed) => allowed === role);

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
