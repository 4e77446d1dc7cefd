import type { QueryClient } from '@tanstack/react-query';

/** How often the page is looked at for data still on its way. */
const CHECK_MS = 250;
/** However busy the page stays, it counts as settled after this long. */
const SETTLED_AT_MOST_MS = 15_000;

const loaded = () =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise<void>((resolve) =>
        window.addEventListener('load', () => resolve(), { once: true }),
      );

/**
 * Resolves once the page has loaded and no query has been fetching for two checks in a row (so
 * the gap between one part of the first draw and the next does not count), or after 15 s at most.
 * What waits for it (the service worker's precache, decision 213) then never competes with what
 * the phone is waiting for.
 */
export async function pageSettled(queryClient: QueryClient): Promise<void> {
  await loaded();
  const started = Date.now();
  let quietChecks = 0;
  while (quietChecks < 2 && Date.now() - started < SETTLED_AT_MOST_MS) {
    await new Promise((resolve) => setTimeout(resolve, CHECK_MS));
    quietChecks = queryClient.isFetching() === 0 ? quietChecks + 1 : 0;
  }
}
