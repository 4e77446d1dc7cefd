import {
  dehydrate,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { prerender } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import type { Session } from '../shared/contract/auth.ts';
import type { Language } from '../shared/languages.ts';
import type { PageHeads } from '../shared/page-heads.ts';
import { sessionQueryKey } from './features/auth/session-query.ts';
import { urlFromQueryKey } from './lib/api.ts';
import { answeredByItsUrl } from './lib/endpoint.ts';
import { i18nSpeaking } from './lib/i18n/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { Providers } from './providers.tsx';
import { pageHeads } from './page-titles.ts';
import { AppRouter, preloadPage } from './router.tsx';

/**
 * The page in the phone's language (decision 217); the provider adds no markup. React's static
 * renderer waits for every lazy part, so the page is drawn whole, each `PageSection` marked for
 * the browser to adopt on its own (decision 226).
 */
async function render(client: QueryClient, path: string, speaker: i18n): Promise<string> {
  // A part that fails is left by React for the browser to draw afresh: a page drawn that way
  // would jump, so it is not sent at all (the browser draws the page itself instead).
  const failures: unknown[] = [];
  const { prelude } = await prerender(
    <I18nextProvider i18n={speaker}>
      <Providers client={client}>
        <Router ssrPath={path}>
          <AppRouter />
        </Router>
      </Providers>
    </I18nextProvider>,
    {
      onError: (error) => void failures.push(error),
      // Each section inline, where it stands: React would otherwise send a large one after the
      // page with an inline script to move it into place, which the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (failures.length > 0) throw failures[0];
  return new Response(prelude).text();
}

/**
 * The HTML of a page as a signed-out visitor's browser first draws it (nothing fetched yet),
 * rendered at build time (scripts/build/vite-prerender.ts). The server sends it inside #root to
 * visitors, so a phone shows the page before its scripts have arrived; React then draws the
 * same page over it. Lazy parts of a page are awaited, so the page is sent whole and the browser
 * adopts it as it is (React keeps server-drawn parts on screen while their code arrives).
 */
export async function prerenderPage(path: string, language: Language = 'en'): Promise<string> {
  const [speaker] = await Promise.all([i18nSpeaking(language), preloadPage(path)]);
  // Only a browser with no session cookie is sent this page: it is signed out, for certain.
  const client = createQueryClient();
  client.setQueryData(sessionQueryKey, null);
  return render(client, path, speaker);
}

/** Every page's title and the app's description in `language`, for the server to send (decision 220). */
export async function prerenderHeads(language: Language): Promise<PageHeads> {
  return pageHeads(language, await i18nSpeaking(language));
}

/** A signed-in page drawn by the server: its HTML and the answers it was drawn with. */
export interface DrawnPage {
  html: string;
  data: DehydratedState;
}

/** An API path's JSON as the signed-in browser would be answered, or undefined when not 200. */
export type LoadJson = (url: string) => Promise<unknown>;

/** Reads that lead to more reads (a team's page, then its day) are followed this deep. */
const MAX_ROUNDS = 4;

const isEnabled = (query: Query) => {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
};

/**
 * A signed-in browser's page drawn with its data, at request time (decision 215): the page is
 * drawn, the reads it asked for and could not answer are loaded (`load`, the server answering
 * itself), and it is drawn again, until it asks for nothing new. The browser adopts the HTML and
 * starts from the same answers (`data`), so a phone on a slow network shows the team's own screen
 * as soon as the page arrives, in its language. Reads the server cannot answer as they are (a query that reshapes
 * its answer) are left to the browser.
 */
export async function drawSignedInPage(
  path: string,
  session: Session,
  load: LoadJson,
  language: Language = 'en',
): Promise<DrawnPage> {
  const [speaker] = await Promise.all([i18nSpeaking(language), preloadPage(path)]);
  const client = createQueryClient();
  client.setQueryData(sessionQueryKey, session);
  const asked = new Set<string>();
  let html = await render(client, path, speaker);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const unanswered = client
      .getQueryCache()
      .getAll()
      .filter(
        (query) =>
          query.state.data === undefined &&
          !asked.has(query.queryHash) &&
          answeredByItsUrl(query.options.queryFn) &&
          isEnabled(query),
      );
    if (unanswered.length === 0) break;
    await Promise.all(
      unanswered.map(async (query) => {
        asked.add(query.queryHash);
        const data = await load(urlFromQueryKey(query.queryKey));
        if (data !== undefined) client.setQueryData(query.queryKey, data);
      }),
    );
    html = await render(client, path, speaker);
  }
  return { html, data: dehydrate(client) };
}
