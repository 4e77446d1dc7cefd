import { ComingSoon } from '../components/layout/coming-soon.tsx';
import { PageHeader } from '../components/layout/page-header.tsx';

export default function TrackBotsPage() {
  return (
    <>
      <PageHeader title="Tournament Locations" description="Find your robots on the event map." />
      <ComingSoon>
        A live map of robot locations with Bluetooth scanning will appear here.
      </ComingSoon>
    </>
  );
}
