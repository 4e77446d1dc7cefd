import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVER_RENDER_DIR, SERVER_RENDER_FILE } from '../../shared/constants.ts';
import type { Session } from '../../shared/contract/auth.ts';
import type { Language } from '../../shared/languages.ts';
import { SERVER_DRAWN_PAGES } from '../../shared/page-modules.ts';
import { routerPath } from '../../shared/paths.ts';

/** A page drawn for a signed-in browser: its HTML and the API answers it was drawn with. */
interface DrawnPage {
  readonly html: string;
  readonly data: unknown;
}

/**
 * A drawn page and the newest event before its reads: the browser's live stream resumes from
 * there, so a change made while the page travels and starts is replayed, not missed.
 */
export interface DrawnPageAt extends DrawnPage {
  readonly eventId: number;
}

type DrawSignedInPage = (
  path: string,
  session: Session,
  load: (url: string) => Promise<unknown>,
  language: Language,
) => Promise<DrawnPage>;

/** Draws a signed-in browser's page in its language, or answers null: the browser then draws it itself. */
export type DrawPage = (
  request: FastifyRequest,
  path: string,
  session: Session,
  language: Language,
) => Promise<DrawnPageAt | null>;

const DRAWN_PAGES = new Set(SERVER_DRAWN_PAGES);

/** A page that takes longer is sent as the plain shell: the browser draws it as before. */
const DRAW_BUDGET_MS = 1_000;

/**
 * Drawing holds the CPU (measured in docs/benchmarks.md): pages drawn at once, and in any one
 * second, by one instance. When a whole gym opens the app at once, the pages beyond these are sent
 * as the shell at once rather than queued behind the others, so no request waits long on drawing
 * (DESIGN section 10); each drawing also lets other requests in between its reads.
 */
const MAX_DRAWING = 2;
const MAX_DRAWN_PER_SECOND = 8;

/**
 * The server's drawer of signed-in pages (decision 215): the client's own pages built for Node
 * (scripts/build/vite-prerender.ts), each read they ask for answered by this server as it would answer
 * the browser (`inject` with the browser's cookie and address: the same guards, limits and
 * answers). Null for a build without it (a test's bare client). A page that fails or runs out of
 * time is logged and left to the browser: a drawn page is a head start, never a requirement.
 */
export async function loadPageDrawer(
  app: FastifyInstance,
  clientDir: string,
): Promise<DrawPage | null> {
  const file = join(clientDir, SERVER_RENDER_DIR, SERVER_RENDER_FILE);
  if (!existsSync(file)) return null;
  const { drawSignedInPage } = (await import(pathToFileURL(file).href)) as {
    drawSignedInPage: DrawSignedInPage;
  };

  let drawing = 0;
  let second = 0;
  let drawnThisSecond = 0;
  const mayDraw = () => {
    const now = Math.floor(Date.now() / 1000);
    if (now !== second) [second, drawnThisSecond] = [now, 0];
    return drawing < MAX_DRAWING && drawnThisSecond < MAX_DRAWN_PER_SECOND;
  };
  return async (request, path, session, language) => {
    if (session.teamId === null || !DRAWN_PAGES.has(routerPath(path)) || !mayDraw()) return null;
    drawnThisSecond += 1;
    const eventId = app.realtime.newestEventId;
    const load = async (url: string) => {
      // Other requests are read between a drawing's steps, not queued behind all of them.
      await new Promise((resolve) => setImmediate(resolve));
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { cookie: request.headers.cookie ?? '' },
        remoteAddress: request.ip,
      });
      return res.statusCode === 200 ? (JSON.parse(res.body) as unknown) : undefined;
    };
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), DRAW_BUDGET_MS);
    });
    // Counted until the drawing ends, even one that ran out of time.
    drawing += 1;
    const work = drawSignedInPage(path, session, load, language).finally(() => {
      drawing -= 1;
    });
    try {
      const drawn = await Promise.race([work, late]);
      if (!drawn)
        request.log.warn({ path }, 'A signed-in page took too long to draw; sent the shell');
      return drawn && { ...drawn, eventId };
    } catch (error) {
      request.log.warn({ err: error, path }, 'A signed-in page could not be drawn; sent the shell');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
