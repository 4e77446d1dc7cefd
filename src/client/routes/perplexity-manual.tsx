import { PageHeader } from '../components/layout/page-header.tsx';
import { ManualAssistant } from '../features/manual/components/manual-assistant.tsx';

/** Spec 2.13: the web-search assistant, purple, with its Sources list. */
export default function PerplexityManualPage() {
  return (
    <>
      <PageHeader
        title={<span className="text-purple-900">Perplexity AI Manual Search</span>}
        description="Ask about the game manual with web search and cited sources."
      />
      <ManualAssistant variant="web-search" />
    </>
  );
}
