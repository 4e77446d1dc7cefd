import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/layout/page-header.tsx';
import { useSession } from '../features/auth/api.ts';
import { ManageStreamForm } from '../features/streams/components/manage-stream-form.tsx';
import { StreamList } from '../features/streams/components/stream-list.tsx';
// This screen's English comes with its code (decision 199).
import '../lib/i18n/team-screens.ts';

/** Spec 2.14: the streams for everyone signed in; administrators also manage them. */
export default function LiveStreamPage() {
  const { t } = useTranslation('streams');
  const { isAdmin } = useSession();
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <div className="grid gap-8">
        {isAdmin ? <ManageStreamForm /> : null}
        <StreamList canManage={isAdmin} />
      </div>
    </>
  );
}
