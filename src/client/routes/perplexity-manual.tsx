import { ComingSoon } from '../components/layout/coming-soon.tsx';
import { PageHeader } from '../components/layout/page-header.tsx';

export default function PerplexityManualPage() {
  return (
    <>
      <PageHeader
        title="Perplexity AI Manual Search"
        description="Ask about the game manual with web search and cited sources."
      />
      <ComingSoon>
        A question box and answers with a list of source links will appear here.
      </ComingSoon>
    </>
  );
}
