import { COMPETITION_NAME } from '../../shared/constants.ts';
import { PageHeader } from '../components/layout/page-header.tsx';
import { AppsGrid } from '../features/apps/components/apps-grid.tsx';

/** Spec 2.16 (inside the team-feature gate the router provides). */
export default function AppsPage() {
  return (
    <>
      <PageHeader
        title={`${COMPETITION_NAME} Apps`}
        description="Mobile apps for robotics, coding and tournament management."
      />
      <AppsGrid />
    </>
  );
}
