import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Lightbulb, ListChecks, Quote, ThumbsUp } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { parseAnswer, type AnswerBlock, type Inline, type KnownHeading } from '../answer-format.ts';
import type { AssistantTheme } from '../theme.ts';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';
import { Pressable } from '../../../components/ui/pressable.tsx';

const HEADING_ICONS: Record<KnownHeading, typeof Quote> = {
  'Quote Extraction': Quote,
  Summary: ListChecks,
  Explanation: Lightbulb,
  Conclusion: CheckCircle2,
  Recommendation: ThumbsUp,
};

export interface RuleOpener {
  (ruleId: string): void;
}

/** A rule id inside the answer: a button that opens the rule's text. */
export function RuleChip({
  ruleId,
  theme,
  onOpenRule,
  className,
}: {
  ruleId: string;
  theme: AssistantTheme;
  onOpenRule: RuleOpener;
  className?: string;
}) {
  const { t } = useTranslation('manual');
  const label = `<${ruleId}>`;
  return (
    <Pressable
      type="button"
      onClick={() => onOpenRule(ruleId)}
      aria-label={t('rule.open', { rule: label })}
      className={cn(
        'mx-0.5 inline-flex items-center rounded border px-1 align-baseline font-mono text-[0.85em] font-semibold focus-visible:outline-2 focus-visible:outline-ring',
        theme.chip,
        className,
      )}
    >
      {label}
    </Pressable>
  );
}

/** The word before a quoted rule's id. */
function RuleLabel() {
  const { t } = useTranslation('manual');
  return t('rule.word');
}

function InlineText({
  parts,
  theme,
  onOpenRule,
}: {
  parts: Inline[];
  theme: AssistantTheme;
  onOpenRule: RuleOpener;
}) {
  return parts.map((part, i) => {
    switch (part.kind) {
      case 'strong':
        return <strong key={i}>{part.text}</strong>;
      case 'em':
        return <em key={i}>{part.text}</em>;
      case 'rule':
        return <RuleChip key={i} ruleId={part.ruleId} theme={theme} onOpenRule={onOpenRule} />;
      default:
        return <span key={i}>{part.text}</span>;
    }
  });
}

function Lines({
  lines,
  theme,
  onOpenRule,
}: {
  lines: Inline[][];
  theme: AssistantTheme;
  onOpenRule: RuleOpener;
}) {
  return lines.map((line, i) => (
    <span key={i} className="block">
      <InlineText parts={line} theme={theme} onOpenRule={onOpenRule} />
    </span>
  ));
}

function Block({
  block,
  theme,
  onOpenRule,
}: {
  block: AnswerBlock;
  theme: AssistantTheme;
  onOpenRule: RuleOpener;
}): ReactNode {
  switch (block.kind) {
    case 'heading': {
      const Icon = block.known ? HEADING_ICONS[block.known] : null;
      return (
        <h3
          className={cn(
            'mt-4 flex items-center gap-2 text-base font-bold first:mt-0',
            theme.accentText,
          )}
        >
          {Icon ? <Icon aria-hidden="true" className="size-4 shrink-0" /> : null}
          {block.text}
        </h3>
      );
    }
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={cn('my-2 space-y-1 pl-5', block.ordered ? 'list-decimal' : 'list-disc')}>
          {block.items.map((item, i) => (
            <li key={i}>
              <InlineText parts={item} theme={theme} onOpenRule={onOpenRule} />
            </li>
          ))}
        </List>
      );
    }
    case 'citation': {
      // The block's own id is shown as its label, so it is not repeated at the start of the text.
      const [first = [], ...rest] = block.lines;
      const lead =
        first[0]?.kind === 'rule' && first[0].ruleId === block.ruleId ? first.slice(1) : first;
      return (
        <blockquote
          className={cn('my-2 rounded-r-lg border-l-4 px-3 py-2 text-zinc-800', theme.citation)}
        >
          {block.ruleId ? (
            <p className="mb-1 text-xs font-semibold tracking-wide text-zinc-600 uppercase">
              <RuleLabel /> <RuleChip ruleId={block.ruleId} theme={theme} onOpenRule={onOpenRule} />
            </p>
          ) : null}
          <Lines lines={[lead, ...rest]} theme={theme} onOpenRule={onOpenRule} />
        </blockquote>
      );
    }
    default:
      return (
        <p className="my-2">
          <Lines lines={block.lines} theme={theme} onOpenRule={onOpenRule} />
        </p>
      );
  }
}

/** The answer, formatted (spec 2.12) and rendered as React text, never as HTML. */
export function FormattedAnswer({
  answer,
  theme,
  onOpenRule,
}: {
  answer: string;
  theme: AssistantTheme;
  onOpenRule: RuleOpener;
}) {
  return (
    <div className="text-[0.95rem] leading-relaxed text-zinc-900" data-testid="formatted-answer">
      {parseAnswer(answer).map((block, i) => (
        <Block key={i} block={block} theme={theme} onOpenRule={onOpenRule} />
      ))}
    </div>
  );
}
