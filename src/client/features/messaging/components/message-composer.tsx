import { useCannedText } from '../canned-text.ts';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { onlineManager, useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { MESSAGE_CATEGORIES, type MessageCategory } from '../../../../shared/canned-messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api.ts';
import { cannedMessagesQueryOptions } from '../api.ts';
import { useSendMessage } from '../outbox-api.ts';
import { CategoryFilter } from './category-filter.tsx';

/**
 * Picks one of the pre-approved messages (optionally filtered by category) and sends it. 'Send
 * Message' is enabled only with a message chosen and both teams selected (spec 5). Errors show
 * the spec's toast and an inline message (spec 8).
 */
export function MessageComposer({
  senderTeamId,
  receiverTeamId,
  disabled = false,
}: {
  senderTeamId: number;
  receiverTeamId: number | null;
  disabled?: boolean;
}) {
  const { t } = useTranslation('messages');
  const cannedText = useCannedText();
  const canned = useQuery(cannedMessagesQueryOptions());
  const send = useSendMessage();
  const [category, setCategory] = useState<MessageCategory | null>(null);
  const [content, setContent] = useState('');
  const [inlineError, setInlineError] = useState<string | null>(null);

  const choices = (canned.data ?? []).filter((m) => category === null || m.category === category);
  // A message waiting for the connection does not hold up the next one.
  const canSend =
    content.trim().length > 0 &&
    receiverTeamId !== null &&
    !disabled &&
    !(send.isPending && !send.isPaused);

  function chooseCategory(next: MessageCategory | null) {
    setCategory(next);
    if (next && canned.data?.find((m) => m.text === content)?.category !== next) setContent('');
  }

  function submit() {
    if (!canSend || receiverTeamId === null) return;
    setInlineError(null);
    // Offline the message is queued and shown as waiting (OutboxMessages): the choice is done.
    if (!onlineManager.isOnline()) setContent('');
    send.send(
      { content, senderTeamId, receiverTeamId },
      {
        onSuccess: () => setContent(''),
        onError: (error) => {
          toast({
            title: t('sendErrorTitle'),
            description: errorMessage(error, t('unknownError')),
            variant: 'destructive',
          });
          setInlineError(errorMessage(error, t('sendFailed')));
        },
      },
    );
  }

  return (
    <form
      className="flex flex-col gap-3 border-t border-zinc-200 px-4 py-4 sm:px-6"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <CategoryFilter value={category} onChange={chooseCategory} />
      <div className="flex flex-col gap-2">
        <Label htmlFor="canned-message">{t('choose')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          {/* The browser's own list: a long list scrolls as the phone scrolls it, and a tap chooses. */}
          <div className="sm:flex-1">
            <NativeSelect
              id="canned-message"
              value={content}
              onChange={(event) => {
                setContent(event.currentTarget.value);
                setInlineError(null);
              }}
              disabled={disabled || receiverTeamId === null}
            >
              <option value="" disabled>
                {t('choosePlaceholder')}
              </option>
              {MESSAGE_CATEGORIES.filter((c) => choices.some((m) => m.category === c)).map((c) => (
                <optgroup key={c} label={t(`categories.${c}`)}>
                  {choices
                    .filter((m) => m.category === c)
                    .map((m) => (
                      <option key={m.id} value={m.text}>
                        {cannedText(m.text)}
                      </option>
                    ))}
                </optgroup>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" disabled={!canSend}>
            <Send aria-hidden="true" />
            {t('send')}
          </Button>
        </div>
      </div>
      {inlineError ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {inlineError}
        </p>
      ) : null}
    </form>
  );
}
