import { hydrate, type DehydratedState } from '@tanstack/react-query';
import i18next from 'i18next';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawInSlices } from './components/hydration-slice.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { drawSignedInPage } from './prerender.tsx';
import { SERVER_DRAWN_PAGES } from '../shared/page-modules.ts';
import { Providers } from './providers.tsx';
import { AppRouter } from './router.tsx';
import { DRAWN_PAGE_ANSWERS, drawnTeamSession } from './test/drawn-page-fixtures.ts';

/** The page's structure and words: each element's tag, role, label and id, and its text. */
function outline(node: Node): string[] {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent?.trim() ? [`"${node.textContent.trim()}"`] : [];
  if (!(node instanceof Element)) return [];
  const marks = ['role', 'aria-label', 'aria-labelledby', 'id'].map((name) => node.getAttribute(name)).filter(Boolean);
  return [`<${node.tagName.toLowerCase()} ${marks.join(' ')}>`, ...[...node.childNodes].flatMap(outline), `</${node.tagName.toLowerCase()}>`];
}

/** Waits until the container has not changed for a few checks in a row (lazy parts, slices). */
async function settled(container: HTMLElement): Promise<string[]> {
  let last = '';
  let quiet = 0;
  for (let i = 0; i < 200 && quiet < 10; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    quiet = container.innerHTML === last ? quiet + 1 : 0;
    last = container.innerHTML;
  }
  return outline(container);
}

async function draw(path: string, data: DehydratedState, html: string | null): Promise<string[]> {
  window.history.replaceState(null, '', path);
  const client = createQueryClient();
  hydrate(client, data);
  const container = document.createElement('div');
  document.body.append(container);
  const app = (
    <Providers client={client}>
      <AppRouter />
    </Providers>
  );
  if (html === null) drawInSlices(() => createRoot(container).render(app));
  else {
    container.innerHTML = html;
    drawInSlices(() => hydrateRoot(container, app));
  }
  const drawn = await settled(container);
  container.remove();
  return drawn;
}

describe("a team's page the server drew is the page the app draws (decision 215)", () => {
  afterEach(() => vi.unstubAllGlobals());

  // A part whose first draw in the browser differs from the server's (something only the browser
  // knows) is adopted onto the wrong HTML: the page is left garbled, one section's label on
  // another's content, a button twice.
  it.each(SERVER_DRAWN_PAGES)('%s: adopted, it is what the app draws afresh', async (path) => {
    // Reads the server did not answer stay loading on both sides.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const drawn = await drawSignedInPage(path, drawnTeamSession, async (url) => DRAWN_PAGE_ANSWERS[url]);
    // Drawn once to load its lazy parts' code: then neither draw below waits for it, which could
    // end its settling early.
    await draw(path, drawn.data, null);
    const fresh = await draw(path, drawn.data, null);
    const adopted = await draw(path, drawn.data, drawn.html);
    expect(adopted).toEqual(fresh);
  });

  // The server's own i18next speaks English, always; a part that reads the language from it (or
  // anywhere but the page's provider) would draw English words into a French phone's page. So
  // each page is drawn in French and in English with the global language set either way, and must
  // come out the same.
  it.each(SERVER_DRAWN_PAGES)('%s for a French phone: drawn in French whatever the global language, adopted as the app draws it (decision 217)', async (path) => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const load = async (url: string) => DRAWN_PAGE_ANSWERS[url];
    const english = await drawSignedInPage(path, drawnTeamSession, load);
    const french = await drawSignedInPage(path, drawnTeamSession, load, 'fr');
    expect(i18next.resolvedLanguage).toBe('en');
    expect(french.html).not.toBe(english.html);
    expect(french.html).toContain('Accueil');
    await i18next.changeLanguage('fr');
    try {
      expect((await drawSignedInPage(path, drawnTeamSession, load, 'fr')).html).toBe(french.html);
      expect((await drawSignedInPage(path, drawnTeamSession, load, 'en')).html).toBe(english.html);
      await draw(path, french.data, null);
      const fresh = await draw(path, french.data, null);
      const adopted = await draw(path, french.data, french.html);
      expect(adopted).toEqual(fresh);
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
