import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { House } from 'lucide-react';
import { PageSection } from '../components/page-section.tsx';
import { PageHeader } from '../components/layout/page-header.tsx';
import { Button } from '../components/ui/button.tsx';
import { StandaloneRegistration } from '../features/registration/components/standalone-registration.tsx';

/** Screen C of spec 2.7, at /register and / (decision 010). */
export default function RegisterPage() {
  const { t } = useTranslation('registration');
  return (
    <>
      <PageHeader
        title={t('pages.registerTitle')}
        description={t('pages.registerText')}
        actions={
          <Button asChild variant="outline">
            <Link href="/home">
              <House aria-hidden="true" />
              {t('home')}
            </Link>
          </Button>
        }
      />
      {/* The drawn page is adopted a section at a time (decision 226). */}
      <PageSection>
        <StandaloneRegistration />
      </PageSection>
    </>
  );
}
