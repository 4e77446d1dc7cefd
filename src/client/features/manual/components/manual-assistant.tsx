import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MANUAL } from '../../../../shared/constants.ts';
import type {
  ManualAnswer,
  ManualModel,
  PerplexityAnswer,
} from '../../../../shared/contract/manual.ts';
import { PageSection } from '../../../components/page-section.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { manualStatusQueryOptions, useAskManual, useAskPerplexity } from '../api.ts';
import { THEMES, type AssistantVariant } from '../theme.ts';
import { AnswerPanel } from './answer-panel.tsx';
import { ManualLinks } from './manual-links.tsx';
import { ManualSourceNote } from './manual-source-note.tsx';
import { QuestionForm } from './question-form.tsx';
import { RuleDialog } from './rule-dialog.tsx';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

/**
 * One assistant page body: question, answer, references. `model` asks the chosen OpenAI model
 * (spec 2.12); `web-search` asks Perplexity and lists its sources (spec 2.13).
 */
export function ManualAssistant({ variant }: { variant: AssistantVariant }) {
  const { t } = useTranslation('manual');
  const theme = THEMES[variant];
  const [question, setQuestion] = useState('');
  const [model, setModel] = useState<ManualModel>(MANUAL.defaultModel);
  const [asked, setAsked] = useState<string | null>(null);
  const [answer, setAnswer] = useState<ManualAnswer | PerplexityAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [openRule, setOpenRule] = useState<string | null>(null);
  const askManual = useAskManual();
  const askWeb = useAskPerplexity();
  const pending = askManual.isPending || askWeb.isPending;
  // Which manual answers is said above the form: the form waits for it (the first load only; the
  // answer is kept, offline too), rather than being pushed down when it comes (a layout shift).
  const status = useQuery(manualStatusQueryOptions());

  const onAsk = (text: string) => {
    setAsked(text);
    setFailure(null);
    const handlers = {
      onSuccess: (result: ManualAnswer | PerplexityAnswer) => setAnswer(result),
      onError: (error: unknown) => {
        setAnswer(null);
        if (variant === 'model') {
          setFailure(errorMessage(error, t('messages.askFailed')));
          toast({
            title: t('error', { ns: 'common' }),
            description: t('messages.askFailed'),
            variant: 'destructive',
          });
        } else {
          const message = errorMessage(error, t('messages.perplexityFailed'));
          setFailure(message);
          toast({
            title: t('error', { ns: 'common' }),
            description: message,
            variant: 'destructive',
          });
        }
      },
    };
    if (variant === 'model') askManual.mutate({ question: text, model }, handlers);
    else askWeb.mutate({ question: text }, handlers);
  };

  if (status.isPending) return <Spinner label={t('loadingAssistant')} />;
  return (
    <div className="space-y-5">
      {/* The drawn page is adopted a section at a time (decision 226). */}
      <PageSection>
        <ManualLinks variant={variant} />
      </PageSection>
      <PageSection>
        <ManualSourceNote variant={variant} />
      </PageSection>
      <PageSection>
        <QuestionForm
          question={question}
          onQuestionChange={setQuestion}
          model={variant === 'model' ? model : undefined}
          onModelChange={variant === 'model' ? setModel : undefined}
          pending={pending}
          onAsk={onAsk}
          theme={theme}
        />
      </PageSection>
      <PageSection>
        <AnswerPanel
          variant={variant}
          theme={theme}
          asked={asked}
          answer={answer}
          pending={pending}
          failure={failure}
          onOpenRule={setOpenRule}
        />
      </PageSection>
      <RuleDialog ruleId={openRule} onClose={() => setOpenRule(null)} />
    </div>
  );
}
