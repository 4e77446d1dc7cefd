import { onlineManager, type Mutation, type QueryClient } from '@tanstack/react-query';
import type { SendMessageRequest } from '../../shared/contract/messages.ts';
import { callEndpoint, endpoint } from './endpoint.ts';
import { schema } from './contract.ts';
import { messagesRoutes } from '../../shared/routes/messaging.ts';

/**
 * Writes that can wait for the connection (DESIGN section 11): made offline, they are kept
 * (paused mutations, saved with the query cache in IndexedDB), shown as waiting, and sent when
 * the connection is back, in order, each with the Idempotency-Key it was made with, so a retry
 * never delivers twice. One that fails stays in the cache as failed until retried or discarded:
 * none is dropped silently. Decision 123.
 */
const OUTBOX_KEY = 'outbox';
export const MESSAGE_OUTBOX_KEY = [OUTBOX_KEY, 'message'] as const;

export interface QueuedMessage {
  request: SendMessageRequest;
  idempotencyKey: string;
}

const KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const MESSAGES_PATH = messagesRoutes.send.path;

/** Sending a message (spec 2.9), typed by the shared contract (decision 134). */
const sendMessage = endpoint({
  method: 'POST',
  path: MESSAGES_PATH,
  request: schema('messages', (c) => c.sendMessageRequestSchema),
  response: schema('messages', (c) => c.messageSchema),
});

/** Defines the outbox's writes on `client`, before saved ones are restored into it. */
export function defineOutboxWrites(client: QueryClient): void {
  client.setMutationDefaults(MESSAGE_OUTBOX_KEY, {
    mutationFn: ({ request, idempotencyKey }: QueuedMessage) =>
      callEndpoint(sendMessage, { body: request, idempotencyKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: [MESSAGES_PATH] }),
    // Waits (paused) while offline instead of failing; one at a time, in the order sent.
    networkMode: 'online',
    scope: { id: 'outbox-messages' },
    gcTime: KEEP_MS,
  });
}

/**
 * After the saved writes are restored: sends again what was in flight when the app last closed
 * (a write saved while it was being sent may or may not have arrived; its Idempotency-Key makes
 * sending it again safe), and, when online, what was waiting. Offline, waiting writes resume by
 * themselves once TanStack Query sees the connection.
 */
export function resumeInterruptedWrites(client: QueryClient): void {
  for (const mutation of client.getMutationCache().getAll()) {
    if (
      isOutboxWrite(mutation) &&
      mutation.state.status === 'pending' &&
      !mutation.state.isPaused
    ) {
      mutation.continue().catch(() => {}); // a failure shows as failed, with Retry
    }
  }
  if (onlineManager.isOnline()) void client.resumePausedMutations();
}

export function isOutboxWrite(mutation: Pick<Mutation, 'options'>): boolean {
  return mutation.options.mutationKey?.[0] === OUTBOX_KEY;
}
