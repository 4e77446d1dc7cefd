import { expect, test, type Page } from '@playwright/test';
import { startFakePushService } from '../src/server/test/fake-push-service.ts';
import { createTeamViaApi, signedInTeam, signInAdminViaApi } from './fixtures.ts';
import { waitForServiceWorker } from './fixtures-offline.ts';

// The service worker shows pushed alerts (decision 164).
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 90_000 });

type BrowserSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/**
 * Headless Chromium on this offline machine cannot reach its push service (FCM): its own
 * `PushManager.subscribe` fails with "Registration failed - permission denied". This stands in
 * for that one step, handing the app a subscription on the test's push service (with keys the
 * test holds) and recording the server key the app subscribed with. Everything else is real:
 * permission, the app's code, the server's POST, encryption and sending, the service worker.
 */
async function pushServiceStandIn(page: Page, subscription: BrowserSubscription) {
  await page.addInitScript((json: BrowserSubscription) => {
    const toBase64Url = (buffer: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(buffer)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const fake = (applicationServerKey: ArrayBuffer) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { applicationServerKey, userVisibleOnly: true },
      toJSON: () => ({ ...json, expirationTime: null }),
      unsubscribe: async () => {
        localStorage.removeItem('e2e-push-key');
        return true;
      },
    });
    const saved = () => localStorage.getItem('e2e-push-key');
    // Counts permission prompts, so the test can see none comes with the page load.
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = async () => {
      localStorage.setItem(
        'e2e-permission-asks',
        String(Number(localStorage.getItem('e2e-permission-asks') ?? 0) + 1),
      );
      return ask();
    };
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey as Uint8Array;
      localStorage.setItem('e2e-push-key', toBase64Url(key.slice().buffer));
      return fake(key.slice().buffer) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      const key = saved();
      if (!key) return null;
      const bytes = Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
        c.charCodeAt(0),
      );
      return fake(bytes.buffer) as unknown as PushSubscription;
    };
  }, subscription);
}

/** Delivers a push message to the page's service worker, as the push service would (CDP). */
async function deliverPush(page: Page, data: string) {
  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) =>
    registrations.push(...event.registrations),
  );
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((r) => !r.isDeleted)).toBe(true);
  const registration = registrations.find((r) => !r.isDeleted)!;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(registration.scopeURL).origin,
    registrationId: registration.registrationId,
    data,
  });
  await cdp.detach();
}

/** The notifications the app's service worker is showing. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      data: n.data as unknown,
    }));
  });
}

test('a team turns alerts on after a tap, receives an announcement as a push, and turns alerts off', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const service = await startFakePushService();
  try {
    const browser = service.browser();
    await pushServiceStandIn(page, browser.json);
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    await signedInTeam(page, playwright, baseURL!);
    await page.goto('/home');
    await waitForServiceWorker(page);

    // Nothing is asked on page load, only after the tap.
    const turnOn = page.getByRole('button', { name: 'Turn on alerts' });
    await expect(turnOn).toBeVisible();
    const asks = () => page.evaluate(() => localStorage.getItem('e2e-permission-asks'));
    expect(await asks()).toBeNull();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
    );
    await turnOn.click();
    expect((await saved).status()).toBe(201);
    expect(JSON.parse((await saved).request().postData() ?? '{}')).toMatchObject(browser.json);
    await expect(page.getByRole('heading', { name: 'Alerts are on' })).toBeVisible();
    expect(await asks()).toBe('1');
    const { publicKey } = (await (await page.request.get('/api/push/public-key')).json()) as {
      publicKey: string;
    };
    expect(await page.evaluate(() => localStorage.getItem('e2e-push-key'))).toBe(publicKey);

    // The organiser announces: the server encrypts and sends it to the subscription's push service.
    const admin = await playwright.request.newContext({ baseURL });
    await signInAdminViaApi(admin);
    const announcement = { title: `Lunch ${Date.now()}`, body: 'Lunch is served in hall C.' };
    expect((await admin.post('/api/announcements', { data: announcement })).status()).toBe(201);
    await admin.dispose();
    await expect.poll(() => service.payloadsFor(browser).length, { timeout: 20_000 }).toBe(1);
    const [payload] = service.payloadsFor(browser);
    // Its id is the push's own, the same on a retry: the phone shows a second copy in its place.
    expect(payload).toEqual({
      type: 'announcement',
      ...announcement,
      url: '/home',
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
    });

    // The open home page shows it live.
    await expect(page.getByRole('region', { name: 'Announcements' })).toContainText(
      announcement.title,
    );

    // What the push service received, decrypted with the browser's keys, reaches the service
    // worker, which shows it as a notification that opens its page.
    await deliverPush(page, JSON.stringify(payload));
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([{ title: announcement.title, body: announcement.body, data: { url: '/home' } }]);

    // Off: the server forgets this browser's subscription (204: it had it, for this team).
    const removed = page.waitForResponse(
      (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'DELETE',
    );
    await page.getByRole('button', { name: 'Turn off alerts' }).click();
    expect((await removed).status()).toBe(204);
    await expect(page.getByRole('button', { name: 'Turn on alerts' })).toBeVisible();
  } finally {
    await service.close();
  }
});

test('an organiser posts an announcement in the Announcements tab and a visitor sees it on the home page', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // A team exists, so the visitor's home has something to pick from; the announcement is the point.
  await createTeamViaApi(playwright, baseURL!);
  await signInAdminViaApi(page.request);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Announcements' }).click();
  await page.getByRole('button', { name: 'Post Announcement' }).click();
  await expect(page.getByText('Please enter a title')).toBeVisible();

  const title = `Opening ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page
    .getByRole('textbox', { name: 'Announcement' })
    .fill('The opening ceremony starts at 9 in the main hall.');
  await page.getByRole('button', { name: 'Post Announcement' }).click();
  await expect(page.getByRole('list', { name: 'Posted announcements' })).toContainText(title);

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto('/home');
  await expect(visitor.getByRole('region', { name: 'Announcements' })).toContainText(title);
  await visitor.close();
});
