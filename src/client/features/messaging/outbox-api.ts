import { useMutation, useMutationState, type Mutation } from '@tanstack/react-query';
import type { Message, SendMessageRequest } from '../../../shared/contract/messages.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { MESSAGE_OUTBOX_KEY, type QueuedMessage } from '../../lib/outbox.ts';

/**
 * Sends a message through the outbox (lib/outbox.ts): offline it waits and is sent once the
 * connection is back, with the Idempotency-Key it was given here.
 */
export function useSendMessage() {
  const mutation = useMutation<Message, Error, QueuedMessage>({ mutationKey: MESSAGE_OUTBOX_KEY });
  return {
    ...mutation,
    send: (request: SendMessageRequest, options?: Parameters<typeof mutation.mutate>[1]) =>
      mutation.mutate({ request, idempotencyKey: newIdempotencyKey() }, options),
  };
}

/** This conversation's messages still waiting to send, or failed and waiting for Retry. */
export function useOutboxMessages(senderTeamId: number, receiverTeamId: number | null) {
  return useMutationState({
    filters: {
      mutationKey: MESSAGE_OUTBOX_KEY,
      predicate: (m) => {
        const queued = m.state.variables as QueuedMessage | undefined;
        return (
          m.state.status !== 'success' &&
          queued?.request.senderTeamId === senderTeamId &&
          queued.request.receiverTeamId === receiverTeamId
        );
      },
    },
    select: (m) => m as Mutation<Message, Error, QueuedMessage>,
  });
}
