import { ComingSoon } from '../components/layout/coming-soon.tsx';
import { PageHeader } from '../components/layout/page-header.tsx';

export default function MessagesPage() {
  return (
    <>
      <PageHeader
        title="Team Messages"
        description="Coordinate with other teams using pre-approved messages."
      />
      <ComingSoon>
        Your conversations with other teams and the pre-approved message picker will appear here.
      </ComingSoon>
    </>
  );
}
