import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/layout/page-header.tsx';
import { ManualAssistant } from '../features/manual/components/manual-assistant.tsx';
// This screen's English comes with its code (decision 199).
import '../lib/i18n/team-screens.ts';

/** Spec 2.13: the web-search assistant, purple, with its Sources list. */
export default function PerplexityManualPage() {
  const { t } = useTranslation('manual');
  return (
    <>
      <PageHeader
        title={<span className="text-purple-900">{t('pages.webSearch.title')}</span>}
        description={t('pages.webSearch.description')}
      />
      <ManualAssistant variant="web-search" />
    </>
  );
}
