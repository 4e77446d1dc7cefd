import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormEvent, KeyboardEvent } from 'react';
import { Send } from 'lucide-react';
import { MANUAL } from '../../../../shared/constants.ts';
import type { ManualModel } from '../../../../shared/contract/manual.ts';
import { EXAMPLE_QUESTIONS } from '../../../../shared/manual-examples.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { cn } from '../../../lib/cn.ts';
import type { AssistantTheme } from '../theme.ts';
// This screen's English comes with its code (decision 199).
import '../../../lib/i18n/team-screens.ts';

export interface QuestionFormProps {
  question: string;
  onQuestionChange: (question: string) => void;
  /** Absent for the web-search assistant, which has no model picker (spec 2.13). */
  model?: ManualModel;
  onModelChange?: (model: ManualModel) => void;
  pending: boolean;
  onAsk: (question: string) => void;
  theme: AssistantTheme;
}

/** The question box, the model picker and the example questions (spec 2.12, 5). */
export function QuestionForm({
  question,
  onQuestionChange,
  model,
  onModelChange,
  pending,
  onAsk,
  theme,
}: QuestionFormProps) {
  const { t } = useTranslation('manual');
  const questionId = useId();
  const modelId = useId();
  const hintId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const blank = question.trim() === '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    if (blank) {
      toast({
        title: t('messages.emptyQuestionTitle'),
        description: t('messages.emptyQuestion'),
        variant: 'destructive',
      });
      return;
    }
    onAsk(question.trim());
  };

  // Ctrl/Cmd+Enter asks, as in most chat boxes; Enter alone adds a line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-busy={pending}>
      <div className="space-y-2">
        <Label htmlFor={questionId}>{t('form.question')}</Label>
        <Textarea
          id={questionId}
          ref={textarea}
          value={question}
          onChange={(event) => onQuestionChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('form.placeholder')}
          maxLength={MANUAL.questionMaxLength}
          rows={3}
          disabled={pending}
          aria-describedby={hintId}
        />
        <p id={hintId} className="text-xs text-zinc-600">
          {t('form.hint', { length: question.length, max: MANUAL.questionMaxLength })}
        </p>
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {model && onModelChange ? (
          <div className="space-y-2 sm:w-64">
            <Label htmlFor={modelId}>{t('form.model')}</Label>
            {/* The browser's own list: no dropdown code on the manual's first page (decision 226). */}
            <NativeSelect
              id={modelId}
              value={model}
              onChange={(event) => onModelChange(event.currentTarget.value as ManualModel)}
              disabled={pending}
            >
              {MANUAL.models.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label} ({t(`form.modelNotes.${option.note}`)})
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
        <Button
          type="submit"
          className={cn('sm:ml-auto', theme.button)}
          disabled={blank || pending}
        >
          {pending ? (
            <Spinner className="size-4 text-current" label={t('gettingAnswer')} />
          ) : (
            <Send aria-hidden="true" />
          )}
          {pending ? t('form.asking') : t('form.ask')}
        </Button>
      </div>

      <div className="space-y-2">
        <h2 className="text-sm font-semibold text-zinc-800">{t('form.examples')}</h2>
        <div className="flex flex-wrap gap-2">
          {EXAMPLE_QUESTIONS.map((_, index) =>
            t(`form.exampleQuestions.${index as 0 | 1 | 2 | 3}`),
          ).map((example) => (
            <Button
              key={example}
              variant="outline"
              size="sm"
              className="h-auto min-h-11 max-w-full py-2 text-left whitespace-normal md:min-h-9"
              disabled={pending}
              onClick={() => {
                onQuestionChange(example);
                textarea.current?.focus();
              }}
            >
              {example}
            </Button>
          ))}
        </div>
      </div>
    </form>
  );
}
