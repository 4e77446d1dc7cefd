import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { drawOnBoard, signedInNewTeam } from './fixtures-drawing.ts';
import type { CreatedTeam } from './fixtures.ts';

/**
 * Co-editing a board (decision 290): two phones of one team draw on one board at once and see
 * each other's strokes within a second; both draw offline and both see both after reconnecting;
 * a partner team draws on a board shared with it until the owner takes it back.
 */

const EMPTY_SCENE = { version: 1, width: 800, height: 600, elements: [] };

/** Whether the board shows ink at a point (board units), read from its ink layer. */
function inkAt(page: Page, [x, y]: [number, number]): Promise<boolean> {
  return page.evaluate(
    ([x, y]) => {
      const ink = document.querySelectorAll<HTMLCanvasElement>('[data-preset] canvas')[1];
      if (!ink) return false;
      const px = Math.round((x / 800) * ink.width);
      const py = Math.round((y / 600) * ink.height);
      const data = ink.getContext('2d')!.getImageData(px - 2, py - 2, 5, 5).data;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) return true;
      return false;
    },
    [x, y] as [number, number],
  );
}

const line = (y: number): [number, number][] => [
  [120, y],
  [320, y],
];

/** A second phone of the same team: its own browser, signed in with the team's code. */
async function secondPhone(
  browser: Browser,
  baseURL: string,
  team: CreatedTeam,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'en-US', serviceWorkers: 'block' });
  const page = await context.newPage();
  const response = await page.request.post('/api/auth/team-login', {
    data: { teamId: team.id, joinCode: team.joinCode },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.addInitScript((id) => {
    localStorage.setItem('registrationComplete', 'true');
    localStorage.setItem('registeredTeamId', String(id));
  }, team.id);
  return { context, page };
}

async function newBoard(page: Page): Promise<number> {
  const response = await page.request.post('/api/drawings', {
    data: { name: 'Joint plan', scene: EMPTY_SCENE },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Opens the board and waits until it is live (the list of people on it shows). */
async function openLive(page: Page, id: number) {
  await page.goto(`/draw?board=${id}`);
  await expect(page.getByTestId('board-editors')).toBeVisible({ timeout: 15_000 });
}

/** Draws a line across the board, scrolled to the middle of the screen first. */
async function drawLine(page: Page, y: number) {
  const canvas = page.getByTestId('drawing-canvas');
  await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await drawOnBoard(page, canvas, line(y));
}

async function expectInk(page: Page, at: [number, number], timeout: number) {
  await expect.poll(() => inkAt(page, at), { timeout, intervals: [50] }).toBe(true);
}

test('two phones of one team draw on one board at once and each sees the other within a second', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const team = await signedInNewTeam(page, playwright, baseURL!);
  const board = await newBoard(page);
  const other = await secondPhone(browser, baseURL!, team);
  await openLive(page, board);
  await openLive(other.page, board);
  // Each sees the other on the board.
  await expect(page.getByTestId('board-editors').getByText(/^Team /)).toBeVisible();

  await Promise.all([drawLine(page, 100), drawLine(other.page, 200)]);
  await expectInk(other.page, [220, 100], 1000);
  await expectInk(page, [220, 200], 1000);

  // Offline on both: each draws, reconnects, and both see both.
  await page.context().setOffline(true);
  await other.context.setOffline(true);
  await drawLine(page, 300);
  await drawLine(other.page, 400);
  expect(await inkAt(page, [220, 400])).toBe(false);
  await page.context().setOffline(false);
  await other.context.setOffline(false);
  for (const phone of [page, other.page]) {
    await expectInk(phone, [220, 300], 15_000);
    await expectInk(phone, [220, 400], 15_000);
  }

  // Reopened, the saved board is the merged drawing.
  await page.reload();
  await expect(page.getByTestId('board-editors')).toBeVisible({ timeout: 15_000 });
  for (const y of [100, 200, 300, 400]) await expectInk(page, [220, y], 5000);
  await other.context.close();
});

test('a label placed on one phone shows on the other, from the fixed list only', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const team = await signedInNewTeam(page, playwright, baseURL!);
  const board = await newBoard(page);
  const other = await secondPhone(browser, baseURL!, team);
  await openLive(page, board);
  await openLive(other.page, board);

  await page
    .getByRole('group', { name: 'Drawing tool' })
    .getByRole('button', { name: 'Label' })
    .click();
  await page.getByLabel('Label to place').selectOption({ label: 'Climb' });
  const canvas = page.getByTestId('drawing-canvas');
  await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await drawOnBoard(page, canvas, [[500, 450]]);
  await expectInk(other.page, [500, 450], 1000);
  // Stored by its id, with nothing a person typed.
  const stored = await page.request.get(`/api/drawings/${board}`);
  const [label] = ((await stored.json()) as { scene: { elements: object[] } }).scene.elements;
  expect(Object.keys(label!).sort()).toEqual(['at', 'colour', 'kind', 'label']);
  expect(label).toMatchObject({ kind: 'label', label: 'climb' });
  await other.context.close();
});

test('a stroke shows on the other phone while it is still being drawn', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const team = await signedInNewTeam(page, playwright, baseURL!);
  const board = await newBoard(page);
  const other = await secondPhone(browser, baseURL!, team);
  await openLive(page, board);
  await openLive(other.page, board);
  const canvas = page.getByTestId('drawing-canvas');
  await canvas.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await drawOnBoard(page, canvas, [[100, 500]]);
  await expectInk(other.page, [100, 500], 1000);

  // The pen goes down and moves, and stays down: the other phone sees the line as it grows.
  const box = (await canvas.boundingBox())!;
  const at = (x: number, y: number) =>
    [box.x + (x / 800) * box.width, box.y + (y / 600) * box.height] as const;
  await page.mouse.move(...at(200, 350));
  await page.mouse.down();
  await page.mouse.move(...at(600, 350), { steps: 20 });
  // Within the 2 s a stroke in progress stays shown after its last report: a loaded machine may
  // take more than the budget's second to deliver it, which the boards benchmark measures.
  await expectInk(other.page, [400, 350], 1_900);
  expect(
    (
      (await (await page.request.get(`/api/drawings/${board}`)).json()) as {
        scene: { elements: unknown[] };
      }
    ).scene.elements,
  ).toHaveLength(1);
  await page.mouse.up();
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/drawings/${board}`)).json()) as {
            scene: { elements: unknown[] };
          }
        ).scene.elements.length,
    )
    .toBe(2);
  await expectInk(other.page, [400, 350], 1000);
  await other.context.close();
});

test('a partner team draws on a shared board until the owner takes it back', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const owner = await signedInNewTeam(page, playwright, baseURL!);
  const board = await newBoard(page);
  const partnerContext = await browser.newContext({
    baseURL,
    locale: 'en-US',
    serviceWorkers: 'block',
  });
  const partnerPage = await partnerContext.newPage();
  const partner = await signedInNewTeam(partnerPage, playwright, baseURL!);
  expect(partner.id).not.toBe(owner.id);

  await openLive(page, board);
  const sharing = page.getByTestId('partner-sharing');
  await sharing.getByLabel('Partner team').selectOption({ label: partner.name });
  await sharing.getByRole('button', { name: 'Invite this team' }).click();
  await expect(
    sharing.getByRole('button', { name: `Stop sharing with ${partner.name}` }),
  ).toBeVisible();

  await partnerPage.goto('/draw');
  const shared = partnerPage.getByTestId('shared-with-us');
  await expect(shared).toBeVisible();
  // The partner sees the owner's team, never the owner's own name for the board.
  await expect(shared).not.toContainText('Joint plan');
  await shared.getByRole('button', { name: /^Open/ }).click();
  await expect(partnerPage.getByTestId('board-editors')).toBeVisible({ timeout: 15_000 });

  await drawLine(partnerPage, 250);
  await expectInk(page, [220, 250], 1000);

  await sharing.getByRole('button', { name: `Stop sharing with ${partner.name}` }).click();
  await expect(
    partnerPage.getByText('This board is no longer shared with your team.').first(),
  ).toBeVisible({ timeout: 3000 });
  await expect(partnerPage.getByTestId('shared-with-us')).toBeHidden();
  // The partner's copy is closed, and the board refuses its changes.
  await expect(partnerPage).not.toHaveURL(new RegExp(`board=${board}`));
  const refused = await partnerPage.request.get(`/api/drawings/${board}/doc`);
  expect(refused.status()).toBe(403);
  await partnerContext.close();
});
