import { useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/layout/page-header.tsx';
import { Card, CardContent } from '../components/ui/card.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { AcceptInviteForm } from '../features/staff/components/accept-invite-form.tsx';
import { useOrganiserTexts } from '../lib/i18n/organiser.ts';

/** /invite#token=...: an invited organiser, judge or volunteer picks a username and a password. */
export default function InvitePage() {
  const { t } = useTranslation(['admin', 'common']);
  const [, navigate] = useLocation();
  if (!useOrganiserTexts(['admin']))
    return <PageSpinner className="min-h-dvh" label={t('common:loading')} />;
  return (
    <>
      <PageHeader title={t('invitePage.title')} description={t('invitePage.intro')} />
      <Card className="max-w-xl">
        <CardContent className="pt-6">
          <AcceptInviteForm onAccepted={() => navigate('/admin', { replace: true })} />
        </CardContent>
      </Card>
    </>
  );
}
