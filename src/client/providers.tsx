import { useCallback, useEffect } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { Toaster } from './components/ui/toaster.tsx';
import { useSession } from './features/auth/api.ts';
import { sessionQueryKey } from './features/auth/session-query.ts';
import { useEventStream } from './lib/event-stream.ts';
import { isOwnAlert, onLiveAlert } from './lib/live-alerts.ts';
import { toast } from './components/ui/use-toast.ts';
import { queryClient as defaultQueryClient } from './lib/query-client.ts';
import { showPage } from './lib/i18n/i18n.ts';
import { alertInPageLanguage } from './lib/i18n/alert-words.ts';
import { useAlertLanguage } from './features/alerts/use-alert-language.ts';

/**
 * Back online: everything shown may be out of date (it came from this phone's saved copy, or
 * live updates were missed), so every query is refreshed. Queued writes resume on their own
 * (TanStack Query resumes paused mutations when it sees the connection).
 */
function RefreshOnReconnect() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries();
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [queryClient]);
  return null;
}

/** Keeps the live event stream open while someone is signed in. */
function LiveUpdates() {
  const { isAuthenticated, isAdmin, userId } = useSession();
  const queryClient = useQueryClient();
  // The server refused the stream: maybe the session ended, so check it again.
  const recheckSession = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  }, [queryClient]);
  useEventStream(
    isAuthenticated ? `${isAdmin ? 'admin' : 'team'}:${userId}` : null,
    recheckSession,
  );
  // Alerts (the ones pushed to phones) show as toasts on an open page too.
  useEffect(
    () =>
      onLiveAlert((event) => {
        if (isOwnAlert(event, { isAdmin, teamId: isAdmin ? null : (userId ?? null) })) {
          // In the language this page speaks, whatever the server wrote (decision 280).
          void alertInPageLanguage(event.alert).then(({ title, body }) =>
            toast({ title, description: body }),
          );
        }
      }),
    [isAdmin, userId],
  );
  useAlertLanguage(isAuthenticated);
  return null;
}

export function Providers({
  children,
  client = defaultQueryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  // Drawn in its language: the first-paint script hid a non-English page until now.
  useEffect(showPage, []);
  return (
    <QueryClientProvider client={client}>
      {children}
      <LiveUpdates />
      <RefreshOnReconnect />
      <Toaster />
    </QueryClientProvider>
  );
}
