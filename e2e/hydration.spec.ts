import { expect, test, type Page } from '@playwright/test';
import { CANNED_MESSAGES } from '../src/shared/canned-messages.ts';
import { SERVER_DRAWN_PAGES } from '../src/shared/page-modules.ts';
import { appLive, createTeamViaApi, registerTeamViaApi, signedInTeam } from './fixtures.ts';
import { chooseMessage, selectRecipient, teamViaApi } from './fixtures-messaging.ts';
import { chooseTeam, expectSignedInAs } from './fixtures-registration.ts';

/**
 * Decision 226: React adopts every page the server draws without a mismatch, and nothing a person
 * does before the page is live is lost, on a phone six times slower than this machine.
 */

/** What React says when a drawn page and its first render differ (main.tsx, React's own errors). */
const MISMATCH = /Hydration mismatch|hydrat|Minified React error #4(18|19|20|21|22|23|25)/i;

function watchMismatches(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && MISMATCH.test(message.text()))
      seen.push(message.text().slice(0, 300));
  });
  page.on('pageerror', (error) => {
    if (MISMATCH.test(error.message)) seen.push(error.message.slice(0, 300));
  });
  return seen;
}

/**
 * React has the page: its root is React's and no button waits inert any more (a page with no
 * button of its own, as a visitor's /consent, counts too), and the network has settled.
 */
async function adopted(page: Page) {
  await page.waitForFunction(
    () =>
      Object.keys(document.getElementById('root') ?? {}).some((key) =>
        key.startsWith('__reactContainer$'),
      ) && !document.querySelector('#root [inert]'),
  );
  await page.waitForLoadState('networkidle');
}

/** The phone's CPU six times slower (Chromium's DevTools throttling). */
async function slowPhone(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

/**
 * Holds the app's scripts back until `release` is called: the drawn page is on screen, not live
 * (open it with `waitUntil: 'domcontentloaded'`: its load waits for them).
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * The event as an organiser set it up (a name, a date), which a visitor's page, drawn when the
 * app was built, cannot know: the answer arrives while React adopts the page, and shows once
 * it is live.
 */
async function eventUnlikeTheDrawnOne(page: Page) {
  await page.route('**/api/settings/tournament', async (route) => {
    const response = await route.fetch();
    const settings = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...settings, tournamentDate: '2031-03-15', eventName: 'Hydration Cup' },
    });
  });
}

test.describe('every drawn page is adopted as drawn', () => {
  for (const path of ['/', '/register', '/home', '/consent', '/admin-login']) {
    test(`${path} as a visitor, in English and in French`, async ({ browser, baseURL }) => {
      for (const locale of ['en-US', 'fr-FR']) {
        const context = await browser.newContext({ baseURL, locale });
        const page = await context.newPage();
        await eventUnlikeTheDrawnOne(page);
        const mismatches = watchMismatches(page);
        await page.goto(path);
        await adopted(page);
        expect(mismatches, locale).toEqual([]);
        await context.close();
      }
    });
  }

  for (const path of SERVER_DRAWN_PAGES) {
    test(`${path} as a signed-in team`, async ({ page, playwright, baseURL }) => {
      await signedInTeam(page, playwright, baseURL!);
      const mismatches = watchMismatches(page);
      await page.goto(path);
      await adopted(page);
      expect(mismatches).toEqual([]);
    });
  }
});

test.describe('nothing done before the page is live is lost, on a slow phone', () => {
  // A CPU six times slower takes a whole journey longer than the default allows.
  test.setTimeout(90_000);

  test('/messages: a recipient picked before the app is live opens its conversation, and a message is sent', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const { team: other, request } = await teamViaApi(
      playwright,
      baseURL!,
      `Early Pick ${Date.now().toString(36)}`,
    );
    await signedInTeam(page, playwright, baseURL!);
    await slowPhone(page);
    const mismatches = watchMismatches(page);
    const release = await holdScripts(page);
    await page.goto('/messages', { waitUntil: 'domcontentloaded' });
    // The server drew the list: the person picks as soon as it shows, before the app is live.
    await selectRecipient(page, other.name);
    release();
    await appLive(page);
    await expect(page.getByRole('combobox', { name: 'Recipient team' })).toHaveValue(
      String(other.id),
    );
    await expect(page.getByRole('heading', { name: `Chat with ${other.name}` })).toBeVisible();
    const text = CANNED_MESSAGES[0]!.text;
    await chooseMessage(page, text);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page
        .getByRole('log', { name: `Messages with ${other.name}` })
        .getByRole('listitem')
        .filter({ hasText: text }),
    ).toBeVisible();
    expect(mismatches).toEqual([]);
    await request.dispose();
  });

  test('/register: a team picked and details typed as soon as the form shows are kept, and the team registers', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const team = await createTeamViaApi(playwright, baseURL!);
    await slowPhone(page);
    const release = await holdScripts(page);
    await page.goto('/register', { waitUntil: 'domcontentloaded' });
    // Typed into the drawn form before the app is live.
    await page.getByLabel('Coach Name').fill('Grace Hopper');
    release();
    await chooseTeam(page, 'Team', team.name);
    await appLive(page);
    await expect(page.getByLabel('Coach Name')).toHaveValue('Grace Hopper');
    await page.getByLabel('Coach Email').fill('grace@example.org');
    await page.getByLabel('Coach Phone').fill('555-010-9999');
    await page.getByLabel('Team code').fill(team.joinCode);
    for (const name of [
      'Location Sharing Consent',
      'Behavior and Sportsmanship',
      'Safe and Responsible Use',
      'Damage or Misuse',
    ]) {
      await page.getByRole('checkbox', { name }).check();
    }
    await page.getByLabel('Signature (type your full name)').fill('Grace Hopper');
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });
    await expectSignedInAs(page, team.name, 20_000);
  });

  test('/home: a team picked and its code typed as soon as each shows sign the team in', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const team = await createTeamViaApi(playwright, baseURL!);
    const other = await playwright.request.newContext({ baseURL });
    await registerTeamViaApi(other, team);
    await other.dispose();
    await slowPhone(page);
    await page.goto('/home');
    await chooseTeam(page, 'Select Your Team', team.name);
    await page.getByLabel('Team code').fill(team.joinCode);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Automatically signed in', { exact: true })).toBeVisible();
    await expectSignedInAs(page, team.name, 20_000);
  });
});
