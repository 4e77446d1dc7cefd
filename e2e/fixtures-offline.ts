import { expect, type Page } from '@playwright/test';

/** Waits until the service worker controls the page and has precached the app. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Waits until the query cache (decision 121) has been written to IndexedDB with `path` in it. */
export async function waitForSavedQuery(page: Page, path: string) {
  await expect
    .poll(() =>
      page.evaluate(
        (wanted) =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('pitcrew');
            open.onerror = () => resolve(false);
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('offline')) return resolve(false);
              const get = db.transaction('offline').objectStore('offline').get('query-cache');
              get.onsuccess = () => {
                const saved = get.result as { clientState?: { queries?: { queryKey: unknown[] }[] } } | undefined;
                resolve(Boolean(saved?.clientState?.queries?.some((q) => q.queryKey[0] === wanted)));
              };
              get.onerror = () => resolve(false);
            };
          }),
        path,
      ),
    )
    .toBe(true);
}

export const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline.' });
