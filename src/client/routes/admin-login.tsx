import { Redirect, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Bot, CalendarClock, CalendarDays, Tv, Users } from 'lucide-react';
import { PageHeader } from '../components/layout/page-header.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../components/ui/card.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { useSession } from '../features/auth/api.ts';
import { AdminLoginForm } from '../features/auth/components/admin-login-form.tsx';

const MANAGES = [
  { icon: Users, text: 'teams' },
  { icon: CalendarClock, text: 'timeslots' },
  { icon: Bot, text: 'robots' },
  { icon: Tv, text: 'streams' },
  { icon: CalendarDays, text: 'date' },
] as const;

/** Spec section 2.8. */
export default function AdminLoginPage() {
  const { t } = useTranslation('registration');
  const { isLoading, isStaff } = useSession();
  const [, navigate] = useLocation();

  if (isLoading) return <PageSpinner label={t('checkingSession')} />;
  if (isStaff) return <Redirect to="/admin" replace />;

  return (
    <>
      <PageHeader title={t('adminLogin.title')} description={t('adminLogin.description')} />
      <div className="grid gap-6 md:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle>{t('adminLogin.cardTitle')}</CardTitle>
            <CardDescription>{t('adminLogin.cardText')}</CardDescription>
          </CardHeader>
          <CardContent>
            <AdminLoginForm onSuccess={() => navigate('/admin')} />
          </CardContent>
        </Card>
        <Card className="bg-zinc-900 text-white">
          <CardHeader>
            <CardTitle>{t('adminLogin.managesTitle')}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <ul className="flex flex-col gap-3">
              {MANAGES.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-3">
                  <Icon aria-hidden="true" className="size-5 shrink-0 text-amber-400" />
                  <span>{t(`adminLogin.${text}`)}</span>
                </li>
              ))}
            </ul>
            <p className="rounded-lg border border-zinc-700 bg-zinc-800 p-3 text-sm text-zinc-200">
              {t('adminLogin.authorizedOnly')}
            </p>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
