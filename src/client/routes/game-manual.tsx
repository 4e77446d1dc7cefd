import { ComingSoon } from '../components/layout/coming-soon.tsx';
import { PageHeader } from '../components/layout/page-header.tsx';

export default function GameManualPage() {
  return (
    <>
      <PageHeader
        title="Game Manual AI"
        description="Ask questions about the game manual and get answers with rule references."
      />
      <ComingSoon>
        A question box, model picker, example questions and referenced answers will appear here.
      </ComingSoon>
    </>
  );
}
