import type { CSSProperties, ReactNode } from 'react';
import { MessagesSquare } from 'lucide-react';
import { MESSAGING } from '../../../../shared/constants.ts';
import { Card } from '../../../components/ui/card.tsx';

/** Spec 2.11: the chat panel (600 px tall on larger screens), titled by the open conversation. */
export function ChatPanel({
  recipientName,
  actions,
  children,
}: {
  recipientName: string | null;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      className="flex h-[min(600px,75dvh)] min-h-[28rem] flex-col overflow-hidden md:h-[var(--chat-height)]"
      style={{ '--chat-height': `${MESSAGING.chatPanelHeightPx}px` } as CSSProperties}
    >
      <div className="flex min-h-14 items-center justify-between gap-2 border-b border-zinc-200 px-4 py-2 sm:px-6">
        <h2 className="flex min-w-0 items-center gap-2 text-lg font-bold tracking-tight">
          <MessagesSquare aria-hidden="true" className="size-5 shrink-0" />
          <span className="truncate">{recipientName ? `Chat with ${recipientName}` : 'Select a team to start chatting'}</span>
        </h2>
        {actions}
      </div>
      {children}
    </Card>
  );
}
