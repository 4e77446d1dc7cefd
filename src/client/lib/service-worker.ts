/**
 * Registers the service worker (src/client/service-worker/sw.ts) in a production build, and
 * notices when a new version takes over this page (decision 120): the next in-app navigation
 * then loads the page afresh, so the page never keeps running an old shell against new code.
 *
 * It registers once `settled` resolves (the first page drawn and its data in, decision 213): the
 * first install precaches every page's code, about 470 KB gzipped, which on venue Wi-Fi would
 * otherwise queue with the first page's own requests.
 */
let updateReady = false;

const UPDATE_CHECK_MS = 30 * 60 * 1000;

export async function registerServiceWorker(settled: Promise<unknown>): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // A page first controlled by a worker (the first install) is not an update.
  const hadController = Boolean(container.controller);
  container.addEventListener('controllerchange', () => {
    if (hadController) updateReady = true;
  });
  await settled.catch(() => {});
  container.register('/sw.js', { scope: '/' }).then(
    (registration) => {
      // A phone may keep the app open all day: look for a new version now and then, and when the
      // connection comes back.
      const check = () => void registration.update().catch(() => {});
      setInterval(check, UPDATE_CHECK_MS);
      window.addEventListener('online', check);
    },
    (error: unknown) => console.warn('The service worker could not be registered', error),
  );
}

/** True once a new version has taken over; the caller should load its next page afresh. */
export function newVersionWaiting(): boolean {
  return updateReady;
}
