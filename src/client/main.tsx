// First, before any form's code loads zod: no `new Function` for the CSP to report.
import './lib/zod-jitless.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { prefetchSession, sessionQueryKey } from './features/auth/session-query.ts';
import { rememberedTeamId } from './lib/registration-storage.ts';
import { ErrorBoundary } from './components/errors/error-boundary.tsx';
import { ErrorFallback } from './components/errors/error-fallback.tsx';
import { onlineManager } from '@tanstack/react-query';
import { queryClient } from './lib/query-client.ts';
import { resumeInterruptedWrites } from './lib/outbox.ts';
import { keepQueriesSaved, restoreQueries } from './lib/query-persistence.ts';
import { adoptPageDrawnWith, answersInPage } from './lib/page-answers.ts';
import { keepEarlyInput } from './lib/early-input.ts';
import { pageSettled } from './lib/page-settled.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { warmUp } from './lib/warm-up.ts';
import { i18nReady, currentLanguage } from './lib/i18n/i18n.ts';
import { PAGE_LANGUAGE_META } from '../shared/languages.ts';
import { Providers } from './providers.tsx';
import { AppRouter, preloadPage } from './router.tsx';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The root boundary catches what the page's own boundary (in the router) cannot: the shell,
// the providers. It adds no markup, so a prerendered page hydrates as before.
const app = (
  <StrictMode>
    <ErrorBoundary fallback={(props) => <ErrorFallback {...props} whole />}>
      <Providers>
        <AppRouter />
      </Providers>
    </ErrorBoundary>
  </StrictMode>
);

/**
 * The first page's code is fetched before React starts, so the page is drawn whole instead of a
 * spinner first (if the download fails, the page's own loading and error take over).
 *
 * A visitor's page came prerendered from the server (src/client/prerender.tsx): React adopts
 * that HTML (hydrates it) instead of building the page again, starting from the same state the
 * page was rendered in (signed out; nothing else fetched yet). Otherwise #root holds only the
 * header index.html paints, and React draws the app in its place. Either way React yields to the
 * phone while it works (decision 226): adopting, it takes each `PageSection` in a task of its own
 * (a tap on one not adopted yet is answered first); drawing afresh, the first draw is a transition,
 * which React draws in slices of a few milliseconds.
 */
// A signed-in team's first pages come drawn by the server with the answers they were drawn with
// (decision 215): the app starts from those answers and adopts the page.
const drawnWith = answersInPage(queryClient);
// The server prerenders other pages only for browsers without a session cookie. Unless this
// browser remembers a registration (its session may be restored: spec section 4), it is signed out.
const prerendered = !container.querySelector('[data-app-shell]');
const signedOut = prerendered && !drawnWith && rememberedTeamId() === null;
// The server draws a page in the language this phone spoke last (decision 217); when that is not
// the language it speaks now, React draws the page afresh instead of adopting it (the first-paint
// script keeps the page hidden meanwhile, decision 190). A page that names none is English.
const drawnIn = () =>
  document.querySelector(`meta[name="${PAGE_LANGUAGE_META}"]`)?.getAttribute('content') ?? 'en';
const adopt = () => (signedOut || !!drawnWith) && currentLanguage() === drawnIn();

/**
 * A page React could not adopt as drawn (its HTML and the app's first draw differ) is drawn
 * afresh by React, and the phone sees it jump: a fault of ours, kept in the console for the e2e
 * journeys that watch for it (e2e/hydration.spec.ts).
 */
function reportHydrationError(error: unknown) {
  console.error('Hydration mismatch:', error);
}

function start() {
  if (signedOut) queryClient.setQueryData(sessionQueryKey, null);
  // A transition, so React adopts even the page's frame in slices, yielding to the phone between them.
  if (adopt()) {
    adoptPageDrawnWith(drawnWith ?? new Set());
    startTransition(
      () => void hydrateRoot(container!, app, { onRecoverableError: reportHydrationError }),
    );
  } else {
    // Drawn over, not adopted: what was typed into the page meanwhile goes to the new fields.
    keepEarlyInput(container!);
    const root = createRoot(container!);
    startTransition(() => root.render(app));
  }
}

/**
 * The data this phone saved (decision 121) is put back before the first render, so a page opened
 * offline shows the last known schedule at once; online it is shown while being refreshed. A
 * prerendered visitor's page must hydrate from the state it was rendered in, so there the saved
 * data comes back just after.
 */
async function restoreSavedData() {
  await restoreQueries(queryClient);
  resumeInterruptedWrites(queryClient);
  // What the server drew the page with is as fresh as the page: only the rest is asked again.
  if (navigator.onLine)
    void queryClient.invalidateQueries({ predicate: (query) => !drawnWith?.has(query.queryHash) });
  keepQueriesSaved(queryClient);
}

/**
 * A phone that may be signed in learns whose it is while its page's code downloads (the two go
 * side by side), for at most a second and a half: a slow answer draws the page meanwhile.
 */
const sessionKnown = () =>
  Promise.race([prefetchSession(queryClient), new Promise((resolve) => setTimeout(resolve, 1500))]);

onlineManager.setOnline(navigator.onLine);
const page = preloadPage(window.location.pathname).catch(() => {});
warmUp();
const drawn =
  signedOut || drawnWith
    ? Promise.all([page, i18nReady, drawnWith && prefetchSession(queryClient)])
        .then(start)
        .then(restoreSavedData)
    : Promise.all([page, i18nReady, restoreSavedData(), sessionKnown()]).then(start);
void registerServiceWorker(drawn.then(() => pageSettled(queryClient)));
