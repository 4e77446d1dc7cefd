import { expect, test } from '@playwright/test';
import { appLive, signedInTeam } from './fixtures.ts';

test('a page whose code fails to download reloads the app once, then explains, and Retry loads it', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signedInTeam(page, playwright, baseURL!);
  await page.goto('/home');
  await expect(page).toHaveTitle('Home - PitCrew');
  // The tap below is the app's own navigation: before the app is live a link loads the page anew.
  await appLive(page);
  // As after a deploy that removed the old files: the Messages page's code cannot be fetched.
  await page.route(/\/assets\/messages-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  let loads = 0;
  page.on('load', () => loads++);

  await page
    .getByRole('navigation', { name: 'Features' })
    .getByRole('link', { name: 'Messages' })
    .click();
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(
    'The app may have been updated. Reload to get the new version.',
  );
  expect(loads).toBe(1); // reloaded once, not in a loop
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page).toHaveTitle('Team Messages - PitCrew');

  await page.unroute(/\/assets\/messages-[\w-]+\.js$/);
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team Messages' })).toBeVisible();
  await expect(alert).toBeHidden();
});

test('every route names itself in the page title', async ({ page, playwright, baseURL }) => {
  await signedInTeam(page, playwright, baseURL!);
  for (const [path, title] of [
    ['/dashboard', 'Interview Dashboard - PitCrew'],
    ['/live-stream', 'Live Stream - PitCrew'],
    ['/draw', 'Drawing Board - PitCrew'],
    ['/no-such-page', '404 Page Not Found - PitCrew'],
  ]) {
    await page.goto(path!);
    await expect(page).toHaveTitle(title!);
  }
});
