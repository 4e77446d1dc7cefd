import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PAGE_DATA_ID, PRERENDERED_PAGES_FILE, SESSION_DATA_ID } from '../../shared/constants.ts';
import type { Session } from '../../shared/contract/auth.ts';
import { htmlLang, LANGUAGES, PAGE_LANGUAGE_META, type Language } from '../../shared/languages.ts';
import { PAGE_HEADS_FILE, type PageHeads } from '../../shared/page-heads.ts';
import { routerPath } from '../../shared/paths.ts';
import { withEventName } from '../../shared/event-title.ts';
import { escapeHtml } from '../lib/escape-html.ts';
import { pagePreloads, readManifest, textsPreloads, withPreloads } from './page-preloads.ts';
import type { DrawnPageAt } from './signed-in-pages.ts';

/** The app's HTML for one page, with its validator. */
export interface PageHtml {
  readonly html: string;
  readonly etag: string;
}

function pageHtml(html: string): PageHtml {
  return { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"` };
}

/** index.html marks the header it paints before any script runs; a prerendered page replaces it. */
const SHELL_START = '<!--app-shell-->';
const SHELL_END = '<!--/app-shell-->';

/** index.html with its marked header replaced, or null when it has no marked header. */
function replaceShell(html: string, body: string): string | null {
  const start = html.indexOf(SHELL_START);
  const end = html.lastIndexOf(SHELL_END);
  if (start < 0 || end < start) return null;
  return html.slice(0, start) + body + html.slice(end + SHELL_END.length);
}

/**
 * A page drawn in a language says so: in `<html lang>` (a browser without scripts reads it too),
 * and first thing in its <head>, before the first-paint script that reads it (decision 217).
 */
const inLanguage = (html: string, language: Language) =>
  html
    .replace('<html lang="en">', () => `<html lang="${htmlLang(language)}">`)
    .replace('<head>', () => `<head><meta name="${PAGE_LANGUAGE_META}" content="${language}">`);

/** index.html's own title and description, as the build leaves them (English). */
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/**
 * The page with its own title and the description in the phone's language (decision 220), so
 * that a tab, a shared link's preview and a screen reader name the page before the app starts.
 */
const withHead = (html: string, title: string, description: string) =>
  html
    .replace(TITLE, () => `<title>${escapeHtml(title)}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(description)}" />`);

/** The page with the event's name in its title, as the app names its tab (shared/event-title.ts). */
export function withEventTitle(page: PageHtml, eventName: string): PageHtml {
  const title = TITLE.exec(page.html)?.[0];
  if (!title) return page;
  const text = unescapeTitle(title.slice('<title>'.length, -'</title>'.length));
  return pageHtml(
    page.html.replace(TITLE, () => `<title>${escapeHtml(withEventName(text, eventName))}</title>`),
  );
}

/** A title's text as escapeHtml wrote it. */
const unescapeTitle = (html: string) =>
  html.replace(
    /&(lt|gt|quot|#39|amp);/g,
    (_, name: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[name]!,
  );

/** A JSON data block, never run, `<` escaped so no text in it can end the element. */
const dataBlock = (id: string, value: unknown, attributes = '') =>
  `<script type="application/json" id="${id}"${attributes}>${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** The page with the browser's session inside it, as GET /api/auth/me answers it (decision 214). */
export function withSession(page: PageHtml, session: Session): PageHtml {
  return pageHtml(
    page.html.replace('</head>', () => `${dataBlock(SESSION_DATA_ID, session)}</head>`),
  );
}

/**
 * The page with a signed-in browser's page drawn in it by the server, and the answers it was drawn
 * with at the end of the body, after what a phone paints first (decision 215). The page unchanged
 * when its HTML has no marked header to replace.
 */
export function withDrawnPage(page: PageHtml, drawn: DrawnPageAt, language: Language): PageHtml {
  const body = replaceShell(page.html, drawn.html);
  if (body === null) return page;
  const html = inLanguage(body, language);
  // Where the browser's live stream resumes: the newest event before the page's reads.
  const data = dataBlock(PAGE_DATA_ID, drawn.data, ` data-event-id="${drawn.eventId}"`);
  return pageHtml(
    html.includes('</body>') ? html.replace('</body>', () => `${data}</body>`) : html + data,
  );
}

export type PageFor = (path: string, visitor: boolean, language: Language) => PageHtml;

/** The build's prerendered pages: `{ language: { path: body } }` (scripts/build/vite-prerender.ts). */
type PrerenderedPages = Partial<Record<Language, Record<string, string>>>;

/**
 * The HTML to answer a page request with. A signed-out visitor opening one of the prerendered
 * pages gets it drawn already in its language (the build rendered it as React first draws it for
 * a visitor), so a phone on a slow network shows the page before the scripts arrive; React then
 * draws the same page over it. Everyone else gets index.html, whose header shows until the app
 * starts.
 */
export function loadClientPages(clientDir: string): PageFor {
  const indexHtml = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const plain = pageHtml(indexHtml);
  const manifest = readManifest(clientDir);
  const preloads = pagePreloads(manifest);
  const texts = textsPreloads(manifest);
  const shells = new Map(
    [...preloads].map(([path, tags]) => [path, pageHtml(withPreloads(indexHtml, tags))]),
  );
  const prerenderedFile = join(clientDir, PRERENDERED_PAGES_FILE);
  const prerendered: PrerenderedPages =
    existsSync(prerenderedFile) && replaceShell(indexHtml, '') !== null
      ? (JSON.parse(readFileSync(prerenderedFile, 'utf8')) as PrerenderedPages)
      : {};
  const visitorPages = new Map(
    LANGUAGES.map((language) => [
      language,
      new Map(
        Object.entries(prerendered[language] ?? {}).map(([path, body]) => [
          path,
          pageHtml(
            inLanguage(withPreloads(replaceShell(indexHtml, body)!, preloads.get(path)), language),
          ),
        ]),
      ),
    ]),
  );
  const headsFile = join(clientDir, PAGE_HEADS_FILE);
  const heads = existsSync(headsFile)
    ? (JSON.parse(readFileSync(headsFile, 'utf8')) as Partial<Record<Language, PageHeads>>)
    : {};
  // Named in its language, with its language's texts: one page per path the app knows, visitor or
  // not and language; any other path is the 404 page.
  const headed = new Map<string, PageHtml>();
  return (path, visitor, language) => {
    // Paths match as the client's router matches them: case aside, trailing slash aside.
    const key = routerPath(path);
    const page =
      (visitor ? visitorPages.get(language)?.get(key) : undefined) ?? shells.get(key) ?? plain;
    const head = heads[language];
    const textsTag = texts.get(language);
    if (!head && !textsTag) return page;
    const known = (head && Object.hasOwn(head.titles, key)) || page !== plain;
    const id = `${visitor}:${language}:${known ? key : ''}`;
    let answer = headed.get(id);
    if (!answer) {
      const html = head
        ? withHead(page.html, head.titles[key] ?? head.notFoundTitle, head.description)
        : page.html;
      answer = pageHtml(withPreloads(html, textsTag));
      headed.set(id, answer);
    }
    return answer;
  };
}
