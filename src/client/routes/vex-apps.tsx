import { useTranslation } from 'react-i18next';
import { COMPETITION_NAME } from '../../shared/constants.ts';
import { PageHeader } from '../components/layout/page-header.tsx';
import { AppsGrid } from '../features/apps/components/apps-grid.tsx';
// This screen's English comes with its code (decision 199).
import '../lib/i18n/team-screens.ts';

/** Spec 2.16 (inside the team-feature gate the router provides). */
export default function AppsPage() {
  const { t } = useTranslation('apps');
  return (
    <>
      <PageHeader
        title={t('title', { competition: COMPETITION_NAME })}
        description={t('description')}
      />
      <AppsGrid />
    </>
  );
}
