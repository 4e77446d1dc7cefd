/**
 * What a phone's cold load of a page fetches, in Debian's Chromium: every script the page asks
 * for until the network has been idle (the first page's chunks, the lazy parts it draws, the
 * language's texts), gzipped as a server sends them. Not only the static imports a build manifest
 * names (DESIGN section 10).
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { chromiumLaunch } from '../../playwright.config.ts';

export interface ColdLoad {
  /** Every script fetched, by path, gzipped bytes. */
  scripts: { path: string; gzip: number }[];
  /** Gzipped JavaScript in bytes. */
  total: number;
}

/** How long the network stays quiet before the load counts as done. */
const QUIET_MS = 1000;
const AT_MOST_MS = 30_000;

export function openBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunch);
}

/**
 * A new context at phone size with an empty cache and no service worker, holding `cookie` (a
 * Cookie header's pairs) for `url`'s origin when given.
 */
export async function phoneContext(
  browser: Browser,
  url: string,
  cookie?: string,
  options: { isMobile?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    ...options,
  });
  if (cookie) {
    const { origin } = new URL(url);
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
      }),
    );
  }
  return context;
}

/**
 * Loads `url` in a new context (an empty cache; no service worker, whose precache of every
 * screen runs only after the page has settled, decision 213), with `cookie` if given, at phone
 * size, and sums the scripts fetched until the network is idle.
 */
export async function coldLoad(browser: Browser, url: string, cookie?: string): Promise<ColdLoad> {
  const context = await phoneContext(browser, url, cookie);
  const page = await context.newPage();
  const fetched: Promise<{ path: string; gzip: number }>[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  // The live event stream stays open for as long as the page: it is not something still loading.
  const counted = (url: string) => !new URL(url).pathname.startsWith('/api/events');
  page.on('request', (request) => {
    if (!counted(request.url())) return;
    inFlight++;
    lastActivity = Date.now();
  });
  const settle = (url: string) => {
    if (!counted(url)) return;
    inFlight--;
    lastActivity = Date.now();
  };
  page.on('requestfailed', (request) => settle(request.url()));
  page.on('requestfinished', (request) => settle(request.url()));
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    fetched.push(
      response
        .body()
        .then((body) => ({ path: new URL(response.url()).pathname, gzip: gzipSync(body).length })),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  // The app starts after the first paint (decision 219), then draws its lazy parts: the load is
  // done once React has the page and nothing has been asked for a second.
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer$'),
    ),
  );
  // Quiet means nothing in flight for a second and the page's main thread idle after it (a busy
  // phone can spend longer than that drawing before it asks for a lazy part).
  const started = Date.now();
  for (;;) {
    while (
      (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) &&
      Date.now() - started < AT_MOST_MS
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const checked = lastActivity;
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })),
    );
    if ((lastActivity === checked && inFlight === 0) || Date.now() - started >= AT_MOST_MS) break;
  }
  page.removeAllListeners('response');
  const scripts = await Promise.all(fetched);
  await context.close();
  return { scripts, total: scripts.reduce((sum, script) => sum + script.gzip, 0) };
}
