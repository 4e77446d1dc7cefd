import { QueryClient } from '@tanstack/react-query';
import { defineOutboxWrites } from './outbox.ts';

/** A day: what a page showed stays cached (and saved for offline use) while unused. */
const KEEP_UNUSED_MS = 24 * 60 * 60 * 1000;

/**
 * Spec section 7: no retries, no refetch on focus, cached data never goes stale.
 * Offline, a read waits for the connection (keeping what it shows) instead of failing. A write
 * fails at once unless it is one that can wait (lib/outbox.ts): none hangs on 'Booking...'.
 * There is no default query function: each query names its endpoint (lib/endpoint.ts), so its
 * answer is typed, and checked in development and tests, by the contract (decision 134).
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        // Prerendering in Node (scripts/build/vite-prerender.ts) keeps nothing: a timer would hold the
        // build open.
        gcTime: typeof window === 'undefined' ? Infinity : KEEP_UNUSED_MS,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  defineOutboxWrites(client);
  return client;
}

export const queryClient = createQueryClient();
