import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signedInTeam } from './fixtures.ts';
import { drawOnBoard, expectToast, inkedPixels, signedInNewTeam } from './fixtures-drawing.ts';
import { chooseMessage, chooseRecipient, teamViaApi } from './fixtures-messaging.ts';
import {
  offlineBanner,
  waitForSavedQuery,
  waitForSavedWrites,
  waitForServiceWorker,
} from './fixtures-offline.ts';
import { futureDay, generateSlotsViaApi, setTournamentDateViaApi } from './fixtures-scheduling.ts';

// The service worker is what makes the app open offline (DESIGN section 11, decision 120).
test.use({ serviceWorkers: 'allow' });
// Each journey signs in, waits for the service worker's precache, then reloads, closes or starts
// cold: on two busy cores that can pass the 45 s default. More time, no retries.
test.describe.configure({ timeout: 90_000 });

/** A signed-in team that has opened /home once, online; then the connection drops. */
async function visitedOnceThenOffline(
  page: Page,
  playwright: Parameters<typeof signedInTeam>[1],
  baseURL: string,
) {
  const team = await signedInTeam(page, playwright, baseURL);
  await page.goto('/home');
  await expect(page.getByRole('button', { name: new RegExp(`Log Out`) })).toBeVisible();
  await waitForServiceWorker(page);
  await waitForSavedQuery(page, '/api/auth/me');
  await page.context().setOffline(true);
  return team;
}

test('after one online visit the app starts cold while offline, and a reload shows the shell with the offline banner', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const team = await visitedOnceThenOffline(page, playwright, baseURL!);
  await page.close();

  const cold = await context.newPage();
  await cold.goto('/home');
  await expect(offlineBanner(cold)).toBeVisible();
  await expect(offlineBanner(cold)).toContainText(/Showing data saved (just now|\d+ min ago)/);
  await expect(cold.getByRole('button', { name: new RegExp(`Log Out`) })).toContainText(team.name);
  await expect(cold).toHaveTitle('Home - PitCrew');

  await cold.reload();
  await expect(cold.getByRole('banner')).toBeVisible();
  await expect(offlineBanner(cold)).toBeVisible();
  await expect(cold.getByRole('button', { name: new RegExp(`Log Out`) })).toContainText(team.name);

  await context.setOffline(false);
  await expect(offlineBanner(cold)).toBeHidden();
});

test('pages never visited open offline, by link and by address @phone', async ({
  page,
  playwright,
  baseURL,
}) => {
  await visitedOnceThenOffline(page, playwright, baseURL!);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const visible = nav.isVisible();
  const pages: [string, string, string][] = [
    ['Messages', '/messages', 'Team Messages'],
    ['Track', '/track-bots', 'Tournament Locations'],
    ['Manual', '/game-manual', 'Game Manual AI'],
    ['Draw', '/draw', 'Drawing Board'],
  ];
  for (const [label, path, heading] of pages) {
    if (await visible) await nav.getByRole('link', { name: label }).click();
    else await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'not available offline' })).toHaveCount(
      0,
    );
  }
  // Typed into the address bar: the service worker answers with the app's shell.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Interview Dashboard' })).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();
  await expect(page).toHaveTitle('Interview Dashboard - PitCrew');
});

/** A signed-in team sends a canned message to a new team while offline: it waits in the outbox. */
async function sendMessageOffline(
  page: Page,
  context: BrowserContext,
  playwright: Parameters<typeof signedInTeam>[1],
  baseURL: string,
) {
  const text = 'Our robot is match-ready. Is yours?';
  const other = await teamViaApi(playwright, baseURL, `Offline Friends ${Date.now()}`);
  const team = await signedInTeam(page, playwright, baseURL);
  await page.goto('/messages');
  await chooseRecipient(page, other.team.name);
  await expect(page.getByText('No messages yet')).toBeVisible();
  await waitForServiceWorker(page);
  await waitForSavedQuery(page, '/api/canned-messages');

  await context.setOffline(true);
  await chooseMessage(page, text);
  await page.getByRole('button', { name: 'Send Message' }).click();
  const queued = page.getByRole('list', { name: 'Messages not sent yet' });
  await expect(queued).toContainText(text);
  await expect(queued.getByRole('status')).toContainText('Waiting to send');
  await waitForSavedWrites(page, 1);
  return { text, other, team, queued };
}

test('a message sent offline waits, and is delivered exactly once when the connection is back', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const { text, other, team, queued } = await sendMessageOffline(
    page,
    context,
    playwright,
    baseURL!,
  );

  await context.setOffline(false);
  await expect(page.getByRole('log', { name: `Messages with ${other.team.name}` })).toContainText(
    text,
  );
  await expect(queued).toBeHidden();

  const received = await other.request.get(
    `/api/messages?senderTeamId=${other.team.id}&receiverTeamId=${team.id}`,
  );
  const messages = (await received.json()) as { content: string }[];
  expect(messages.filter((m) => m.content === text)).toHaveLength(1);
  await other.request.dispose();
});

test('a message sent offline survives a reload and closing the app, and is delivered exactly once', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const { text, other, team, queued } = await sendMessageOffline(
    page,
    context,
    playwright,
    baseURL!,
  );

  await page.reload();
  await chooseRecipient(page, other.team.name);
  await expect(queued).toContainText(text);
  await expect(queued.getByRole('status')).toContainText('Waiting to send');

  // The phone is put away; it is opened again where the Wi-Fi works.
  await page.close();
  await context.setOffline(false);
  const later = await context.newPage();
  await later.goto('/messages');
  await chooseRecipient(later, other.team.name);
  await expect(later.getByRole('log', { name: `Messages with ${other.team.name}` })).toContainText(
    text,
  );
  await expect(later.getByRole('list', { name: 'Messages not sent yet' })).toBeHidden();

  const received = await other.request.get(
    `/api/messages?senderTeamId=${other.team.id}&receiverTeamId=${team.id}`,
  );
  const messages = (await received.json()) as { content: string }[];
  expect(messages.filter((m) => m.content === text)).toHaveLength(1);
  await other.request.dispose();
});

test('a board saved offline waits, survives a reload offline, and is saved once on reconnect', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await signedInNewTeam(page, playwright, baseURL!);
  await page.goto('/draw');
  await expect(page.getByText('New board', { exact: true })).toBeVisible();
  await waitForServiceWorker(page);
  await waitForSavedQuery(page, '/api/drawings');

  await context.setOffline(true);
  await drawOnBoard(page, page.getByTestId('drawing-canvas'), [
    [120, 120],
    [600, 420],
  ]);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByLabel('Board name').fill('Offline plan');
  await page.getByRole('button', { name: 'Save Board' }).click();
  await expectToast(page, 'Waiting to save');
  await expect(page.getByText('Waiting to save: saves when you are back online')).toBeVisible();

  await expect.poll(() => inkedPixels(page)).toBeGreaterThan(500);

  // Reloaded while still offline: the drawing (its draft) and the waiting save are both kept.
  await page.reload();
  await expect(page.getByText('Waiting to save: saves when you are back online')).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();
  await expect.poll(() => inkedPixels(page)).toBeGreaterThan(500);

  await context.setOffline(false);
  await expectToast(page, 'Board Saved');
  await expect(page.getByText('Offline plan · All changes saved')).toBeVisible();
  const boards = (await (await page.request.get('/api/drawings')).json()) as { name: string }[];
  expect(boards.filter((b) => b.name === 'Offline plan')).toHaveLength(1);
});

test('a booking tried offline is answered at once and nothing is stuck', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const day = futureDay(61);
  await setTournamentDateViaApi(playwright, baseURL!, day);
  await generateSlotsViaApi(playwright, baseURL!, {
    date: day,
    startTime: '10:00',
    endTime: '11:00',
  });
  await signedInTeam(page, playwright, baseURL!);
  await page.goto('/home');
  const slot = page
    .getByRole('list', { name: /^Time slots for/ })
    .getByRole('button', { name: /^10:00 AM to / });
  await expect(slot).toContainText('Available');
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await slot.click();
  await page.getByRole('button', { name: 'Book Selected Time Slot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Interview' });
  await dialog.getByRole('button', { name: 'Book Interview' }).click();
  await expect(
    page.getByText('You are offline. Booking needs a connection.', { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Book Interview' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('the service worker installs only once the first page has its data, so its precache never queues before it', async ({
  page,
}) => {
  // The visitor home's announcements are held back: the page is drawn and loaded, its data still coming.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/announcements/, async (route) => {
    await held;
    await route.continue();
  });
  const registered = () =>
    page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()));
  // The page's timers on a clock the test moves: the quiet checks run when the test says so.
  await page.clock.install();
  await page.goto('/home');
  await page.waitForLoadState('load');
  await expect(page.getByRole('heading', { name: 'Book an Interview' })).toBeVisible();
  // Well past the two quiet checks the worker would wait for, had nothing been on its way.
  await page.clock.runFor(1_500);
  expect(await registered()).toBe(false);
  release();
  await expect.poll(registered).toBe(true);
  await waitForServiceWorker(page);
});
