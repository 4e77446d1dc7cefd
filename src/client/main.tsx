// First, before any module creates a zod schema: no `new Function` for the CSP to report.
import '../shared/zod-jitless.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { sessionQueryKey } from './features/auth/api.ts';
import { rememberedTeamId } from './lib/registration-storage.ts';
import { queryClient } from './lib/query-client.ts';
import { Providers } from './providers.tsx';
import { AppRouter, preloadPage } from './router.tsx';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>
);

/**
 * The first page's code is fetched before React starts, so the page is drawn whole instead of a
 * spinner first (if the download fails, the page's own loading and error take over).
 *
 * A visitor's page came prerendered from the server (src/client/prerender.tsx): React adopts
 * that HTML (hydrates it) instead of building the page again, starting from the same state the
 * page was rendered in (signed out; nothing else fetched yet). Otherwise #root holds only the
 * header index.html paints, and React draws the app in its place. Either way as a transition:
 * React works in slices and yields to the browser between them instead of holding a phone's
 * slow CPU for the whole page.
 */
function start() {
  // The server prerenders pages only for browsers without a session cookie. Unless this browser
  // remembers a registration (its session may be restored: spec section 4), it is signed out.
  const prerendered = !container!.querySelector('[data-app-shell]');
  const signedOut = prerendered && rememberedTeamId() === null;
  if (signedOut) queryClient.setQueryData(sessionQueryKey, null);
  startTransition(() => {
    if (signedOut) hydrateRoot(container!, app);
    else createRoot(container!).render(app);
  });
}

preloadPage(window.location.pathname).then(start, start);
