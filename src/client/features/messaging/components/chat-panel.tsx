import { useTranslation } from 'react-i18next';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { MessagesSquare } from 'lucide-react';
import { MESSAGING } from '../../../../shared/constants.ts';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';

/**
 * Spec 2.11: the chat panel, titled by the open conversation. It is 600 px tall from tablet width
 * up; on phones the message area has its own height and the composer follows it.
 */
export function ChatPanel({
  recipientName,
  actions,
  children,
  className,
  ref,
}: {
  recipientName: string | null;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation('messages');
  return (
    <Card
      ref={ref}
      className={cn(
        'flex scroll-mt-20 flex-col overflow-hidden md:h-[var(--chat-height)]',
        className,
      )}
      style={{ '--chat-height': `${MESSAGING.chatPanelHeightPx}px` } as CSSProperties}
    >
      <div className="flex min-h-14 items-center justify-between gap-2 border-b border-zinc-200 px-4 py-2 sm:px-6">
        <h2 className="flex min-w-0 items-center gap-2 text-lg font-bold tracking-tight">
          <MessagesSquare aria-hidden="true" className="size-5 shrink-0" />
          <span className="line-clamp-2 break-words">
            {recipientName ? t('chatWith', { name: recipientName }) : t('selectToChat')}
          </span>
        </h2>
        {actions}
      </div>
      {children}
    </Card>
  );
}
