import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { appLive } from './fixtures.ts';
import {
  comparePngWithField,
  drawOnBoard,
  drawWithFinger,
  expectToast,
  inkedPixels,
  signedInNewTeam,
} from './fixtures-drawing.ts';

test('a team draws on /draw and downloads robotics-drawing.png with the strokes on the field', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signedInNewTeam(page, playwright, baseURL!);
  await page.goto('/draw');
  await expect(page.getByRole('heading', { level: 1, name: 'Drawing Board' })).toBeVisible();
  const canvas = page.getByTestId('drawing-canvas');
  await drawOnBoard(page, canvas, [
    [200, 150],
    [400, 300],
    [600, 150],
  ]);
  await page.getByRole('button', { name: 'Rectangle', exact: true }).click();
  await drawOnBoard(page, canvas, [
    [100, 420],
    [300, 540],
  ]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('robotics-drawing.png');
  const png = readFileSync((await download.path())!);
  expect(png.subarray(1, 4).toString()).toBe('PNG');

  const result = await comparePngWithField(page, png.toString('base64'), [300, 225]);
  expect(result).toMatchObject({ width: 800, height: 600 });
  // The strokes are there, and the rest is the field picture.
  expect(result.differing).toBeGreaterThan(2000);
  expect(result.differing).toBeLessThan(800 * 600 * 0.1);
  const [r, g, b] = result.probe;
  expect(r).toBeGreaterThan(200);
  expect(g).toBeLessThan(110);
  expect(b).toBeLessThan(110);
});

test('a saved board comes back after a reload and opens read-only from its share link', async ({
  page,
  playwright,
  baseURL,
  browser,
}) => {
  const team = await signedInNewTeam(page, playwright, baseURL!);
  await page.goto('/draw');
  // The server draws the board before the app runs: a stroke counts once the app is live.
  await appLive(page);
  const canvas = page.getByTestId('drawing-canvas');
  await drawOnBoard(page, canvas, [
    [150, 100],
    [650, 500],
  ]);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByLabel('Board name').fill('Elimination plan');
  await page.getByRole('button', { name: 'Save Board' }).click();
  await expectToast(page, 'Board Saved');
  await expect(page).toHaveURL(/\/draw\?board=\d+$/);
  await expect(page.getByText('Elimination plan · All changes saved')).toBeVisible();

  // Forget the browser's draft so the board can only come back from the server.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('drawing-draft:')) localStorage.removeItem(key);
  });
  await page.reload();
  await expect(page.getByText('Elimination plan · All changes saved')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Saved boards' }).getByText('Elimination plan'),
  ).toBeVisible();
  await expect.poll(() => inkedPixels(page)).toBeGreaterThan(500);

  // Share: the link opens the board read-only on another device of the same team.
  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.getByLabel('Share link').inputValue();
  expect(link).toMatch(/\/draw\?board=\d+&view=1$/);

  const otherDevice = await browser.newContext({ baseURL });
  const signIn = await otherDevice.request.post('/api/auth/team-login', {
    data: { teamId: team.id, joinCode: team.joinCode },
  });
  expect(signIn.status()).toBe(200);
  const phone = await otherDevice.newPage();
  await phone.goto(link);
  await expect(phone.getByText('Shared board: Elimination plan')).toBeVisible();
  await expect(phone.getByText(/View only/)).toBeVisible();
  await expect(phone.getByRole('group', { name: 'Drawing tool' })).toHaveCount(0);
  await expect.poll(() => inkedPixels(phone)).toBeGreaterThan(500);
  await expect(phone.getByRole('button', { name: 'Edit This Board' })).toBeVisible();
  await otherDevice.close();
});

test('another team cannot open a shared board', async ({ page, playwright, baseURL, browser }) => {
  await signedInNewTeam(page, playwright, baseURL!);
  const created = await page.request.post('/api/drawings', {
    data: { name: 'Private', scene: { version: 1, width: 800, height: 600, elements: [] } },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signedInNewTeam(otherPage, playwright, baseURL!);
  await otherPage.goto(`/draw?board=${id}&view=1`);
  await expect(otherPage.getByText('This board belongs to another team')).toBeVisible();
  await other.close();
});

test('/drawing-pad shows five colours and a 1 to 20 line-width slider @phone', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signedInNewTeam(page, playwright, baseURL!);
  await page.goto('/drawing-pad');
  await expect(page.getByRole('heading', { level: 1, name: 'Drawing Pad' })).toBeVisible();
  const colours = page.getByRole('radiogroup', { name: 'Colour' });
  await expect(colours.getByRole('radio')).toHaveText(['Red', 'Blue', 'Green', 'Yellow', 'Black']);
  const slider = page.getByRole('slider', { name: 'Line width' });
  await expect(slider).toHaveAttribute('min', '1');
  await expect(slider).toHaveAttribute('max', '20');
  await colours.getByRole('radio', { name: 'Blue' }).click();
  await expect(colours.getByRole('radio', { name: 'Blue' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await drawOnBoard(page, page.getByTestId('drawing-canvas'), [
    [100, 100],
    [500, 400],
  ]);
  await expect.poll(() => inkedPixels(page)).toBeGreaterThan(100);
  await expect(page.getByRole('button', { name: 'Clear' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('a finger draws on the board and the page does not scroll @phone', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signedInNewTeam(page, playwright, baseURL!);
  await page.goto('/drawing-board');
  const canvas = page.getByTestId('drawing-canvas');
  await expect(canvas).toHaveCSS('touch-action', 'none');
  await canvas.scrollIntoViewIfNeeded();
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await drawWithFinger(page, canvas, [
    [150, 450],
    [650, 150],
  ]);
  await expect.poll(() => inkedPixels(page)).toBeGreaterThan(100);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
});

test('every drawing route fits the phone: no sideways scroll, the whole field in view, the field from the first paint @phone', async ({
  page,
  playwright,
  baseURL,
}) => {
  await signedInNewTeam(page, playwright, baseURL!);
  for (const path of ['/draw', '/drawing-board', '/drawing-pad']) {
    const response = await page.goto(path);
    // The board the server drew (/draw) already shows the field under its layers.
    if (path === '/draw')
      expect(await response!.text()).toContain('background-image:url(/robotics-layout.png)');
    await appLive(page);
    const canvas = page.getByTestId('drawing-canvas');
    await expect(canvas).toBeVisible();
    const fits = await page.evaluate(() => {
      const board = document.querySelector('[data-testid=drawing-canvas]')!.getBoundingClientRect();
      return {
        page: document.documentElement.scrollWidth <= window.innerWidth,
        board: board.left >= 0 && board.right <= window.innerWidth,
      };
    });
    expect(fits, path).toEqual({ page: true, board: true });
  }
});
