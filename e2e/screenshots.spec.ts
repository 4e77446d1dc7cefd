import { expect, test } from '@playwright/test';
import { signedInTeam } from './fixtures.ts';
import { waitForServiceWorker } from './fixtures-offline.ts';
import { futureDay, generateSlotsViaApi, setTournamentDateViaApi } from './fixtures-scheduling.ts';

// The screenshots in docs/screenshots/, taken at 390 px: `UPDATE_SCREENSHOTS=1 npx playwright test e2e/screenshots.spec.ts`.
test.skip(!process.env.UPDATE_SCREENSHOTS, 'only when updating docs/screenshots');
test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'allow',
});

const shot = (name: string) => `docs/screenshots/${name}.png`;

test('signed-in home and the offline banner at 390 px', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  const day = futureDay(1);
  await setTournamentDateViaApi(playwright, baseURL!, day);
  await generateSlotsViaApi(playwright, baseURL!, {
    date: day,
    startTime: '10:00',
    endTime: '12:00',
  });
  await signedInTeam(page, playwright, baseURL!, `Robo Raptors ${Date.now() % 1000}`);
  const slots = (await (await page.request.get(`/api/timeslots?date=${day}`)).json()) as {
    id: number;
    isAvailable: boolean;
  }[];
  const free = slots.find((slot) => slot.isAvailable)!;
  const booked = await page.request.post('/api/interviews', {
    data: { title: 'Engineering notebook review', timeslotId: free.id },
  });
  expect(booked.status()).toBe(201);

  await page.goto('/home');
  await expect(page.getByText('Your next interview')).toBeVisible();
  await page.screenshot({ path: shot('home-signed-in-390') });

  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(page.getByText('Your next interview')).toBeVisible();
  await page.screenshot({ path: shot('offline-banner-390') });
  await context.setOffline(false);
});

test('the error boundary at 390 px', async ({ page, playwright, baseURL }) => {
  await signedInTeam(page, playwright, baseURL!);
  await page.goto('/home');
  await page.route(/\/assets\/messages-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  await page.evaluate(() => sessionStorage.setItem('pitcrew:chunk-reload', '1'));
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Messages' })
    .click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This page could not be loaded' }),
  ).toBeVisible();
  await page.screenshot({ path: shot('error-boundary-390') });
});
