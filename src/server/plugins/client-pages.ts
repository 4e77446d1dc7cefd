import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRERENDERED_PAGES_FILE } from '../../shared/constants.ts';
import { routerPath } from '../../shared/paths.ts';

/** The app's HTML for one page, with its validator. */
interface PageHtml {
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


export type PageFor = (path: string, visitor: boolean) => PageHtml;

/**
 * The HTML to answer a page request with. A signed-out visitor opening one of the prerendered
 * pages gets it drawn already (the build rendered it as React first draws it for a visitor), so a
 * phone on a slow network shows the page before the scripts arrive; React then draws the same
 * page over it. Everyone else gets index.html, whose header shows until the app starts.
 */
export function loadClientPages(clientDir: string): PageFor {
  const indexHtml = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const plain = pageHtml(indexHtml);
  const prerenderedFile = join(clientDir, PRERENDERED_PAGES_FILE);
  if (!existsSync(prerenderedFile) || replaceShell(indexHtml, '') === null) return () => plain;

  const prerendered = JSON.parse(readFileSync(prerenderedFile, 'utf8')) as Record<string, string>;
  const visitorPages = new Map(
    Object.entries(prerendered).map(([path, body]) => [path, pageHtml(replaceShell(indexHtml, body)!)]),
  );
  return (path, visitor) => {
    if (!visitor) return plain;
    // Paths match as the client's router matches them: case aside, trailing slash aside.
    return visitorPages.get(routerPath(path)) ?? plain;
  };
}
