import { ComingSoon } from '../components/layout/coming-soon.tsx';
import { PageHeader } from '../components/layout/page-header.tsx';

export default function LiveStreamPage() {
  return (
    <>
      <PageHeader title="Live Stream" description="Watch the tournament live." />
      <ComingSoon>The tournament's live video streams will appear here.</ComingSoon>
    </>
  );
}
