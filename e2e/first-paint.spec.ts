import { expect, test, type Page, type Request } from '@playwright/test';
import { SERVER_DRAWN_PAGES } from '../src/shared/page-modules.ts';
import { appLive, signedInTeam } from './fixtures.ts';

/**
 * Decision 219: a page the server drew is on the screen before the app's scripts are asked for,
 * and the app then adopts it a part at a time without moving any of it.
 */

/**
 * When the page first painted, when its app's entry script was asked for, and when the app would
 * have started anyway had no paint come (the first-paint script's 300 ms after the page is parsed:
 * a machine busy enough paints later than that), in ms since navigation.
 */
async function paintAndEntry(page: Page) {
  const times = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    entry:
      performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime ?? NaN,
    parsed:
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
        ?.domContentLoadedEventStart ?? NaN,
  }));
  return { ...times, startedBy: Math.min(times.paint, times.parsed + 300) };
}

/** Counts the page's API requests still waiting for their answer (the event stream aside). */
function trackApiRequests(page: Page) {
  const open = new Set<Request>();
  const isApi = (request: Request) => {
    const { pathname } = new URL(request.url());
    return pathname.startsWith('/api/') && pathname !== '/api/events';
  };
  page.on('request', (request) => {
    if (isApi(request)) open.add(request);
  });
  const done = (request: Request) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { inFlight: () => open.size };
}

/** Two animation frames: what the last answers changed has been drawn. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/**
 * Records, from the page's first byte, each element of #root that leaves the page in one task and
 * comes back in a later one (a mutation observer's turn comes when a task is done, so in between
 * a phone could paint the page without it), and the page's layout shifts.
 */
function recordMoves(page: Page) {
  return page.addInitScript(() => {
    const moves = { returned: [] as string[], shifts: 0 };
    (window as unknown as { pageMoves: typeof moves }).pageMoves = moves;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        moves.shifts += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    const painted = (element: Element) => {
      const copy = element.cloneNode(true) as Element;
      copy.normalize();
      return copy.outerHTML.replace(/\s(disabled|inert|aria-disabled|data-state)(="[^"]*")?/g, '');
    };
    const gone = new Set<string>();
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        const elements = (pick: (record: MutationRecord) => NodeList) =>
          records
            .flatMap((record) => [...pick(record)])
            .filter((node): node is Element => node instanceof Element)
            .map(painted);
        const removed = elements((record) => record.removedNodes);
        const added = elements((record) => record.addedNodes);
        moves.returned.push(
          ...added.filter((element) => gone.has(element)).map((element) => element.slice(0, 160)),
        );
        for (const element of removed) if (!added.includes(element)) gone.add(element);
      }).observe(document.getElementById('root')!, { childList: true, subtree: true });
    });
  });
}

test("a visitor's page is on the screen before the app's scripts are asked for, and the app then takes it over", async ({
  page,
  request,
}) => {
  // The HTML names no script the browser would fetch while it reads it: they wait in a template.
  const html = await (await request.get('/register')).text();
  const template = /<template id="app-scripts">([\s\S]*?)<\/template>/.exec(html);
  expect(template?.[1]).toMatch(
    /^(<link rel="modulepreload"[^>]*>|<script type="module"[^>]*><\/script>)+$/,
  );
  expect(template?.[1]).toContain('<script type="module"');
  expect(
    /<script type="module"|rel="modulepreload"/.test(html.replace(template![0], '')),
    'a script outside the template',
  ).toBe(false);

  await page.goto('/register');
  const coach = page.getByLabel('Coach Name');
  // The drawn field takes input at once (decision 226); the times are read once the app is live.
  await expect(coach).toBeEditable();
  await appLive(page);
  const { paint, entry, startedBy } = await paintAndEntry(page);
  expect(paint).toBeGreaterThan(0);
  expect(entry).toBeGreaterThanOrEqual(startedBy);
  await coach.fill('Ada Lovelace');
  await expect(coach).toHaveValue('Ada Lovelace');
});

for (const path of SERVER_DRAWN_PAGES) {
  test(`a team's ${path} drawn by the server is adopted with nothing leaving it and coming back, no layout shift @phone`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signedInTeam(page, playwright, baseURL!);
    await recordMoves(page);
    // The app's scripts held until the page is on screen as drawn, as on venue Wi-Fi.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const api = trackApiRequests(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('#root > *').first()).toBeVisible();
    releaseScripts();
    // Adopted: React has taken each section (decision 226) and the live data settled.
    await appLive(page);
    await expect.poll(api.inFlight).toBe(0);
    await nextFrames(page);
    const { entry, startedBy } = await paintAndEntry(page);
    expect(entry).toBeGreaterThanOrEqual(startedBy);
    const moves = await page.evaluate(
      () => (window as unknown as { pageMoves: { returned: string[]; shifts: number } }).pageMoves,
    );
    expect(moves.returned).toEqual([]);
    expect(moves.shifts).toBeLessThan(0.01);
  });
}
