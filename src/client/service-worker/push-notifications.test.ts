import { describe, expect, it, vi } from 'vitest';
import { handlePushNotifications } from './push-notifications.ts';

type Listener = (event: unknown) => void;

/** A service worker scope with one open window (or none), recording what the handlers do. */
function fakeWorker(openUrl: string | null) {
  const listeners = new Map<string, Listener>();
  const window =
    openUrl === null
      ? null
      : { url: openUrl, focus: vi.fn(async () => window), navigate: vi.fn(async () => window) };
  const worker = {
    location: { origin: 'https://app.example' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => (window ? [window] : [])),
      openWindow: vi.fn(async () => null),
    },
  };
  handlePushNotifications(worker as unknown as ServiceWorkerGlobalScope);
  /** Fires an event and waits for what it handed to waitUntil. */
  const fire = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return { worker, window, fire };
}

const push = (value: unknown) => ({ data: { json: () => value } });
const tap = (url: unknown) => ({ notification: { data: { url }, close: vi.fn() } });

describe('push notifications in the service worker', () => {
  it('shows a pushed alert with the page it opens', async () => {
    const { worker, fire } = fakeWorker(null);
    await fire(
      'push',
      push({ type: 'announcement', title: 'Lunch', body: 'Hall C', url: '/home' }),
    );
    expect(worker.registration.showNotification).toHaveBeenCalledWith('Lunch', {
      body: 'Hall C',
      data: { url: '/home' },
    });
  });

  it('tags a notification with its push\u2019s id, so a second copy of that push replaces the first', async () => {
    const { worker, fire } = fakeWorker(null);
    const copy = {
      id: '0f8e1c2a9b3d4e5f60718293a4b5c6d7',
      type: 'announcement',
      title: 'Lunch',
      body: 'Hall C',
      url: '/home',
    };
    await fire('push', push(copy));
    await fire('push', push(copy));
    expect(worker.registration.showNotification).toHaveBeenCalledTimes(2);
    for (const call of worker.registration.showNotification.mock.calls as unknown[][]) {
      expect(call).toEqual(['Lunch', { body: 'Hall C', data: { url: '/home' }, tag: copy.id }]);
    }
  });

  it('opens only pages of the app: another site becomes the home page', async () => {
    const { worker, fire } = fakeWorker(null);
    await fire('push', push({ title: 'x', body: 'y', url: '//evil.example/' }));
    expect(worker.registration.showNotification).toHaveBeenCalledWith('x', {
      body: 'y',
      data: { url: '/' },
    });
  });

  it('a tap brings an open window of the app forward on the alert\u2019s page', async () => {
    const { worker, window, fire } = fakeWorker('https://app.example/draw');
    await fire('notificationclick', tap('/messages'));
    expect(window!.focus).toHaveBeenCalled();
    expect(window!.navigate).toHaveBeenCalledWith('https://app.example/messages');
    expect(worker.clients.openWindow).not.toHaveBeenCalled();
  });

  it('a tap opens the alert\u2019s page when no window of the app is open', async () => {
    const { worker, fire } = fakeWorker(null);
    await fire('notificationclick', tap('/dashboard'));
    expect(worker.clients.openWindow).toHaveBeenCalledWith('https://app.example/dashboard');
  });
});
