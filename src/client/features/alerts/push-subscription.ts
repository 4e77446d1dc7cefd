import { isApiError } from '../../lib/api.ts';
import {
  callEndpoint,
  callNoContent,
  endpoint,
  noContentEndpoint,
  type RequestOf,
} from '../../lib/endpoint.ts';
import { schema } from '../../lib/contract.ts';
import { currentLanguage } from '../../lib/i18n/i18n.ts';
import type { Language } from '../../lib/i18n/languages.ts';
import { base64UrlToBytes, sameKey } from './push-support.ts';
import { pushRoutes } from '../../../shared/routes/live.ts';

const SUBSCRIPTIONS_PATH = pushRoutes.subscribe.path;

/** The Web Push calls, typed by the shared contract (decision 134). */
const pushApi = {
  publicKey: endpoint({
    method: 'GET',
    path: pushRoutes.publicKey.path,
    response: schema('push', (c) => c.pushPublicKeySchema),
  }),
  subscribe: endpoint({
    method: 'POST',
    path: SUBSCRIPTIONS_PATH,
    request: schema('push', (c) => c.pushSubscriptionRequestSchema),
    response: schema('push', (c) => c.pushSubscriptionSavedSchema),
  }),
  unsubscribe: noContentEndpoint({
    method: 'DELETE',
    path: SUBSCRIPTIONS_PATH,
    request: schema('push', (c) => c.pushUnsubscribeRequestSchema),
  }),
};
/** The app's service worker starts with the first visit; longer than this, it is not coming. */
const WORKER_WAIT_MS = 10_000;

const ALERT_ERRORS = {
  noWorker: 'Alerts need the app to finish loading. Reload the page and try again.',
  subscribeFailed: 'This browser could not turn alerts on. Try again, or use another browser.',
} as const;

/** The registration of the app's service worker (sw.ts), which shows the pushed notifications. */
async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(ALERT_ERRORS.noWorker)), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This browser's push subscription, when alerts are on here. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Subscribes with the server's VAPID key and hands the subscription to the server. Call only after
 * notification permission is granted. A subscription made with an older key is replaced; when the
 * server refuses the subscription, it is undone here too, so "on" always means the server has it.
 */
export async function subscribeToAlerts(): Promise<void> {
  const registration = await workerRegistration();
  const { publicKey } = await callEndpoint(pushApi.publicKey);
  const key = base64UrlToBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
  } catch {
    throw new Error(ALERT_ERRORS.subscribeFailed);
  }
  try {
    // The browser's own JSON of the subscription, whose fields it types as optional; the server checks them.
    const body = {
      ...(subscription.toJSON() as RequestOf<typeof pushApi.subscribe>),
      language: currentLanguage(),
    };
    await callEndpoint(pushApi.subscribe, { body });
  } catch (error) {
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
}

/**
 * The app's language changed: the server gets this browser's subscription again with it, so its
 * alerts are written in it (decision 280). Nothing to do when alerts are off here.
 */
export async function tellAlertLanguage(language: Language): Promise<void> {
  if (
    typeof Notification === 'undefined' ||
    Notification.permission !== 'granted' ||
    !('serviceWorker' in navigator)
  )
    return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  const body = { ...(subscription.toJSON() as RequestOf<typeof pushApi.subscribe>), language };
  await callEndpoint(pushApi.subscribe, { body });
}

/** Tells the server to stop (a subscription it no longer has is fine), then unsubscribes here. */
export async function unsubscribeFromAlerts(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    await callNoContent(pushApi.unsubscribe, { body: { endpoint: subscription.endpoint } });
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
  await subscription.unsubscribe();
}
