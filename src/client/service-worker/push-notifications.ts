/// <reference lib="webworker" />

/** What the server pushes (src/shared/contract/push.ts PushPayload), read defensively. */
interface Alert {
  /** The push's id: every copy of one push carries the same (decision 272). */
  id?: string;
  title: string;
  body: string;
  url: string;
}

function readAlert(data: PushMessageData | null): Alert | null {
  try {
    const value = data?.json() as Partial<Alert> | undefined;
    if (!value || typeof value.title !== 'string' || typeof value.body !== 'string') return null;
    // Only a page of this app opens: a path on our own origin.
    const url =
      typeof value.url === 'string' && value.url.startsWith('/') && !value.url.startsWith('//')
        ? value.url
        : '/';
    const id =
      typeof value.id === 'string' && value.id.length > 0 && value.id.length <= 64
        ? value.id
        : undefined;
    return { ...(id ? { id } : {}), title: value.title, body: value.body, url };
  } catch {
    return null;
  }
}

/**
 * Web Push in the service worker: each push becomes a notification, and a tap opens
 * its page, in a tab of the app already open when there is one.
 */
export function handlePushNotifications(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    const alert = readAlert(event.data);
    if (!alert) return;
    // Tagged with the push's id: a second copy of one push (sent again after a crash) replaces
    // the first notification instead of showing beside it.
    const options: NotificationOptions = {
      body: alert.body,
      data: { url: alert.url },
      ...(alert.id ? { tag: alert.id } : {}),
    };
    event.waitUntil(worker.registration.showNotification(alert.title, options));
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = new URL(
      (event.notification.data as { url?: string } | null)?.url ?? '/',
      worker.location.origin,
    ).href;
    event.waitUntil(
      (async () => {
        const windows = await worker.clients.matchAll({
          type: 'window',
          includeUncontrolled: true,
        });
        const open = windows.find(
          (client) => new URL(client.url).origin === worker.location.origin,
        );
        if (open) {
          await open.focus();
          await open.navigate(url);
          return;
        }
        await worker.clients.openWindow(url);
      })(),
    );
  });
}
