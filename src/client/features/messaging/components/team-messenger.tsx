import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MOBILE_BREAKPOINT_PX } from '../../../../shared/constants.ts';
import { CONVERSATION_PAGE } from '../../../../shared/conversation-page.ts';
import { teamLabel } from '../../../../shared/team-label.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { isApiError } from '../../../lib/api.ts';
import {
  teamsQueryOptions,
  useBlocks,
  useConversation,
  useMarkRead,
  useUnreadCounts,
} from '../api.ts';
import { BlockButton, BlockedNotice } from './block-controls.tsx';
import { ChatPanel } from './chat-panel.tsx';
import { MessageComposer } from './message-composer.tsx';
import { MessageGuidelines } from './message-guidelines.tsx';
import { MessageList } from './message-list.tsx';
import { OutboxMessages } from './outbox-messages.tsx';
import { PleaseLogIn } from './please-log-in.tsx';
import { TeamPicker } from './team-picker.tsx';

const PAGE_STEP = CONVERSATION_PAGE.defaultLimit;

/**
 * Spec 2.11 for a signed-in team: pick a recipient, read the conversation, send canned messages.
 * `teamName` is the own team as shown, its number first when it has one.
 */
export function TeamMessenger({ teamId, teamName }: { teamId: number; teamName: string }) {
  const { t } = useTranslation('messages');
  const [recipientId, setRecipientId] = useState<number | null>(null);
  const [limit, setLimit] = useState<number>(PAGE_STEP);

  const teams = useQuery(teamsQueryOptions());
  const unread = useUnreadCounts(true);
  const blocks = useBlocks(true);
  const conversation = useConversation(
    teamId,
    recipientId,
    limit === PAGE_STEP ? undefined : limit,
  );
  const { mutate: markRead } = useMarkRead();
  const chatPanel = useRef<HTMLDivElement>(null);

  function openConversation(id: number) {
    setRecipientId(id);
    setLimit(PAGE_STEP);
    // On a phone the chat sits below the team picker: bring it into view.
    if (window.matchMedia?.(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`).matches) {
      requestAnimationFrame(() =>
        chatPanel.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }),
      );
    }
  }

  const otherTeams = (teams.data ?? [])
    .filter((t) => t.id !== teamId)
    .sort((a, b) => a.name.localeCompare(b.name));
  const recipient = otherTeams.find((t) => t.id === recipientId) ?? null;
  const block = blocks.data?.find(
    (b) =>
      (b.blockerTeam.id === teamId && b.blockedTeam.id === recipientId) ||
      (b.blockerTeam.id === recipientId && b.blockedTeam.id === teamId),
  );

  // The open conversation is marked read whenever it shows messages the team has not read yet,
  // unless a block stands between the teams (no read receipt crosses it: the server refuses).
  const hasUnread =
    !!recipientId && !!conversation.data?.some((m) => m.senderTeamId === recipientId && !m.isRead);
  const blocked = !!block;
  useEffect(() => {
    if (hasUnread && recipientId && !blocked)
      markRead({ senderTeamId: recipientId, receiverTeamId: teamId });
  }, [hasUnread, recipientId, teamId, markRead, blocked]);

  const signedOut = [teams.error, unread.error, conversation.error].some(
    (e) => isApiError(e) && e.status === 401,
  );
  if (signedOut) return <PleaseLogIn />;

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(16rem,20rem)_1fr] md:grid-rows-[auto_1fr]">
      <Card className="self-start">
        <CardHeader>
          <CardTitle>{t('teams')}</CardTitle>
        </CardHeader>
        <CardContent>
          <TeamPicker
            ownTeamName={teamName}
            teams={otherTeams}
            recipientId={recipientId}
            unread={unread.data ?? []}
            onRecipientChange={openConversation}
          />
        </CardContent>
      </Card>

      <ChatPanel
        ref={chatPanel}
        className="md:col-start-2 md:row-span-2 md:row-start-1"
        recipientName={recipient ? teamLabel(recipient) : null}
        actions={
          recipient && !block ? (
            <BlockButton teamId={recipient.id} teamName={teamLabel(recipient)} />
          ) : null
        }
      >
        {recipient && block ? (
          <BlockedNotice teamId={recipient.id} canUnblock={block.blockerTeam.id === teamId} />
        ) : null}
        {recipient ? (
          <MessageList
            messages={conversation.data}
            ownTeamId={teamId}
            label={t('messagesWith', { name: teamLabel(recipient) })}
            isLoading={conversation.isPending}
            canShowEarlier={
              (conversation.data?.length ?? 0) >= limit && limit < CONVERSATION_PAGE.maxLimit
            }
            onShowEarlier={() =>
              setLimit((l) => Math.min(l + PAGE_STEP, CONVERSATION_PAGE.maxLimit))
            }
          />
        ) : (
          <div className="flex h-32 items-center justify-center px-6 text-center text-sm text-zinc-600 md:h-auto md:flex-1">
            {t('chooseRecipient')}
          </div>
        )}
        <OutboxMessages senderTeamId={teamId} receiverTeamId={recipient?.id ?? null} />
        <MessageComposer
          key={recipientId ?? 0}
          senderTeamId={teamId}
          receiverTeamId={recipient?.id ?? null}
          disabled={!!block}
        />
      </ChatPanel>
      <MessageGuidelines className="md:col-start-1 md:row-start-2" />
    </div>
  );
}
