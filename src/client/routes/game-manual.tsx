import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/layout/page-header.tsx';
import { useSession } from '../features/auth/api.ts';
import { ManualAssistant } from '../features/manual/components/manual-assistant.tsx';
import { ManualDocumentsAdmin } from '../features/manual/components/manual-documents-admin.tsx';
// This screen's English comes with its code (decision 199).
import '../lib/i18n/team-screens.ts';

/** Spec 2.12: the game manual assistant with a model picker; admins also manage the manuals. */
export default function GameManualPage() {
  const { t } = useTranslation('manual');
  const { isAdmin } = useSession();
  return (
    <>
      <PageHeader
        title={t('pages.model.title')}
        description={t('pages.model.description')}
      />
      <div className="space-y-8">
        <ManualAssistant variant="model" />
        {isAdmin ? <ManualDocumentsAdmin /> : null}
      </div>
    </>
  );
}
