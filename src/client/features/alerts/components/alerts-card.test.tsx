import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AlertsCard } from './alerts-card.tsx';

const PUBLIC_KEY = 'BAECAwQ'; // bytes 4, 1, 2, 3, 4
const SUBSCRIPTION_JSON = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  expirationTime: null,
  keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'b'.repeat(22) },
};
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const original = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'serviceWorker', original);
  else delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

/** A browser with Web Push: a service worker registration, its PushManager and Notification. */
function browserWithPush({
  permission,
  subscribed = false,
  answer = 'granted',
}: {
  permission: NotificationPermission;
  subscribed?: boolean;
  answer?: NotificationPermission;
}) {
  const subscription = {
    endpoint: SUBSCRIPTION_JSON.endpoint,
    options: { applicationServerKey: null as ArrayBuffer | null },
    toJSON: () => SUBSCRIPTION_JSON,
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  let current: typeof subscription | null = subscribed ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
      subscription.options.applicationServerKey = options.applicationServerKey.slice().buffer;
      current = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  return { notification, pushManager, subscription };
}

function browserWithoutPush(userAgent: string) {
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  vi.stubGlobal('PushManager', undefined);
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  mockFetch({});
}

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, method: string) =>
  JSON.parse(
    String(fetchMock.mock.calls.find(([, init]) => init?.method === method)?.[1]?.body),
  ) as unknown;

describe('AlertsCard', () => {
  it('on an iPhone browser without Web Push, says how to install the app instead of offering a button', async () => {
    browserWithoutPush(IPHONE);
    renderWithProviders(<AlertsCard />);
    expect(await screen.findByText(/tap Share, then Add to Home Screen/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('in a browser without Web Push, says which browsers have it', async () => {
    browserWithoutPush('Mozilla/5.0 (X11; Linux x86_64) OldBrowser/1.0');
    renderWithProviders(<AlertsCard />);
    expect(await screen.findByText(/This browser cannot show alerts/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('asks for permission only after the tap, subscribes with the server key and saves the subscription', async () => {
    const { notification, pushManager } = browserWithPush({ permission: 'default' });
    const fetchMock = mockFetch({
      'GET /api/push/public-key': { status: 200, body: { publicKey: PUBLIC_KEY } },
      'POST /api/push/subscriptions': {
        status: 201,
        body: { endpoint: SUBSCRIPTION_JSON.endpoint },
      },
    });
    renderWithProviders(<AlertsCard />);
    const button = await screen.findByRole('button', { name: 'Turn on alerts' });
    expect(notification.requestPermission).not.toHaveBeenCalled();

    await userEvent.setup().click(button);
    expect(await screen.findByRole('heading', { name: 'Alerts are on' })).toBeInTheDocument();
    expect(notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([4, 1, 2, 3, 4]),
    });
    // With the app's language, which the server writes this phone's alerts in (decision 280).
    expect(bodyOf(fetchMock, 'POST')).toEqual({ ...SUBSCRIPTION_JSON, language: 'en' });
    expect(screen.getByRole('button', { name: 'Turn off alerts' })).toBeInTheDocument();
  });

  it('shows alerts on when this browser is subscribed, and turns them off on the server and here', async () => {
    const { subscription } = browserWithPush({ permission: 'granted', subscribed: true });
    const fetchMock = mockFetch({ 'DELETE /api/push/subscriptions': { status: 204 } });
    renderWithProviders(<AlertsCard />);
    // The alerts are this sign-in's, and the card says when they stop.
    expect(
      await screen.findByText(
        /they stop when you log out, when the sign-in ends, when an organiser signs your team out everywhere \(a lost phone\), or when another team signs in here/,
      ),
    ).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Turn off alerts' }));
    expect(await screen.findByRole('button', { name: 'Turn on alerts' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'DELETE')).toEqual({ endpoint: SUBSCRIPTION_JSON.endpoint });
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('turns alerts off here too when the server had already forgotten the subscription', async () => {
    const { subscription } = browserWithPush({ permission: 'granted', subscribed: true });
    mockFetch({
      'DELETE /api/push/subscriptions': {
        status: 404,
        body: { message: 'No alerts are turned on for this browser' },
      },
    });
    renderWithProviders(<AlertsCard />);
    // The alerts are this sign-in's, and the card says when they stop.
    expect(
      await screen.findByText(
        /they stop when you log out, when the sign-in ends, when an organiser signs your team out everywhere \(a lost phone\), or when another team signs in here/,
      ),
    ).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Turn off alerts' }));
    expect(await screen.findByRole('button', { name: 'Turn on alerts' })).toBeInTheDocument();
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('keeps alerts on and says so when turning them off fails', async () => {
    const { subscription } = browserWithPush({ permission: 'granted', subscribed: true });
    mockFetch({
      'DELETE /api/push/subscriptions': { status: 503, body: { message: 'Unavailable' } },
    });
    renderWithProviders(<AlertsCard />);
    // The alerts are this sign-in's, and the card says when they stop.
    expect(
      await screen.findByText(
        /they stop when you log out, when the sign-in ends, when an organiser signs your team out everywhere \(a lost phone\), or when another team signs in here/,
      ),
    ).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Turn off alerts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Alerts could not be turned off');
    expect(screen.getByRole('button', { name: 'Turn off alerts' })).toBeEnabled();
    expect(subscription.unsubscribe).not.toHaveBeenCalled();
  });

  it('tells an organiser that alerts bring the announcements', async () => {
    browserWithPush({ permission: 'default' });
    mockFetch({});
    renderWithProviders(<AlertsCard organiser />);
    expect(
      await screen.findByText('Get every announcement on this device, even with the app closed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on alerts' })).toBeInTheDocument();
  });

  it('says how to allow notifications when they are blocked, with no button', async () => {
    browserWithPush({ permission: 'denied' });
    renderWithProviders(<AlertsCard />);
    expect(await screen.findByText(/Notifications are blocked for this site/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says how to allow notifications when the prompt is answered with Block', async () => {
    const { pushManager } = browserWithPush({ permission: 'default', answer: 'denied' });
    mockFetch({});
    renderWithProviders(<AlertsCard />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Turn on alerts' }));
    expect(
      await screen.findByText(/allow notifications in your browser’s site settings/),
    ).toBeInTheDocument();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('undoes the subscription and says why when the server refuses it', async () => {
    const { subscription } = browserWithPush({ permission: 'granted' });
    mockFetch({
      'GET /api/push/public-key': { status: 200, body: { publicKey: PUBLIC_KEY } },
      'POST /api/push/subscriptions': { status: 401, body: { message: 'Authentication required' } },
    });
    renderWithProviders(<AlertsCard />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Turn on alerts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Authentication required');
    expect(subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Turn on alerts' })).toBeEnabled();
  });
});
