import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/layout/page-header.tsx';
import { TeamRegistrationForm } from '../features/registration/components/team-registration-form.tsx';

/** Screen A of spec 2.7 (with the consent form, screen B), at /consent (decision 010). */
export default function ConsentPage() {
  const { t } = useTranslation('registration');
  return (
    <>
      <PageHeader title={t('pages.consentTitle')} description={t('pages.consentText')} />
      <TeamRegistrationForm />
    </>
  );
}
