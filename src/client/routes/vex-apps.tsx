import { COMPETITION_NAME } from '../../shared/constants.ts';
import { ComingSoon } from '../components/layout/coming-soon.tsx';
import { PageHeader } from '../components/layout/page-header.tsx';

export default function AppsPage() {
  return (
    <>
      <PageHeader
        title={`${COMPETITION_NAME} Apps`}
        description="Mobile apps for robotics, coding and tournament management."
      />
      <ComingSoon>
        Cards to open the robotics app, the coding app and the tournament manager app (or find them
        on the Play Store) will appear here.
      </ComingSoon>
    </>
  );
}
