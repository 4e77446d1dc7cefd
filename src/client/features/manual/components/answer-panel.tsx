import { useTranslation } from 'react-i18next';
import { Bot, ExternalLink, MessageSquareText, SearchX } from 'lucide-react';
import { MANUAL } from '../../../../shared/constants.ts';
import type { ManualAnswer, PerplexityAnswer } from '../../../../shared/contract/manual.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ScrollArea } from '../../../components/ui/scroll-area.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import type { AssistantTheme, AssistantVariant } from '../theme.ts';
import { FormattedAnswer, RuleChip, type RuleOpener } from './formatted-answer.tsx';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

export interface AnswerPanelProps {
  variant: AssistantVariant;
  theme: AssistantTheme;
  asked: string | null;
  answer: ManualAnswer | PerplexityAnswer | null;
  pending: boolean;
  /** Why the last question failed, as the server said it. */
  failure: string | null;
  onOpenRule: RuleOpener;
}

const idOf = (reference: string) => reference.replace(/^<|>$/g, '');

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

function Sources({ answer }: { answer: PerplexityAnswer }) {
  const { t } = useTranslation('manual');
  return (
    <section aria-labelledby="manual-sources" className="mt-4">
      <h3 id="manual-sources" className="text-sm font-bold text-purple-900">
        {t('answer.sources')}
      </h3>
      {answer.citations.length === 0 ? (
        <p className="mt-1 text-sm text-zinc-600">
          {answer.mode === 'manual-search' ? t('answer.noWebSearch') : t('answer.noSources')}
        </p>
      ) : (
        <ol className="mt-1 list-decimal space-y-1 pl-5 text-sm">
          {answer.citations.map((url) => (
            <li key={url}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 break-all text-purple-800 underline underline-offset-2 hover:text-purple-600"
              >
                {hostOf(url)}
                <span className="sr-only"> {t('answer.opensUrl', { url })}</span>
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
              </a>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The answer area (300 px, scrollable), the model used, reference badges and sources. */
export function AnswerPanel({
  variant,
  theme,
  asked,
  answer,
  pending,
  failure,
  onOpenRule,
}: AnswerPanelProps) {
  const { t } = useTranslation('manual');
  return (
    <Card className={cn('border-2', theme.panel)}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageSquareText aria-hidden="true" className={cn('size-5', theme.icon)} />
          {t('answer.title')}
        </CardTitle>
        {answer && !pending ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-700">
            <Bot aria-hidden="true" className="size-4" />
            <span>{t('answer.modelUsed')}</span>
            <Badge
              variant={answer.mode === 'model' ? 'default' : 'warning'}
              data-testid="model-used"
            >
              {answer.modelUsed}
            </Badge>
          </p>
        ) : null}
        {asked ? (
          <p className="text-sm text-zinc-600">{t('answer.asked', { question: asked })}</p>
        ) : null}
      </CardHeader>
      <CardContent>
        <ScrollArea
          className="rounded-lg border border-zinc-200 bg-zinc-50/60"
          style={{ height: MANUAL.answerAreaHeightPx }}
          scrollHideDelay={MANUAL.scrollHideDelayMs}
          viewportLabel={t('answer.text')}
        >
          <div className="p-4" aria-live="polite">
            {pending ? (
              <div className="flex h-full min-h-40 flex-col items-center justify-center gap-3 text-zinc-700">
                <Spinner className={cn('size-8', theme.icon)} label={t('gettingAnswer')} />
                <p>{variant === 'web-search' ? t('answer.searchingWeb') : t('answer.searching')}</p>
              </div>
            ) : failure ? (
              <div role="alert" className="flex items-start gap-2 text-red-800">
                <SearchX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                <p>{t('answer.failed', { reason: failure })}</p>
              </div>
            ) : answer ? (
              <FormattedAnswer answer={answer.answer} theme={theme} onOpenRule={onOpenRule} />
            ) : (
              <p className="text-zinc-600">{t('answer.empty')}</p>
            )}
          </div>
        </ScrollArea>

        {answer && !pending ? (
          <>
            <section aria-labelledby={`references-${variant}`} className="mt-4">
              <h3
                id={`references-${variant}`}
                className={cn('text-sm font-bold', theme.accentText)}
              >
                {t('answer.references')}
              </h3>
              {answer.references.length ? (
                <ul className="mt-1 flex flex-wrap gap-1.5">
                  {answer.references.map((reference) => (
                    <li key={reference}>
                      <RuleChip
                        ruleId={idOf(reference)}
                        theme={theme}
                        onOpenRule={onOpenRule}
                        className="mx-0 min-h-11 rounded-full px-3 text-sm md:min-h-8"
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1 text-sm text-zinc-600">{t('answer.noReferences')}</p>
              )}
            </section>
            {'citations' in answer ? <Sources answer={answer} /> : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
