import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { appLive, registerTeamViaApi, signInAdminViaApi, type CreatedTeam } from './fixtures.ts';

type Playwright = {
  request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> };
};

let adminContext: Promise<APIRequestContext> | null = null;
let teamSequence = 0;

/** One administrator session for the whole run, so creating teams stays under the login limit. */
function admin(playwright: Playwright, baseURL: string): Promise<APIRequestContext> {
  adminContext ??= playwright.request.newContext({ baseURL }).then(async (context) => {
    await signInAdminViaApi(context);
    return context;
  });
  return adminContext;
}

/** Like fixtures.ts signedInTeam, reusing one administrator session to create the team. */
export async function signedInNewTeam(
  page: Page,
  playwright: Playwright,
  baseURL: string,
): Promise<CreatedTeam> {
  const response = await (
    await admin(playwright, baseURL)
  ).post('/api/teams', {
    data: {
      name: `Board Team ${Date.now()}-${++teamSequence}`,
      description: 'Created by a browser test',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const team = (await response.json()) as CreatedTeam;
  await registerTeamViaApi(page.request, team);
  await page.addInitScript((id) => {
    localStorage.setItem('registrationComplete', 'true');
    localStorage.setItem('registeredTeamId', String(id));
  }, team.id);
  return team;
}

/** Drags the mouse across the board in board units (800 x 600), whatever size it is shown at. */
export async function drawOnBoard(page: Page, canvas: Locator, points: [number, number][]) {
  // A board the server drew takes strokes once the app is live (until then it is inert).
  await appLive(page);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The board is not visible');
  const at = ([x, y]: [number, number]) =>
    [box.x + (x / 800) * box.width, box.y + (y / 600) * box.height] as const;
  const [first, ...rest] = points;
  await page.mouse.move(...at(first!));
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(...at(point), { steps: 8 });
  await page.mouse.up();
}

/**
 * Compares a PNG (base64) with the blank field picture, in the page: its size, how many pixels
 * differ from the field, and whether the pen colour is at `probe` (board units).
 */
export async function comparePngWithField(page: Page, pngBase64: string, probe: [number, number]) {
  return page.evaluate(
    async ({ pngBase64, probe }) => {
      const load = (src: string) =>
        new Promise<HTMLImageElement>((resolve, reject) => {
          const image = new Image();
          image.onload = () => resolve(image);
          image.onerror = () => reject(new Error(`could not load ${src.slice(0, 40)}`));
          image.src = src;
        });
      const pixels = (image: HTMLImageElement) => {
        const canvas = document.createElement('canvas');
        canvas.width = 800;
        canvas.height = 600;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(image, 0, 0, 800, 600);
        return ctx.getImageData(0, 0, 800, 600).data;
      };
      const drawing = await load(`data:image/png;base64,${pngBase64}`);
      const field = await load('/robotics-layout.png');
      const a = pixels(drawing);
      const b = pixels(field);
      let differing = 0;
      for (let i = 0; i < a.length; i += 4) {
        if (
          Math.abs(a[i]! - b[i]!) +
            Math.abs(a[i + 1]! - b[i + 1]!) +
            Math.abs(a[i + 2]! - b[i + 2]!) >
          30
        )
          differing++;
      }
      const at = (probe[1] * 800 + probe[0]) * 4;
      return {
        width: drawing.naturalWidth,
        height: drawing.naturalHeight,
        differing,
        probe: [a[at], a[at + 1], a[at + 2]] as [number, number, number],
      };
    },
    { pngBase64, probe },
  );
}

/** How many pixels of the board's ink layer carry ink. */
export async function inkedPixels(page: Page): Promise<number> {
  return page.evaluate(() => {
    const ink = document.querySelectorAll<HTMLCanvasElement>('[data-preset] canvas')[1];
    if (!ink) return -1;
    const data = ink.getContext('2d')!.getImageData(0, 0, ink.width, ink.height).data;
    let count = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count++;
    return count;
  });
}

export async function expectToast(page: Page, title: string) {
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
}

/** Drags one finger across the board (board units) through the DevTools protocol. */
export async function drawWithFinger(page: Page, canvas: Locator, points: [number, number][]) {
  await appLive(page);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The board is not visible');
  const at = ([x, y]: [number, number]) => ({
    x: box.x + (x / 800) * box.width,
    y: box.y + (y / 600) * box.height,
  });
  const cdp = await page.context().newCDPSession(page);
  const [first, ...rest] = points;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(first!)] });
  for (const point of rest) {
    const from = at(first!);
    const to = at(point);
    for (let step = 1; step <= 8; step++) {
      const t = step / 8;
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t }],
      });
    }
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
