import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CODED } from '../../shared/coded-messages.ts';
import { errorBody } from '../http-errors.ts';
import { matches, sendText } from '../lib/http-cache.ts';
import type { Session } from '../../shared/contract/auth.ts';
import {
  loadClientPages,
  withDrawnPage,
  withEventTitle,
  withSession,
  type PageHtml,
} from './client-pages.ts';
import { loadPageDrawer } from './signed-in-pages.ts';
import { pageLanguage } from '../lib/page-language.ts';
import type { Language } from '../../shared/languages.ts';
import { toSessionDto } from './session-auth.ts';
import { SESSION_COOKIE } from './sessions.ts';
import { API_PREFIX, API_ROOT } from '../../shared/routes/index.ts';

/** Files that name the current version: the page, the service worker, the app manifest. */
const ALWAYS_REVALIDATED = /\/(index\.html|sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/;

/**
 * Serves the built client: hashed assets cached for a year, everything else that is not an
 * API path answered with index.html (the client routes it; unknown pages show its 404 page).
 */
export async function registerClientApp(
  app: FastifyInstance,
  clientDir: string | undefined,
  eventName: () => Promise<string | null> = async () => null,
) {
  const hasClient = !!clientDir && existsSync(`${clientDir}/index.html`);
  const loadPage = hasClient ? loadClientPages(clientDir) : null;
  // Each page's title names the event (from the settings' read model: no query per page), made
  // once per page and name.
  const titled = new WeakMap<PageHtml, { name: string; page: PageHtml }>();
  const named = (page: PageHtml, name: string | null) => {
    if (!name) return page;
    const known = titled.get(page);
    if (known?.name === name) return known.page;
    const fresh = withEventTitle(page, name);
    titled.set(page, { name, page: fresh });
    return fresh;
  };
  const pageFor = loadPage
    ? async (path: string, visitor: boolean, language: Language) =>
        named(loadPage(path, visitor, language), await eventName())
    : null;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset (scripts/build/vite-precompress.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Hashed assets never change; the page itself must always be revalidated so a deploy
        // is picked up at once. So must the service worker and the app manifest: a browser checks
        // them for a new version, and a cached copy would keep an old version running.
        const cacheControl = filePath.includes('/assets/')
          ? 'public, max-age=31536000, immutable'
          : ALWAYS_REVALIDATED.test(filePath)
            ? 'no-cache'
            : 'public, max-age=300';
        reply.header('cache-control', cacheControl);
      },
    });
  }

  // A team's first pages are drawn with its data (decision 215), the rest by the browser.
  const drawPage = hasClient ? await loadPageDrawer(app, clientDir) : null;
  const signedInPage = async (
    request: FastifyRequest,
    path: string,
    session: Session,
    language: Language,
  ) => {
    const shell = await pageFor!(path, false, language);
    const drawn = drawPage ? await drawPage(request, path, session, language) : null;
    return withSession(drawn ? withDrawnPage(shell, drawn, language) : shell, session);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (
      path === API_ROOT ||
      path.startsWith(API_PREFIX) ||
      !['GET', 'HEAD'].includes(request.method)
    ) {
      return reply.status(404).send(errorBody(404, CODED.common.notFound));
    }
    // A missing file with an extension is a real 404, not a page.
    if (/\.[a-z0-9]+$/i.test(path) || !pageFor) {
      return reply
        .status(404)
        .type('text/plain')
        .send(pageFor ? 'Not found' : 'The client is not built: run npm run build');
    }
    // The page itself is always revalidated, so a deploy is picked up at once.
    // A browser holding a session cookie is (probably) signed in: it gets the plain shell, not the
    // visitor's page, so nothing it shows is replaced by something else a moment later. A query
    // string can change what the page first shows (?teamId=...), so it gets the plain shell too.
    // (A browser that remembers a registration may still be signed in again by the client, which
    // then draws the page afresh instead of adopting it: see src/client/main.tsx.)
    const visitor = !request.cookies[SESSION_COOKIE] && !request.url.includes('?');
    // A signed-in phone's page carries its session, so its first screen needs no round trip first
    // (decision 214); such a page is this browser's alone.
    const auth = visitor ? null : await app.sessionOf(request);
    // Drawn in the phone's language (decision 217): the answer differs by these two headers.
    const language = pageLanguage(request);
    const page = auth
      ? await signedInPage(request, path, toSessionDto(auth), language)
      : await pageFor(path, visitor, language);
    reply
      .header('cache-control', auth ? 'private, no-cache' : 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .header('etag', page.etag);
    if (matches(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    return sendText(request, reply.type('text/html; charset=utf-8'), page, page.html);
  });
}
