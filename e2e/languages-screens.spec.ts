import { expect, test, type Browser, type Page } from '@playwright/test';
import { signedInTeam, uniqueTeamName } from './fixtures.ts';

/**
 * Languages (decisions 190 and 194): a Spanish browser reads the map, the drawing board, the
 * manual assistant and the streams in Spanish, with no English interface text, and dates with
 * Spanish month and day names.
 */

const ENGLISH_MAP = [
  'Tournament Locations',
  'Where every robot is at the venue',
  'Enable Bluetooth',
  'Locate your robot',
  'Configure Beacons',
  'Locates from the strongest beacon',
  'Venue map',
  'Robots on the map',
  'Other teams',
  'Beacon range',
  'Your team has no registered robot yet',
];
const ENGLISH_DRAWING = [
  'Plan strategy on the field layout',
  'Brush size',
  'Eraser',
  'Rectangle',
  'Colour',
  'Saved Boards',
  'New Board',
  'No saved boards yet',
  'Download',
  'Clear',
];
const ENGLISH_MANUAL = [
  'Ask questions about the game manual',
  'Original game manual',
  'Android app',
  'Ask with web search',
  'Your question',
  'Ask Question',
  'Example questions',
  'How long is the autonomous period?',
  'Answers come from',
  'Ask a question or pick an example',
];
const ENGLISH_STREAMS = [
  'Watch the tournament live.',
  'No live stream is currently available',
  'Live Stream',
];
const ENGLISH_MONTHS =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/;
const SPANISH_MONTHS =
  /^(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}$/;

async function expectNoEnglish(page: Page, texts: readonly string[]) {
  const shown = (await page.locator('main').textContent()) ?? '';
  expect(texts.filter((text) => shown.includes(text))).toEqual([]);
}

const spanishPage = async (browser: Browser) =>
  (await browser.newContext({ locale: 'es-ES' })).newPage();

test('a Spanish team reads the map, drawing, manual and streams pages in Spanish', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const page = await spanishPage(browser);
  await signedInTeam(page, playwright, baseURL!, uniqueTeamName('Equipo Mapa'));

  await page.goto('/track-bots');
  await expect(page.getByRole('heading', { name: 'Ubicaciones del torneo' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Activar Bluetooth' })).toBeVisible();
  await expect(page).toHaveTitle('Ubicaciones del torneo - PitCrew');
  await expectNoEnglish(page, ENGLISH_MAP);

  await page.goto('/draw');
  await expect(page.getByRole('heading', { name: 'Pizarra', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pizarras guardadas' })).toBeVisible();
  await expectNoEnglish(page, ENGLISH_DRAWING);

  await page.goto('/game-manual');
  await expect(page.getByRole('heading', { name: 'IA del manual del juego' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Preguntar', exact: true })).toBeVisible();
  await expectNoEnglish(page, ENGLISH_MANUAL);

  await page.goto('/live-stream');
  await expect(page.getByRole('heading', { name: 'Retransmisión en directo' })).toBeVisible();
  await expectNoEnglish(page, ENGLISH_STREAMS);
  await page.context().close();
});

test("a Spanish team's calendar and interview date use Spanish month and day names", async ({
  browser,
  playwright,
  baseURL,
}) => {
  const page = await spanishPage(browser);
  await signedInTeam(page, playwright, baseURL!, uniqueTeamName('Equipo Fecha'));
  await page.goto('/home');
  const picker = page
    .getByRole('button', { name: /Fecha de la entrevista|Elige una fecha/ })
    .or(page.getByLabel('Fecha de la entrevista'));
  await picker.first().click();
  const caption = page.locator('[data-radix-popper-content-wrapper] p[aria-live="polite"]');
  await expect(caption).toHaveText(SPANISH_MONTHS);
  const headings = page.locator('[data-radix-popper-content-wrapper] thead abbr');
  await expect(headings.first()).toHaveAttribute('title', 'domingo');
  const dayNames = await page
    .locator('[data-radix-popper-content-wrapper] tbody button')
    .first()
    .getAttribute('aria-label');
  expect(dayNames).toMatch(
    /^(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d{1,2} de \p{L}+ de \d{4}/u,
  );
  await page.keyboard.press('Escape');
  const chosen = (await picker.first().textContent()) ?? '';
  expect(chosen).not.toMatch(ENGLISH_MONTHS);
  await page.context().close();
});
