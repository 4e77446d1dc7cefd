/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { handlePushNotifications } from './push-notifications.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** The shell the app starts from when the network cannot answer a page request. */
const SHELL = 'index.html';
/** On venue Wi-Fi a page that has not answered in this time is drawn from the shell instead. */
const NAVIGATION_TIMEOUT_MS = 4000;

// A new version takes over at once; open pages reload on their next navigation
// (src/client/lib/service-worker.ts), so none keeps running an old shell against new chunks.
void self.skipWaiting();
clientsClaim();

// The shell, every route's chunk, styles, icons and the field picture, as built: after one visit
// every page opens offline. Old versions' caches are removed once this one is active.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

async function fromNetwork(request: Request): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NAVIGATION_TIMEOUT_MS);
  try {
    return await fetch(request, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Pages come from the network first: online, a visitor still gets the server's prerendered page
 * and everyone gets the newest version. Offline, or when the network is too slow or failing,
 * the precached shell starts the app, which draws the page from its cached code and data.
 * The API is never answered from here.
 */
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        const response = await fromNetwork(request);
        if (response.status < 500) return response;
      } catch {
        // offline or timed out: the shell below
      }
      return (await matchPrecache(SHELL)) ?? Response.error();
    },
    { denylist: [/^\/api(\/|$)/] },
  ),
);

// Alerts pushed while the app is closed.
handlePushNotifications(self);
