import { dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryKey } from './features/auth/session-query.ts';
import { chooseLanguage } from './lib/i18n/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { prerenderPage } from './prerender.tsx';
import { PAGE_MODULES, SERVER_DRAWN_PAGES } from '../shared/page-modules.ts';
import { Providers } from './providers.tsx';
import { AppRouter } from './router.tsx';
import { drawForTeam } from './test/drawn-page-fixtures.ts';

const REACT_ID = /_r_[0-9a-z]+_/gi;

/** The page's structure and words: each element's tag, role, label and id, and its text. */
function outline(node: Node): string[] {
  if (node.nodeType === Node.TEXT_NODE)
    return node.textContent?.trim() ? [`"${node.textContent.trim()}"`] : [];
  if (!(node instanceof Element)) return [];
  // React's own ids (`useId`) count up in a page React draws, and follow the tree in one it
  // adopts: only that there is one is compared.
  const marks = ['role', 'aria-label', 'aria-labelledby', 'id']
    .map((name) => node.getAttribute(name)?.replace(REACT_ID, '(id)'))
    .filter(Boolean);
  return [
    `<${node.tagName.toLowerCase()} ${marks.join(' ')}>`,
    ...[...node.childNodes].flatMap(outline),
    `</${node.tagName.toLowerCase()}>`,
  ];
}

/** Waits until the container has not changed for a few checks in a row (lazy parts, slices). */
async function settled(container: HTMLElement): Promise<string[]> {
  let last = '';
  let quiet = 0;
  for (let i = 0; i < 300 && quiet < 16; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    quiet = container.innerHTML === last ? quiet + 1 : 0;
    last = container.innerHTML;
  }
  return outline(container);
}

/**
 * What React reported while adopting a page: a mismatch it recovered from by drawing a part afresh
 * (`onRecoverableError`: the phone sees that part jump), and its warnings of attributes or text
 * that differ (`console.error`, React's development build).
 */
let mismatches: string[] = [];
const HYDRATION_WARNING = /hydrat|did not match|didn't match/i;

async function draw(path: string, data: DehydratedState, html: string | null): Promise<string[]> {
  window.history.replaceState(null, '', path);
  const client = createQueryClient();
  hydrate(client, data);
  const container = document.createElement('div');
  document.body.append(container);
  // The app's own i18next, named: React's server renderer, run in this same process for the
  // drawn pages, leaves the last page's speaker as the context's value, which a browser never sees.
  const app = (
    <I18nextProvider i18n={i18next}>
      <Providers client={client}>
        <AppRouter />
      </Providers>
    </I18nextProvider>
  );
  const error = vi.spyOn(console, 'error');
  let root: Root;
  if (html === null) {
    root = createRoot(container);
    startTransition(() => root.render(app));
  } else {
    container.innerHTML = html;
    root = hydrateRoot(container, app, {
      onRecoverableError: (problem) => mismatches.push(String(problem)),
    });
  }
  const drawn = await settled(container);
  if (html !== null)
    mismatches.push(
      ...error.mock.calls
        .map((call) => call.map(String).join(' '))
        .filter((text) => HYDRATION_WARNING.test(text)),
    );
  error.mockRestore();
  root.unmount();
  container.remove();
  return drawn;
}

// Each case draws a page as the server does, then three times in the browser: on two busy cores
// the first (which loads every page's code) can pass the client project's 15 s.
const DRAWS = { timeout: 60_000 };

describe("a team's page the server drew is the page the app draws (decision 215)", DRAWS, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // Adopted with no mismatch: not a part drawn afresh, not an attribute left as drawn.
    const found = mismatches;
    mismatches = [];
    expect(found).toEqual([]);
  });

  // A part whose first draw in the browser differs from the server's (something only the browser
  // knows) is adopted onto the wrong HTML: the page is left garbled, one section's label on
  // another's content, a button twice.
  it.each(SERVER_DRAWN_PAGES)('%s: adopted, it is what the app draws afresh', async (path) => {
    // Reads the server did not answer stay loading on both sides.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const drawn = await drawForTeam(path);
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
  it.each(SERVER_DRAWN_PAGES)(
    '%s for a French phone: drawn in French whatever the global language, adopted as the app draws it (decision 217)',
    async (path) => {
      vi.stubGlobal('fetch', () => new Promise(() => {}));
      const english = await drawForTeam(path);
      const french = await drawForTeam(path, 'fr');
      expect(i18next.resolvedLanguage).toBe('en');
      expect(french.html).not.toBe(english.html);
      expect(french.html).toContain('Accueil');
      await chooseLanguage('fr');
      try {
        expect((await drawForTeam(path, 'fr')).html).toBe(french.html);
        expect((await drawForTeam(path, 'en')).html).toBe(english.html);
        await draw(path, french.data, null);
        const fresh = await draw(path, french.data, null);
        const adopted = await draw(path, french.data, french.html);
        expect(adopted).toEqual(fresh);
      } finally {
        await chooseLanguage('en');
      }
    },
  );
});

/**
 * Every route, drawn by the server as a visitor's and as a team's, and adopted: React reports no
 * mismatch (decision 226). The visitor's pages are the ones the server sends drawn; a team's, the
 * ones it may send drawn with its data; the others are checked too, so a page that joins either
 * list is known to adopt cleanly.
 */
describe('every route, drawn and adopted, matches', DRAWS, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    const found = mismatches;
    mismatches = [];
    expect(found).toEqual([]);
  });

  it.each(Object.keys(PAGE_MODULES))('%s as a visitor', async (path) => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const html = await prerenderPage(path);
    // As main.tsx starts a signed-out visitor: the session known to be none.
    const client = createQueryClient();
    client.setQueryData(sessionQueryKey, null);
    await draw(path, dehydrate(client), html);
  });

  it.each(Object.keys(PAGE_MODULES))('%s as a team', async (path) => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const drawn = await drawForTeam(path);
    await draw(path, drawn.data, drawn.html);
  });
});
