import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { House } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import type { RegistrationOutcome } from '../use-standalone-submit.ts';
import { RegistrationNotice } from './registration-notice.tsx';

function AlreadyRegistered() {
  const { t } = useTranslation('registration');
  return (
    <RegistrationNotice
      title={t('outcome.alreadyTitle')}
      description={t('outcome.alreadyText')}
      redirecting
    />
  );
}

/**
 * /register for a team that is signed in on arrival: restored from this browser's saved
 * registration, or signed in already.
 */
export function SignedInOnArrival({ restored }: { restored: boolean }) {
  const { t } = useTranslation('registration');
  return restored ? (
    <RegistrationNotice
      title={t('outcome.restoredTitle')}
      description={t('outcome.restoredText')}
      redirecting
    />
  ) : (
    <AlreadyRegistered />
  );
}

/** What a submitted registration ended in, while the page redirects home. */
export function SubmittedRegistration({
  outcome,
}: {
  outcome: Exclude<RegistrationOutcome, null>;
}) {
  const { t } = useTranslation('registration');
  if (outcome === 'already-registered') return <AlreadyRegistered />;
  return (
    <RegistrationNotice
      title={t('outcome.completeTitle')}
      description={t('outcome.completeText')}
      redirecting
    >
      <Button asChild>
        <Link href="/home">
          <House aria-hidden="true" />
          {t('home')}
        </Link>
      </Button>
    </RegistrationNotice>
  );
}
