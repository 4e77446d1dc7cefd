import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/layout/page-header.tsx';
import { useSession } from '../features/auth/api.ts';
import { ManualAssistant } from '../features/manual/components/manual-assistant.tsx';
// This screen's English comes with its code (decision 199).
import '../lib/i18n/team-screens.ts';

/**
 * Only organisers manage the manuals: a team's phone never downloads that screen, its zod
 * schemas or its texts (decision 226).
 */
const ManualDocumentsAdmin = lazy(() =>
  import('../features/manual/components/manual-documents-admin.tsx').then((module) => ({
    default: module.ManualDocumentsAdmin,
  })),
);

/** Spec 2.12: the game manual assistant with a model picker; admins also manage the manuals. */
export default function GameManualPage() {
  const { t } = useTranslation('manual');
  const { isAdmin } = useSession();
  return (
    <>
      <PageHeader title={t('pages.model.title')} description={t('pages.model.description')} />
      <div className="space-y-8">
        <ManualAssistant variant="model" />
        {isAdmin ? (
          <Suspense fallback={null}>
            <ManualDocumentsAdmin />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
