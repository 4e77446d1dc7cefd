import { ComingSoon } from '../components/layout/coming-soon.tsx';
import { PageHeader } from '../components/layout/page-header.tsx';

export default function DashboardPage() {
  return (
    <>
      <PageHeader
        title="Interview Dashboard"
        description="Your team's upcoming and past judging interviews."
      />
      <ComingSoon>
        Tabs for Upcoming Interviews and Past Interviews, with cancellation, will appear here.
      </ComingSoon>
    </>
  );
}
