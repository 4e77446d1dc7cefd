import { renderToStringAsync } from 'preact-render-to-string';
import { Router } from 'wouter';
import { sessionQueryKey } from './features/auth/api.ts';
import { createQueryClient } from './lib/query-client.ts';
import { Providers } from './providers.tsx';
import { AppRouter, preloadPage } from './router.tsx';

/**
 * The HTML of a page as a signed-out visitor's browser first draws it (nothing fetched yet),
 * rendered at build time (scripts/vite-prerender.ts). The server sends it inside #root to
 * visitors, so a phone shows the page before its scripts have arrived; React then draws the
 * same page over it. Lazy parts of a page are awaited, so the page is sent whole and the browser
 * adopts it as it is (Preact keeps server-drawn parts while their code arrives).
 */
export async function prerenderPage(path: string): Promise<string> {
  await preloadPage(path);
  // Only a browser with no session cookie is sent this page: it is signed out, for certain.
  const client = createQueryClient();
  client.setQueryData(sessionQueryKey, null);
  return renderToStringAsync(
    <Providers client={client}>
      <Router ssrPath={path}>
        <AppRouter />
      </Router>
    </Providers>,
  );
}
