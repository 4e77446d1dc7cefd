import { expect, type Page } from '@playwright/test';

/** Waits until the service worker controls the page and has precached the app. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

type Saved =
  | {
      clientState?: {
        queries?: { queryKey: unknown[] }[];
        mutations?: { state: { isPaused: boolean } }[];
      };
    }
  | undefined;

/** Waits until the query cache (decision 121) has been written to IndexedDB with `path` in it. */
export function waitForSavedQuery(page: Page, path: string) {
  return waitForSaved(
    page,
    (saved, wanted) => Boolean(saved?.clientState?.queries?.some((q) => q.queryKey[0] === wanted)),
    path,
  );
}

/** Waits until `count` writes waiting to send (decision 123) have been written to IndexedDB as waiting. */
export function waitForSavedWrites(page: Page, count: number) {
  return waitForSaved(
    page,
    (saved, wanted) =>
      saved?.clientState?.mutations?.filter((m) => m.state.isPaused).length === wanted,
    count,
  );
}

/** The saved copy, read in the page and checked here. */
async function waitForSaved<A>(page: Page, check: (saved: Saved, arg: A) => boolean, arg: A) {
  await expect.poll(async () => check(await readSaved(page), arg)).toBe(true);
}

function readSaved(page: Page): Promise<Saved> {
  return page.evaluate(
    () =>
      new Promise<Saved>((resolve) => {
        const open = indexedDB.open('pitcrew');
        open.onerror = () => resolve(undefined);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('offline')) return resolve(undefined);
          const get = db.transaction('offline').objectStore('offline').get('query-cache');
          get.onsuccess = () => resolve(get.result as Saved);
          get.onerror = () => resolve(undefined);
        };
      }),
  );
}

export const offlineBanner = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'You are offline.' });
