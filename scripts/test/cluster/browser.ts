/**
 * The real browser client through nginx: Chromium opens the app signed in as a team, its event
 * stream lands on some instance (nginx names it in X-Cluster-Upstream, a header only the test's
 * nginx wrapper adds), that instance is killed with SIGKILL, and the page's own EventSource code
 * reconnects through nginx with the last id it saw and refetches what a missed message changed.
 */
import { performance } from 'node:perf_hooks';
import { chromium, type Request } from '@playwright/test';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface BrowserRun {
  firstUpstream: string;
  secondUpstream: string;
  /** From the kill to the new stream's 200 (the browser waits its `retry:` hint first). */
  reconnectMs: number;
  resumedWith: string;
  refetchedAfterMissedMessage: boolean;
}

export async function browserReconnects(options: {
  base: string;
  sessionCookie: { name: string; value: string };
  kill: (upstream: string) => void;
  /** Sends a message to the browser's team while its stream is down; resolves when acknowledged. */
  sendMissedMessage: () => Promise<void>;
  until: (check: () => boolean, what: string, ms?: number) => Promise<void>;
}): Promise<BrowserRun> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    // No service worker: the page's own requests are what is observed.
    const context = await browser.newContext({ ignoreHTTPSErrors: true, serviceWorkers: 'block' });
    await context.addCookies([{ ...options.sessionCookie, url: options.base }]);
    const page = await context.newPage();
    const streams: { request: Request; status?: number; upstream?: string; at: number }[] = [];
    const unreadFetches: number[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/events') streams.push({ request, at: performance.now() });
      if (url.pathname === '/api/messages/unread') unreadFetches.push(performance.now());
    });
    page.on('response', (response) => {
      const entry = streams.find((s) => s.request === response.request());
      if (!entry) return;
      entry.status = response.status();
      entry.upstream = response.headers()['x-cluster-upstream'];
      entry.at = performance.now();
    });
    await page.goto(`${options.base}/messages`);
    await options.until(
      () => streams.some((s) => s.status === 200 && s.upstream),
      'the page opens its event stream through nginx',
      60_000,
    );
    const first = streams.find((s) => s.status === 200)!;
    const firstUpstream = first.upstream!;
    const opened = streams.length;

    const killedAt = performance.now();
    options.kill(firstUpstream);
    await options.sendMissedMessage();
    const sentAt = performance.now();
    await options.until(
      () => streams.slice(opened).some((s) => s.status === 200),
      'the page reconnects its event stream through nginx after the kill',
      60_000,
    );
    const second = streams.slice(opened).find((s) => s.status === 200)!;
    const headers = await second.request.allHeaders();
    const query = new URL(second.request.url()).searchParams.get('lastEventId');
    const resumedWith = headers['last-event-id']
      ? `Last-Event-ID: ${headers['last-event-id']}`
      : query
        ? `?lastEventId=${query}`
        : 'nothing';
    // The replayed messages.created makes the unread counts stale: the page refetches them.
    let refetched = true;
    try {
      await options.until(
        () => unreadFetches.some((at) => at > Math.max(sentAt, second.at)),
        'the page refetches unread counts after the replay',
        15_000,
      );
    } catch {
      refetched = false;
    }
    return {
      firstUpstream,
      secondUpstream: second.upstream ?? '?',
      reconnectMs: second.at - killedAt,
      resumedWith,
      refetchedAfterMissedMessage: refetched,
    };
  } finally {
    await browser.close();
  }
}
