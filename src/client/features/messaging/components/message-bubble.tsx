import { useCannedText } from '../canned-text.ts';
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import { Check, CheckCheck } from 'lucide-react';
import { DATE_FORMATS } from '../../../../shared/constants.ts';
import type { Message } from '../../../../shared/contract/messages.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { cn } from '../../../lib/cn.ts';

/** One message: the team's own on the right as 'You' (with its read state), others on the left. */
export function MessageBubble({ message, own }: { message: Message; own: boolean }) {
  const { t } = useTranslation('messages');
  const cannedText = useCannedText();
  const sentAt = new Date(message.createdAt);
  return (
    <li className={cn('flex flex-col gap-1', own ? 'items-end text-right' : 'items-start')}>
      <span className="text-xs font-semibold text-zinc-700">
        {own ? t('you') : teamLabel(message.senderTeam)}
      </span>
      <p
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 text-left text-base break-words whitespace-pre-wrap sm:max-w-[75%] sm:text-sm',
          own ? 'rounded-br-sm bg-zinc-900 text-white' : 'rounded-bl-sm bg-zinc-100 text-zinc-900',
        )}
      >
        {cannedText(message.content)}
      </p>
      <span className="flex items-center gap-1.5 text-xs text-zinc-600">
        <time dateTime={message.createdAt}>{format(sentAt, DATE_FORMATS.messageTime)}</time>
        {own ? (
          message.isRead ? (
            <span className="inline-flex items-center gap-0.5 text-blue-700">
              <CheckCheck aria-hidden="true" className="size-3.5" />
              {t('read')}
            </span>
          ) : (
            <span className="inline-flex items-center gap-0.5">
              <Check aria-hidden="true" className="size-3.5" />
              {t('sent')}
            </span>
          )
        ) : null}
      </span>
    </li>
  );
}
