import { expect, test } from '@playwright/test';
import { signInAdminViaPage } from './fixtures.ts';
import { signedInNewTeam } from './fixtures-drawing.ts';

const VIDEO_ID = 'Xy9_aB-3cD4';

test('an admin adds a stream and it plays for a team page that is already open', async ({
  page,
  playwright,
  baseURL,
  browser,
}) => {
  // A team watches the Live Stream page before the stream exists.
  const teamContext = await browser.newContext({ baseURL });
  const teamPage = await teamContext.newPage();
  const policyErrors: string[] = [];
  teamPage.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyErrors.push(message.text());
  });
  await signedInNewTeam(teamPage, playwright, baseURL!);
  await teamPage.goto('/live-stream');
  await expect(teamPage.getByRole('heading', { level: 1, name: 'Live Stream' })).toBeVisible();
  await expect(teamPage.getByText('Manage Live Stream')).toHaveCount(0);
  const title = `Semi-finals ${Date.now()}`;

  await signInAdminViaPage(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/live-stream');
  await expect(page.getByText('Manage Live Stream')).toBeVisible();
  await page.getByLabel('Stream Title').fill(title);
  await page.getByLabel('YouTube URL').fill(`https://youtu.be/${VIDEO_ID}?si=shared`);
  await page.getByRole('button', { name: 'Add Stream' }).click();
  await expect(page.getByText('Stream added successfully', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Stream Title')).toHaveValue('');
  await expect(page.getByTitle(title)).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${VIDEO_ID}`,
  );

  // The open team page shows it through the live event stream, without a reload.
  const player = teamPage.getByTitle(title);
  await expect(player).toBeVisible({ timeout: 10_000 });
  await expect(player).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${VIDEO_ID}`);
  expect(policyErrors).toEqual([]);
  await teamContext.close();
});

test('the form refuses missing fields and links without a video id', async ({ page }) => {
  await signInAdminViaPage(page);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/live-stream');
  await page.getByLabel('YouTube URL').fill(`https://www.youtube.com/watch?v=${VIDEO_ID}`);
  await page.getByRole('button', { name: 'Add Stream' }).click();
  await expect(
    page.getByText('Please enter both URL and title', { exact: true }).first(),
  ).toBeVisible();

  await page.getByLabel('Stream Title').fill('Finals');
  await page.getByLabel('YouTube URL').fill('https://example.org/watch?v=Xy9_aB-3cD4');
  await page.getByRole('button', { name: 'Add Stream' }).click();
  await expect(page.getByText(/Please enter a YouTube video link/)).toBeVisible();
});

test('teams cannot add streams through the API', async ({ page, playwright, baseURL }) => {
  await signedInNewTeam(page, playwright, baseURL!);
  const response = await page.request.post('/api/streams', {
    data: { title: 'Mine', youtubeUrl: `https://youtu.be/${VIDEO_ID}` },
  });
  expect(response.status()).toBe(403);
});
