import { useCannedText } from '../canned-text.ts';
import { useTranslation } from 'react-i18next';
import type { Mutation } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { Clock, RefreshCw, TriangleAlert, X } from 'lucide-react';
import type { Message } from '../../../../shared/contract/messages.ts';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api.ts';
import type { QueuedMessage } from '../../../lib/outbox.ts';
import { useOutboxMessages } from '../outbox-api.ts';

type Queued = Mutation<Message, Error, QueuedMessage>;

/**
 * The team's messages to this conversation that have not arrived yet: waiting for the
 * connection (sent by themselves when it is back), or failed, with Retry and Discard.
 */
export function OutboxMessages({
  senderTeamId,
  receiverTeamId,
}: {
  senderTeamId: number;
  receiverTeamId: number | null;
}) {
  const { t } = useTranslation('messages');
  const queued = useOutboxMessages(senderTeamId, receiverTeamId);
  if (queued.length === 0) return null;
  return (
    <ol
      aria-label={t('outbox')}
      className="flex flex-col gap-3 border-t border-zinc-200 px-4 py-3 sm:px-6"
    >
      {queued.map((mutation) => (
        <OutboxMessage key={mutation.mutationId} mutation={mutation} />
      ))}
    </ol>
  );
}

function OutboxMessage({ mutation }: { mutation: Queued }) {
  const { t } = useTranslation('messages');
  const cannedText = useCannedText();
  const queryClient = useQueryClient();
  const { state } = mutation;
  const failed = state.status === 'error';
  return (
    <li className="flex flex-col items-end gap-1 text-right">
      <span className="text-xs font-semibold text-zinc-700">{t('you')}</span>
      <p className="max-w-[85%] rounded-2xl rounded-br-sm border border-dashed border-zinc-400 bg-zinc-50 px-4 py-2 text-left text-base break-words text-zinc-900 sm:max-w-[75%] sm:text-sm">
        {cannedText(state.variables?.request.content ?? '')}
      </p>
      {failed ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-end gap-2 text-xs font-semibold text-red-700"
        >
          <TriangleAlert aria-hidden="true" className="size-3.5" />
          {t('notSent', { reason: errorMessage(state.error, t('sendFailed')) })}
          <Button
            size="sm"
            variant="outline"
            onClick={() => state.variables && mutation.execute(state.variables).catch(() => {})}
          >
            <RefreshCw aria-hidden="true" />
            {t('retry')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => queryClient.getMutationCache().remove(mutation)}
          >
            <X aria-hidden="true" />
            {t('discard')}
          </Button>
        </div>
      ) : (
        <span
          role="status"
          className="inline-flex items-center gap-1 text-xs font-medium text-amber-800"
        >
          <Clock aria-hidden="true" className="size-3.5" />
          {state.isPaused ? t('waiting') : t('sending')}
        </span>
      )}
    </li>
  );
}
