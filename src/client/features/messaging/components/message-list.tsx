import { useTranslation } from 'react-i18next';
import { useLayoutEffect, useRef } from 'react';
import { MessageSquare } from 'lucide-react';
import type { Message } from '../../../../shared/contract/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { MessageBubble } from './message-bubble.tsx';

/**
 * The conversation, oldest first, kept scrolled to the newest message. It is a live region, so
 * a screen reader announces messages that arrive while it is open.
 */
export function MessageList({
  messages,
  ownTeamId,
  label,
  isLoading,
  canShowEarlier,
  onShowEarlier,
}: {
  messages: Message[] | undefined;
  ownTeamId: number | null;
  label: string;
  isLoading: boolean;
  canShowEarlier: boolean;
  onShowEarlier: () => void;
}) {
  const { t } = useTranslation('messages');
  const scroller = useRef<HTMLDivElement>(null);
  const newestId = messages?.at(-1)?.id;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  return (
    <div
      ref={scroller}
      className="h-[min(55dvh,28rem)] overflow-y-auto px-4 py-4 sm:px-6 md:h-auto md:min-h-0 md:flex-1"
    >
      {isLoading && !messages ? (
        <div className="flex h-full items-center justify-center">
          <Spinner label={t('loading')} />
        </div>
      ) : messages && messages.length > 0 ? (
        <>
          {canShowEarlier ? (
            <div className="mb-4 flex justify-center">
              <Button variant="outline" size="sm" onClick={onShowEarlier}>
                {t('showEarlier')}
              </Button>
            </div>
          ) : null}
          <ol role="log" aria-label={label} className="flex flex-col gap-4">
            {messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                own={message.senderTeamId === ownTeamId}
              />
            ))}
          </ol>
        </>
      ) : (
        <div className="flex h-full flex-col items-center justify-center gap-2 text-center">
          <MessageSquare aria-hidden="true" className="size-10 text-zinc-400" />
          <p className="font-semibold text-zinc-900">{t('noneTitle')}</p>
          <p className="text-sm text-zinc-600">{t('noneText')}</p>
        </div>
      )}
    </div>
  );
}
